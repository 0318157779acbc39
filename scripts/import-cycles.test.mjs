// The lint's cycle check (scripts/lib/import-cycles.mjs, decision 055) finds what ESLint's import-x/no-cycle found:
// cycles through static imports, re-exports, `import()` and the web app's `@/` alias; never through types only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeImports, findImportCycles } from './lib/import-cycles.mjs';

const web = [{ within: 'apps/web/', prefix: '@/', target: 'apps/web/src' }];
let dir;

function tree(files) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return Object.keys(files);
}

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('import cycles', () => {
  it('finds a cycle through imports, a re-export and an index file, as one cycle in import order', () => {
    const files = tree({
      'apps/api/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'apps/api/src/b.ts': "export { c as b } from './c';\n",
      'apps/api/src/c/index.ts': "import { a } from '../a';\nexport const c = () => a;\n",
      'apps/api/src/d.ts': "import { a } from './a';\nexport const d = a;\n",
    });
    expect(findImportCycles(files, { root: dir })).toEqual([
      ['apps/api/src/a.ts', 'apps/api/src/b.ts', 'apps/api/src/c/index.ts', 'apps/api/src/a.ts'],
    ]);
  });

  it("follows the web app's @/ alias and import() calls", () => {
    const files = tree({
      'apps/web/src/app/routes.tsx': "export const routes = [{ lazy: () => import('@/features/x/page') }];\n",
      'apps/web/src/features/x/page.tsx':
        "import { routes } from '../../app/routes';\nexport const n = routes.length;\n",
    });
    expect(findImportCycles(files, { root: dir, aliases: web })).toHaveLength(1);
    // The alias is the web app's only.
    expect(findImportCycles(files, { root: dir })).toEqual([]);
  });

  it('does not count imports of types only', () => {
    const files = tree({
      'apps/api/src/a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
      'apps/api/src/b.ts':
        "import { type A } from './a';\nexport type { A as C } from './a';\nexport type B = A | typeof import('./a');\n",
    });
    expect(findImportCycles(files, { root: dir })).toEqual([]);
  });

  it('counts an import that brings a value beside a type, and a bare import', () => {
    expect(codeImports('a.ts', "import { type A, b } from './b';\nimport './c';\n")).toEqual(['./b', './c']);
    expect(codeImports('a.ts', "import type A from './b';\nexport * from './d';\n")).toEqual(['./d']);
  });
});
