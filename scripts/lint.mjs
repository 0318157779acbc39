/**
 * The lint (`npm run lint`, which npm test runs): ESLint over the repository with no warning allowed, then the import
 * cycle check over every module (scripts/lib/import-cycles.mjs). Decision 055:
 *
 * - ESLint's verdict on a file depends on its path and text, the config and plugins, and which files exist (the
 *   boundary rules resolve imports and read the feature and module folders). A file it passed on this machine with
 *   the same config, the same packages (the lockfile and every package.json) and the same list of files is not
 *   linted again, so a clean clone of a commit this machine has linted, or a change that adds no file, lints only the
 *   files that differ. Adding, removing or renaming a file lints everything.
 * - Cycles are a property of the whole graph, so the check runs over every file each time (about 3 s of a core).
 *
 *   npm run lint                  (npm test runs it)
 *   npm run lint -- --all         every file, whatever was kept
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { findImportCycles } from './lib/import-cycles.mjs';
import { keptVerdicts, repositoryFiles } from './lib/kept-verdicts.mjs';
import { root } from './lib/workspace.mjs';

const all = process.argv.includes('--all');
const lintable = /\.(?:[cm]?[jt]s|[jt]sx)$/;

const files = repositoryFiles();
const eslint = new ESLint({ cwd: root });
const linted = [];
for (const file of files.filter((name) => lintable.test(name))) {
  if (!(await eslint.isPathIgnored(path.join(root, file)))) linted.push(file);
}

const inputs = [
  fs.readFileSync(path.join(root, 'eslint.config.js')),
  fs.readFileSync(path.join(root, 'package-lock.json')),
  ...files
    .filter((file) => path.basename(file) === 'package.json')
    .map((file) => fs.readFileSync(path.join(root, file))),
  files.join('\n'),
];
const verdicts = keptVerdicts('lint', { inputs, files: linted });
const toLint = all ? linted : verdicts.unchecked;

let failed = false;
if (toLint.length > 0) {
  if (toLint.length < linted.length) {
    process.stdout.write(`ESLint: ${toLint.length} of ${linted.length} files (the others passed on this machine)\n`);
  }
  const results = await eslint.lintFiles(toLint.map((file) => path.join(root, file)));
  const problems = results.reduce(
    (sum, result) => sum + result.errorCount + result.fatalErrorCount + result.warningCount,
    0,
  );
  const formatter = await eslint.loadFormatter('stylish');
  const output = await formatter.format(results);
  if (output) process.stdout.write(`${output}\n`);
  if (problems > 0) failed = true;
  else verdicts.keep();
} else {
  process.stdout.write(`ESLint: all ${linted.length} files passed on this machine as they are (--all lints again)\n`);
}

const cycles = findImportCycles(linted, {
  root,
  aliases: [{ within: 'apps/web/', prefix: '@/', target: 'apps/web/src' }],
});
for (const cycle of cycles) process.stdout.write(`import cycle: ${cycle.join(' → ')}\n`);
if (cycles.length > 0) {
  process.stdout.write(
    `${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}: move what both sides need into a module of its own\n`,
  );
  failed = true;
}
process.exit(failed ? 1 : 0);
