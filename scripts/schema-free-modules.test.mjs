// The domain modules the web's first views import (the partner dashboard, the staff logins, the customer's pages) hold
// their rules and terms without a schema, so a first view loads no zod and builds no schema (issue 34, decision 057).
// The module beside each with the schemas re-exports them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeImports } from './lib/import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domain = path.join(root, 'packages', 'domain', 'src');
const web = path.join(root, 'apps', 'web', 'src');

const schemaFree = [
  'date-ranges.ts',
  'grievance-terms.ts',
  'report-terms.ts',
  'product-types.ts',
  'list-query-string.ts',
  'partner-insight-terms.ts',
  'ledger-statuses.ts',
  'lender-modes.ts',
  'application-terms.ts',
  'login-answers.ts',
  'mobile-number.ts',
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

/** A web or domain module's file for an import of `from` (absolute paths), or undefined for a package. */
function webModule(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = path.join(web, specifier.slice(2));
  else if (specifier.startsWith('@saakh/domain/')) base = path.join(domain, specifier.slice('@saakh/domain/'.length));
  else return undefined;
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => `${base}${end}`).find(isFile);
  if (!file) throw new Error(`${specifier} (imported by ${path.relative(root, from)}) is not a file`);
  return file;
}
const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The packages a web page's code loads before it runs: its static imports and theirs, not what it loads later. */
function packagesLoadedWith(page) {
  const seen = new Set();
  const packages = new Set();
  const queue = [path.join(web, page)];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const specifier of codeImports(next, fs.readFileSync(next, 'utf8'), { dynamic: false })) {
      const file = webModule(next, specifier);
      if (file) queue.push(file);
      else
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return packages;
}

// The pages a partner or an admin most often opens first evaluate no zod before their first view: their forms and
// dialogs load it when opened (issue 34; building the domain's schemas was some 150 ms of a phone's main thread).
describe('the first pages of the staff areas', () => {
  it.each([
    'app/routes/partner/dashboard-page.tsx',
    'app/routes/partner/reports-page.tsx',
    'app/routes/admin/dashboard-page.tsx',
  ])('%s loads no zod before it runs', (page) => {
    expect([...packagesLoadedWith(page)]).not.toContain('zod');
  });

  it('sees zod where a page loads it with its code', () => {
    expect([...packagesLoadedWith('app/routes/partner/product-offering-page.tsx')]).toContain('zod');
  });
});

// The catalogue pages and the pages a signed-in customer reads (their layout, the offers, key facts and
// applications) evaluate no zod either: the customer build's chunks put what they share with the forms' pages in a
// chunk of their own (appChunks in apps/web/vite.config.ts), and a chunk is evaluated whole, so one schema on this
// path brought zod and every schema beside it to the offers page (issue 34).
describe("the customer's reading and catalogue pages", () => {
  it.each([
    'app/routes/public/products-page.tsx',
    'app/routes/public/credit-cards-page.tsx',
    'app/routes/customer/customer-layout.tsx',
    'app/routes/customer/customer-guard.ts',
    'app/routes/customer/pages/offers-pages.tsx',
    'app/routes/customer/pages/key-facts-page.tsx',
    'app/routes/customer/pages/applications-page.tsx',
  ])('%s loads no zod before it runs', (page) => {
    expect([...packagesLoadedWith(page)]).not.toContain('zod');
  });

  it('sees zod where a form page loads it with its code', () => {
    expect([...packagesLoadedWith('app/routes/public/grievance-page.tsx')]).toContain('zod');
  });
});

// The login page's first view is the mobile number's field: it checks the number with the domain's rule and loads the
// OTP step (its schema, its form, the consents) while the OTP is sent, so a customer arriving from an ad to log in
// evaluates neither zod nor the form library first (issue 34).
describe("the customer's login page", () => {
  it('loads neither zod nor the form library before it runs', () => {
    const packages = [...packagesLoadedWith('app/routes/public/verification-page.tsx')];
    expect(packages).not.toContain('zod');
    expect(packages).not.toContain('react-hook-form');
  });

  it('sees them in the OTP step it loads later', () => {
    const packages = [...packagesLoadedWith('features/auth/components/otp-step.tsx')];
    expect(packages).toContain('zod');
    expect(packages).toContain('react-hook-form');
  });
});
