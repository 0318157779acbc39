/**
 * Import cycles among the repository's modules (decision 055; it replaced ESLint's `import-x/no-cycle`, which parsed
 * every imported file again to follow the graph from each file, about 12 s of lint's 40 s of a core). Each file is
 * parsed once with TypeScript's parser, its imports resolved as the lint config resolved them (relative paths, and
 * `@/` inside apps/web for apps/web/src), and the graph's strongly connected components give the cycles.
 *
 * Counted as the rule counted them: static imports, re-exports and `import()` calls. Not counted: `import type`,
 * imports whose every name is a type, `export type … from`, and packages (a workspace package imports nothing of the
 * apps, which the boundary rules enforce).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.mts', '.cts', '.cjs', '.jsx'];

/**
 * The specifiers a module's code (not its types) depends on; with `dynamic: false`, only those it loads before it
 * runs (static imports and re-exports, not `import()` calls).
 */
export function codeImports(fileName, text, { dynamic = true } = {}) {
  const kind = fileName.endsWith('.tsx') || fileName.endsWith('.jsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  /** `{ type A, type B }`: names that are all types (an empty list is not). */
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          allTypes(clause.namedBindings.elements));
      const specifier = literal(node.moduleSpecifier);
      if (!onlyTypes && specifier) found.push(specifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const onlyTypes =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause) && allTypes(node.exportClause.elements));
      const specifier = literal(node.moduleSpecifier);
      if (!onlyTypes && specifier) found.push(specifier);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
        const specifier = literal(node.moduleReference.expression);
        if (specifier) found.push(specifier);
      }
      return;
    }
    if (dynamic && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      if (specifier) found.push(specifier);
    }
    // Types never load a module at run time (`typeof import('./x')` included).
    if (ts.isTypeNode(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Resolves `specifier` imported by `from` (paths relative to `root`) to one of `known` (a set of such paths), or
 * undefined for a package or a file outside the set.
 */
export function resolveImport(from, specifier, known, aliases) {
  let base;
  if (specifier.startsWith('.')) {
    base = path.posix.join(path.posix.dirname(from), specifier);
  } else {
    const alias = aliases.find(
      (candidate) => from.startsWith(candidate.within) && specifier.startsWith(candidate.prefix),
    );
    if (!alias) return undefined;
    base = path.posix.join(alias.target, specifier.slice(alias.prefix.length));
  }
  const candidates = [
    base,
    ...extensions.map((extension) => `${base}${extension}`),
    ...extensions.map((extension) => `${base}/index${extension}`),
  ];
  return candidates.find((candidate) => known.has(candidate));
}

/**
 * The import cycles among `files` (paths relative to `root`, with forward slashes), each as the files of one cycle in
 * import order with the first repeated at the end; one cycle per strongly connected component.
 */
export function findImportCycles(files, { root, aliases = [] }) {
  const known = new Set(files.filter((file) => extensions.some((extension) => file.endsWith(extension))));
  const edges = new Map();
  for (const file of known) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = new Set();
    for (const specifier of codeImports(file, text)) {
      const target = resolveImport(file, specifier, known, aliases);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, [...targets].sort());
  }

  // Tarjan's strongly connected components, iteratively (the graph is deep enough to trouble recursion).
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let counter = 0;
  for (const start of [...known].sort()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component);
      }
    }
  }

  // One concrete cycle per component: the shortest way back to its first file (breadth first, inside it).
  return components.map((component) => {
    const members = new Set(component);
    const [first] = [...component].sort();
    const cameFrom = new Map([[first, null]]);
    const queue = [first];
    let last;
    while (queue.length > 0 && !last) {
      const node = queue.shift();
      for (const target of edges.get(node) ?? []) {
        if (!members.has(target)) continue;
        if (target === first) {
          last = node;
          break;
        }
        if (!cameFrom.has(target)) {
          cameFrom.set(target, node);
          queue.push(target);
        }
      }
    }
    const cycle = [];
    for (let node = last; node !== null && node !== undefined; node = cameFrom.get(node)) cycle.unshift(node);
    return [...cycle, first];
  });
}
