import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@saakh/domain/i18n';
import { loanProductCodes } from '@saakh/domain/products';

/**
 * A loan is one entry of the product registry plus its texts: these are the web's per-loan labels, each read as
 * `t(\`${prefix}.${code}\`)` by the pages, filters and tables named beside it.
 */
const perLoanTexts: readonly { file: string; keys: (code: string) => string[] }[] = [
  // welcome-back, detail and offers pages; the customer's applications list
  {
    file: 'customer.json',
    keys: (code) => [
      `welcome.product.${code}`,
      `detail.${code}.title`,
      `detail.${code}.subtitle`,
      `offers.title.${code}`,
      `applications.products.${code}`,
    ],
  },
  // the lenders' product filter and the add-lender dialog
  { file: 'admin-catalogue.json', keys: (code) => [`lenders.filter.${code}`] },
  { file: 'csr-portal.json', keys: (code) => [`products.${code}`] },
  { file: 'de-dupe-logs.json', keys: (code) => [`products.${code}`] },
  { file: 'messaging.json', keys: (code) => [`product.${code}`] },
  { file: 'telecalling.json', keys: (code) => [`product.${code}`] },
  { file: 'reports.json', keys: (code) => [`products.${code}`] },
  { file: 'tracking-links.json', keys: (code) => [`products.${code}`] },
  { file: 'partner-content.json', keys: (code) => [`products.${code}`] },
];

const root = path.dirname(new URL(import.meta.url).pathname);

function lookup(language: string, file: string, key: string): unknown {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8'));
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );
}

describe('the texts of every loan in the product registry', () => {
  it.each(loanProductCodes)('%s has its labels in English and Hindi', (code) => {
    const missing = locales.flatMap((language) =>
      perLoanTexts.flatMap(({ file, keys }) =>
        keys(code)
          .filter((key) => {
            const text = lookup(language, file, key);
            return typeof text !== 'string' || text.trim() === '';
          })
          .map((key) => `${language}/${file}: ${key}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
