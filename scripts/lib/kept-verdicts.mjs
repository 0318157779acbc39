/**
 * Verdicts kept per file on this machine (decision 055): a check whose answer for a file depends only on the file's
 * path and text and on a few shared inputs (the tool's version and configuration) need not run again on a file it
 * already passed with the same inputs. Prettier's and ESLint's own caches cannot be carried from one clone to the
 * next (they name files by absolute path and judge them by modification time or a checksum of that path's last
 * run); these name a file by its path in the repository and its text, so CI's fresh clone of a commit this machine
 * has checked before checks only what differs.
 *
 * A store is one text file under the machine's cache folder, named by the check and a hash of its shared inputs: one
 * line per file that passed, the hash of its path and text. A pass writes the current files' lines (so files gone
 * are dropped); a failure writes nothing, and the next run checks again every file not yet passed.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { machineCacheDir, root as repositoryRoot } from './workspace.mjs';

/** The repository's files as git sees them: tracked, and new ones not ignored; deleted files left out. */
export function repositoryFiles(root = repositoryRoot) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => fs.existsSync(path.join(root, file))).sort();
}

/** A short hash of the given strings and buffers, in order. */
export function hashOf(parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(typeof part === 'string' ? part : Buffer.from(part));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The store of `check` for these shared inputs (`inputs`: strings or buffers whose change makes every kept verdict
 * void), over `files` (paths relative to `root`). `unchecked` are the files without a kept pass; `keep()` records a
 * pass of every file in `files`.
 */
export function keptVerdicts(check, { inputs, files, root = repositoryRoot, cacheDir = machineCacheDir }) {
  const key = hashOf([check, ...inputs]).slice(0, 16);
  const storeFile = path.join(cacheDir, `${check}-passed-${key}.txt`);
  const lineOf = new Map(files.map((file) => [file, hashOf([file, fs.readFileSync(path.join(root, file))])]));
  let passed = new Set();
  try {
    passed = new Set(fs.readFileSync(storeFile, 'utf8').split('\n').filter(Boolean));
  } catch {
    // No store yet for these inputs: every file is checked.
  }
  return {
    unchecked: files.filter((file) => !passed.has(lineOf.get(file))),
    keep() {
      try {
        fs.mkdirSync(cacheDir, { recursive: true });
        // Stores of other inputs (an older tool or configuration) are never read again.
        for (const name of fs.readdirSync(cacheDir)) {
          if (name.startsWith(`${check}-passed-`) && name !== path.basename(storeFile)) {
            fs.rmSync(path.join(cacheDir, name), { force: true });
          }
        }
        const partial = `${storeFile}.${process.pid}.partial`;
        fs.writeFileSync(partial, `${[...lineOf.values()].sort().join('\n')}\n`);
        fs.renameSync(partial, storeFile);
      } catch (error) {
        // Only the next run's time depends on it.
        process.stderr.write(
          `could not keep the ${check} verdicts: ${error instanceof Error ? error.message : error}\n`,
        );
      }
    },
  };
}
