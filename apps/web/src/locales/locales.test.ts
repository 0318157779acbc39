import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActions } from '@saakh/domain/audit';
import { glossaryViolations, hindiGlossary } from '@saakh/domain/glossary';
import { loanProductCodes, reportProducts } from '@saakh/domain/product-types';

const root = path.dirname(new URL(import.meta.url).pathname);
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

function read(language: string, file: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, language, file), 'utf8')) as Catalogue);
}

const namespaces = fs.readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('Hindi catalogues', () => {
  it('exist for every English namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const file of namespaces) expect(fs.existsSync(path.join(root, 'hi', file)), `hi/${file}`).toBe(true);
  });

  it.each(namespaces)('%s: hi has every key of en, none empty', (file) => {
    const english = read('en', file);
    const hindi = read('hi', file);
    const missing = [...english.keys()].filter((key) => !hindi.get(key)?.trim());
    expect(missing, `missing or empty in hi/${file}`).toEqual([]);
    const extra = [...hindi.keys()].filter((key) => !english.has(key));
    expect(extra, `keys in hi/${file} that en lacks`).toEqual([]);
  });

  it.each(namespaces)('%s: keeps the same {{placeholders}} in both languages', (file) => {
    const english = read('en', file);
    const hindi = read('hi', file);
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english)
      expect(placeholders(hindi.get(key) ?? ''), `${file}: ${key}`).toEqual(placeholders(text));
  });
});

describe('product names', () => {
  // A screen that names products by code (`products.<code>`) names every one it can meet, so a partner's report never
  // shows a raw key such as "products.sl": every loan wherever loans are named, every report product in the reports.
  const naming = (codes: readonly string[]) => (file: string) => {
    for (const language of ['en', 'hi']) {
      const texts = read(language, file);
      const missing = codes.filter((code) => !texts.get(`products.${code}`)?.trim());
      expect(missing, `${language}/${file}`).toEqual([]);
    }
  };
  const withLoans = namespaces.filter((file) => read('en', file).has('products.pl'));

  it.each(withLoans)('%s names every loan', naming(loanProductCodes));
  it.each(['reports.json', 'partner-insights.json', 'tracking-links.json'])(
    '%s names every product reports split by',
    naming(reportProducts),
  );
});

/** Every audit action string the API writes: `action: 'x.y'` in any non-test source file of apps/api/src. */
function actionsTheApiWrites(): string[] {
  const source = path.resolve(root, '../../../api/src');
  const files = fs.readdirSync(source, { recursive: true, encoding: 'utf8' });
  const found = new Set<string>();
  for (const file of files) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(source, file), 'utf8');
    if (!/recordAudit|audit_log/.test(text)) continue;
    for (const match of text.matchAll(/\baction: '([a-z_]+(?:\.[a-z_]+)+)'/g)) found.add(match[1] ?? '');
  }
  return [...found].sort();
}

describe('change history', () => {
  // Each change reads as a sentence ("Asha Rao created an API key for partner Acme Finance"): an action the API
  // writes without a sentence in either language would show a raw key.
  it('has a sentence in English and Hindi for every action the API writes', () => {
    const written = actionsTheApiWrites();
    expect(written.length).toBeGreaterThan(50);
    expect(written.filter((action) => !(auditActions as readonly string[]).includes(action))).toEqual([]);
    for (const language of ['en', 'hi']) {
      const texts = read(language, 'admin-catalogue.json');
      const missing = [...new Set([...written, ...auditActions])].filter(
        (action) => !texts.get(`audit.sentences.${action.replaceAll('.', '_')}`)?.includes('{{actor}}'),
      );
      expect(missing, `${language}/admin-catalogue.json`).toEqual([]);
    }
  });
});

describe('Hindi glossary', () => {
  // One Hindi word per concept: a forbidden variant anywhere a Hindi text lives (the web catalogues, the domain
  // messages, the API's templates and seed texts) fails here, naming the file and the term to use instead.
  const sources = [
    ...fs.readdirSync(path.join(root, 'hi')).map((file) => path.join(root, 'hi', file)),
    ...['../../../../packages/domain/src', '../../../api/src'].flatMap((folder) => {
      const base = path.resolve(root, folder);
      return fs
        .readdirSync(base, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|json|html|md)$/.test(file) && !file.endsWith('glossary.ts'))
        .map((file) => path.join(base, file));
    }),
  ];

  it('is well formed: a chosen term is never one of the forbidden variants', () => {
    for (const entry of hindiGlossary) {
      expect(glossaryViolations(entry.hi), entry.concept).toEqual([]);
      expect(entry.forbidden.length, entry.concept).toBeGreaterThan(0);
    }
  });

  it('finds a forbidden variant in a text', () => {
    expect(glossaryViolations('भरोसेमंद लेंडरों से एजुकेशन लोन')).toEqual([
      { found: 'लेंडर', use: 'ऋणदाता' },
      { found: 'एजुकेशन लोन', use: 'शिक्षा ऋण' },
    ]);
  });

  it('no Hindi text uses a forbidden variant', () => {
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.flatMap((file) =>
      glossaryViolations(fs.readFileSync(file, 'utf8')).map(
        ({ found, use }) => `${path.relative(root, file)}: "${found}" (use "${use}")`,
      ),
    );
    expect(offending).toEqual([]);
  });
});
