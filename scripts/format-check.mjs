/**
 * `prettier --check` over the repository, passing at once the files a check on this machine has already found
 * formatted with the same Prettier and configuration (decision 055): Prettier's answer for a file depends only on its
 * path, its text, the version and the configuration. About 35 s of a core for the whole repository; a clean clone of a
 * commit checked before takes about 1 s.
 *
 *   npm run format:check              (npm test runs it)
 *   npm run format:check -- --all     every file, whatever was kept
 */
import fs from 'node:fs';
import path from 'node:path';
import { keptVerdicts, repositoryFiles } from './lib/kept-verdicts.mjs';
import { root, run } from './lib/workspace.mjs';

const all = process.argv.includes('--all');
const prettierDir = path.join(root, 'node_modules', 'prettier');
/** Beyond this many files to check, Prettier is handed the whole repository rather than a list of paths. */
const listLimit = 300;

const readIfThere = (file) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file)) : '');
const inputs = [
  JSON.parse(fs.readFileSync(path.join(prettierDir, 'package.json'), 'utf8')).version,
  // What decides how a file is formatted, or whether it is left alone.
  ...['.prettierrc.json', '.prettierignore', '.gitignore', '.editorconfig'].map(readIfThere),
];
const verdicts = keptVerdicts('format', { inputs, files: repositoryFiles() });
const files = all ? null : verdicts.unchecked;

const prettier = path.join(prettierDir, 'bin', 'prettier.cjs');
let code = 0;
if (files === null || files.length > listLimit) {
  code = await run(process.execPath, [prettier, '--check', '.']);
} else if (files.length > 0) {
  process.stdout.write(`Prettier: ${files.length} of the files changed since a check on this machine passed them\n`);
  code = await run(process.execPath, [prettier, '--check', '--ignore-unknown', '--', ...files]);
} else {
  process.stdout.write(
    'Every file is as a check on this machine passed it (npm run format:check -- --all checks again)\n',
  );
}
if (code === 0) verdicts.keep();
process.exit(code);
