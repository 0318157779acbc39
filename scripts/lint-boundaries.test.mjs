// The API's import boundaries (decision 033) hold: ESLint, with the repository's own config, lints each fixture in
// scripts/fixtures/api-boundaries/ as if it sat at the path its first line names, and the rule its second line
// expects fires on it (or, for `none`, nothing does). The fixtures import real API files, so a rule that stopped
// resolving them would let a wrong import through, and this test would say so.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesDir = path.join(root, 'scripts', 'fixtures', 'api-boundaries');

function readFixture(name) {
  const text = fs.readFileSync(path.join(fixturesDir, name), 'utf8');
  const lintAs = /^\/\/ lint as: (\S+)$/m.exec(text)?.[1];
  const expected = /^\/\/ expect: (\S+)$/m.exec(text)?.[1];
  if (!lintAs || !expected) throw new Error(`${name} must name its path ("// lint as:") and rule ("// expect:")`);
  return { name, text, lintAs, expected };
}

const fixtures = fs
  .readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.ts'))
  .sort()
  .map(readFixture);

const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(fixture) {
  const [result] = await eslint.lintText(fixture.text, { filePath: path.join(root, fixture.lintAs) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

// The first lint loads the config and its plugins, which takes seconds on a loaded machine.
describe('the API import boundaries', { timeout: 60_000 }, () => {
  it('has a fixture for each kind of wrong import and for the right ones', () => {
    expect(fixtures.map((fixture) => fixture.expected)).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'no-restricted-imports', 'none']),
    );
  });

  it.each(fixtures.filter((fixture) => fixture.expected !== 'none'))(
    'refuses $name (linted as $lintAs) with $expected',
    async (fixture) => {
      const fired = await rulesFiredOn(fixture);
      expect(fired.length).toBeGreaterThan(0);
      expect(new Set(fired)).toEqual(new Set([fixture.expected]));
    },
  );

  it.each(fixtures.filter((fixture) => fixture.expected === 'none'))(
    'accepts $name (linted as $lintAs)',
    async (fixture) => {
      expect(await rulesFiredOn(fixture)).toEqual([]);
    },
  );
});
