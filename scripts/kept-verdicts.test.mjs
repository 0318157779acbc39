// Verdicts kept per file (scripts/lib/kept-verdicts.mjs, decision 055): a file is checked again when its text or path
// changed, or when a shared input (the tool, its configuration) did; a pass recorded for one set of inputs is never
// taken for another.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptVerdicts, repositoryFiles } from './lib/kept-verdicts.mjs';

let root;
let cacheDir;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-verdicts-'));
  cacheDir = path.join(root, '.machine-cache');
  execFileSync('git', ['init', '-q'], { cwd: root });
  fs.writeFileSync(path.join(root, '.gitignore'), '.machine-cache/\nignored.ts\n');
  for (const file of ['a.ts', 'b.ts', 'gone.ts', 'ignored.ts']) fs.writeFileSync(path.join(root, file), `// ${file}\n`);
  execFileSync('git', ['add', '.gitignore', 'a.ts', 'b.ts', 'gone.ts'], { cwd: root });
  fs.rmSync(path.join(root, 'gone.ts'));
  fs.writeFileSync(path.join(root, 'new.ts'), '// new, not yet added\n');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const store = (inputs = ['tool 1.0', 'config']) =>
  keptVerdicts('format', { inputs, files: ['a.ts', 'b.ts'], root, cacheDir });

describe('kept verdicts', () => {
  it('lists tracked and new files, without ignored or deleted ones', () => {
    expect(repositoryFiles(root)).toEqual(['.gitignore', 'a.ts', 'b.ts', 'new.ts']);
  });

  it('checks every file the first time and none once they passed', () => {
    expect(store().unchecked).toEqual(['a.ts', 'b.ts']);
    store().keep();
    expect(store().unchecked).toEqual([]);
  });

  it('checks again a file whose text changed, and only that one', () => {
    store().keep();
    fs.appendFileSync(path.join(root, 'b.ts'), 'export {};\n');
    expect(store().unchecked).toEqual(['b.ts']);
  });

  it('checks a renamed file again: the path is part of the verdict', () => {
    store().keep();
    fs.renameSync(path.join(root, 'a.ts'), path.join(root, 'a.tsx'));
    const renamed = keptVerdicts('format', {
      inputs: ['tool 1.0', 'config'],
      files: ['a.tsx', 'b.ts'],
      root,
      cacheDir,
    });
    expect(renamed.unchecked).toEqual(['a.tsx']);
  });

  it('checks everything again when a shared input changes, and forgets the old store', () => {
    store().keep();
    expect(store(['tool 1.1', 'config']).unchecked).toEqual(['a.ts', 'b.ts']);
    store(['tool 1.1', 'config']).keep();
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    expect(store().unchecked).toEqual(['a.ts', 'b.ts']);
  });

  it('keeps apart the verdicts of different checks', () => {
    store().keep();
    expect(keptVerdicts('lint', { inputs: ['tool 1.0', 'config'], files: ['a.ts'], root, cacheDir }).unchecked).toEqual(
      ['a.ts'],
    );
  });
});
