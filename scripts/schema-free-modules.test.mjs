// The domain modules the web's first views import (the partner dashboard, the staff logins, the customer's pages) hold
// their rules and terms without a schema, so a first view loads no zod and builds no schema (issue 34, decision 057).
// The module beside each with the schemas re-exports them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeImports } from './lib/import-cycles.mjs';

const domain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'domain', 'src');

const schemaFree = [
  'date-ranges.ts',
  'list-query-string.ts',
  'partner-insight-terms.ts',
  'ledger-statuses.ts',
  'lender-modes.ts',
  'application-terms.ts',
  'login-answers.ts',
  'money.ts',
  'brand.ts',
  'constants.ts',
  'i18n.ts',
  'session-cookies.ts',
  'web-apps.ts',
];

/** The domain modules and the packages a domain module's code reaches, through its own imports and theirs (types never
 * load a module). */
function reachedBy(file) {
  const modules = new Set();
  const packages = new Set();
  const queue = [file];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (modules.has(next)) continue;
    modules.add(next);
    for (const specifier of codeImports(next, fs.readFileSync(path.join(domain, next), 'utf8'))) {
      if (specifier.startsWith('./')) queue.push(`${specifier.slice(2)}.ts`);
      else packages.add(specifier);
    }
  }
  return { modules, packages };
}

const packagesReachedBy = (file) => reachedBy(file).packages;

describe('the schema-free domain modules of the first views', () => {
  it.each(schemaFree)('%s loads no zod, itself or through its imports', (file) => {
    expect([...packagesReachedBy(file)]).not.toContain('zod');
  });

  it('sees zod where a module loads it, directly or through another', () => {
    expect(packagesReachedBy('date-range-query.ts')).toContain('zod');
    expect(packagesReachedBy('jobs.ts')).toContain('zod');
  });
});

// A partner's reports and the admin dashboard build their own schemas, not the lender admin's or the offer engine's:
// lenders.ts holds every lender screen's schemas (some 12 KB), offers.ts the engine that matches and prices offers (21
// KB with its ranking), which a phone would evaluate for nothing before the page can answer (issue 34).
describe("the domain modules of the partner's and the dashboard's pages", () => {
  it.each(['partner-insights.ts', 'reporting.ts'])('%s loads neither the lender admin nor the offer engine', (file) => {
    const { modules } = reachedBy(file);
    expect([...modules]).not.toContain('lenders.ts');
    expect([...modules]).not.toContain('offers.ts');
  });

  it('sees those modules where a module loads them', () => {
    expect(reachedBy('credit-cards.ts').modules).toContain('lenders.ts');
    expect(reachedBy('lenders.ts').modules).toContain('offers.ts');
  });
});
