import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Modules the web's first views import (the partner dashboard, the staff logins, the customer's pages): their rules
 * and terms without a schema, so a first view loads no zod and builds no schema (issue 34). The module beside each
 * with the schemas re-exports them.
 */
const schemaFree = [
  'date-ranges.ts',
  'list-query-string.ts',
  'partner-insight-terms.ts',
  'ledger-statuses.ts',
  'login-answers.ts',
  'money.ts',
  'brand.ts',
  'constants.ts',
  'i18n.ts',
  'session-cookies.ts',
  'web-apps.ts',
];

/** The package's own modules `file` imports, as file names (values and types alike: a type import is cheap to list). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

/** Every module `file` reaches through its imports of values, itself included, and the packages among them. */
function closureOf(file: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [file];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (modules.has(next)) continue;
    modules.add(next);
    const source = fs.readFileSync(path.join(here, next), 'utf8');
    for (const specifier of importsOf(next)) {
      const typeOnly = new RegExp(
        `import\\s+type\\s[^;]*?from\\s+'${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'`,
        's',
      );
      if (typeOnly.test(source)) continue;
      if (specifier.startsWith('./')) queue.push(`${specifier.slice(2)}.ts`);
      else packages.add(specifier);
    }
  }
  return { modules, packages };
}

describe('the schema-free modules of the first views', () => {
  it.each(schemaFree)('%s imports no zod, itself or through its imports', (file) => {
    const { modules, packages } = closureOf(file);
    expect([...packages]).not.toContain('zod');
    expect(modules.has(file)).toBe(true);
  });

  it('finds zod where a module does import it', () => {
    expect(closureOf('partner-insights.ts').packages).toContain('zod');
    expect(closureOf('date-range-query.ts').packages).toContain('zod');
  });
});
