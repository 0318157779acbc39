/**
 * Helpers shared by the launchers in scripts/. Plain Node with no dependencies, because they run on a fresh
 * clone before `npm ci` has put anything in node_modules.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const stampDir = path.join(root, 'node_modules', '.cache', 'saakh');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  process.stdout.write(`[saakh] ${message}\n`);
}

/** Children of run() still going, so a launcher that is interrupted can stop them before it exits. */
export const activeChildren = new Set();

/**
 * Runs a command with inherited output; resolves with its exit code (a signal counts as failure). `nice: true` runs it
 * at the lowest CPU priority (nice 19, which its children inherit): it then takes only what other processes leave.
 */
export function run(command, args, { nice = false, ...options } = {}) {
  return new Promise((resolve) => {
    const [file, argv] = nice ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: root, stdio: 'inherit', ...options });
    activeChildren.add(child);
    child.on('close', () => activeChildren.delete(child));
    child.on('error', (error) => {
      process.stderr.write(`[saakh] could not run ${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A port free on the loopback address now (for a server a script starts). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function runNpm(args, options = {}) {
  return run(npm, args, options);
}

export function readStamp(name) {
  try {
    return fs.readFileSync(path.join(stampDir, `${name}.stamp`), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function writeStamp(name, value) {
  fs.mkdirSync(stampDir, { recursive: true });
  fs.writeFileSync(path.join(stampDir, `${name}.stamp`), `${value}\n`);
}

function hashFile(hash, file) {
  hash.update(path.relative(root, file));
  hash.update('\0');
  hash.update(fs.readFileSync(file));
  hash.update('\0');
}

const skippedDirs = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.vite']);

function collectFiles(target, files) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return;
  }
  if (stat.isFile()) {
    files.push(target);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && skippedDirs.has(entry.name)) continue;
    collectFiles(path.join(target, entry.name), files);
  }
}

/** A content hash of the given files and folders (paths relative to the repository root). */
export function hashSources(relativePaths) {
  const files = [];
  for (const relative of relativePaths) collectFiles(path.join(root, relative), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) hashFile(hash, file);
  return hash.digest('hex');
}

function lockfileHash() {
  return hashSources(['package-lock.json']);
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Whether node_modules matches package-lock.json: our stamp holds the lockfile hash of the last `npm ci` run from
 * here; a tree installed by hand (npm install) counts as current when npm's own hidden lockfile is not older than
 * package-lock.json. A checkout that changes the lockfile makes it newer, so the next run installs again.
 */
export function installIsCurrent() {
  if (!fs.existsSync(path.join(root, 'node_modules'))) return false;
  const current = lockfileHash();
  if (readStamp('install') === current) return true;
  const installed = mtime(path.join(root, 'node_modules', '.package-lock.json'));
  const lock = mtime(path.join(root, 'package-lock.json'));
  if (installed === undefined || lock === undefined || lock > installed) return false;
  writeStamp('install', current);
  return true;
}

/** Runs `npm ci` with its error output held back; resolves with the exit code and that output. */
function npmCi() {
  return new Promise((resolve) => {
    const child = spawn(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error) => resolve({ code: 127, stderr: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
  });
}

/**
 * Installs kept on this machine (decision 050): after `npm ci`, the installed folders go into one archive named by the
 * lockfile, the platform and Node's module version, under the user's cache folder (XDG_CACHE_HOME, else ~/.cache); a
 * later run with the same lockfile, such as CI's fresh clone, unpacks it in about 4 s instead of npm's 40 (which
 * unpacks every package from its own cache). The folders' caches (`.cache`: stamps, test templates, bundles) stay out.
 */
export const machineCacheDir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'saakh');
const installArchivePrefix = 'node-modules-';

function installArchive(hash) {
  const runtime = `${process.platform}-${process.arch}-node${process.versions.modules}`;
  return path.join(machineCacheDir, `${installArchivePrefix}${hash.slice(0, 16)}-${runtime}.tar`);
}

/** The node_modules folders of the workspace: the root's and each workspace package's own. */
function nodeModulesFolders() {
  const nested = ['apps', 'packages'].flatMap((parent) => {
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).map((name) => path.join(parent, name, 'node_modules'));
  });
  return ['node_modules', ...nested].filter((folder) => fs.existsSync(path.join(root, folder)));
}

function tar(args) {
  return run('tar', args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Unpacks the kept install of this lockfile, if there is one; answers whether node_modules now holds it. */
async function restoreInstall(hash) {
  const archive = installArchive(hash);
  if (!fs.existsSync(archive)) return false;
  log(`unpacking the install kept for this lockfile (${path.relative(os.homedir(), archive)})…`);
  for (const folder of nodeModulesFolders()) fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  if ((await tar(['-xf', archive, '-C', root])) === 0) return true;
  log('the kept install could not be unpacked; removing it and running npm ci');
  fs.rmSync(archive, { force: true });
  for (const folder of nodeModulesFolders()) fs.rmSync(path.join(root, folder), { recursive: true, force: true });
  return false;
}

/**
 * Writes what `contents` (tar's arguments after the archive's name) names into `archive` under the cache folder, in
 * place of the other archives whose names start with `prefix`; a failure here only costs the next run the time the
 * archive would have saved.
 */
async function keepArchive(archive, prefix, contents, what) {
  try {
    fs.mkdirSync(machineCacheDir, { recursive: true });
    const partial = `${archive}.${process.pid}.partial`;
    const code = await tar(['-cf', partial, ...contents]);
    if (code !== 0) {
      fs.rmSync(partial, { force: true });
      return;
    }
    fs.renameSync(partial, archive);
    for (const name of fs.readdirSync(machineCacheDir)) {
      const other = path.join(machineCacheDir, name);
      if (name.startsWith(prefix) && name.endsWith('.tar') && other !== archive) fs.rmSync(other);
    }
  } catch (error) {
    log(`could not keep ${what} for the next run: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Keeps the install just made for the next run, in place of older ones. */
function keepInstall(hash) {
  const contents = ['-C', root, '--exclude=node_modules/.cache', ...nodeModulesFolders()];
  return keepArchive(installArchive(hash), installArchivePrefix, contents, 'the install');
}

/**
 * The typecheck's incremental state, kept beside the install (decision 050). `tsc -b` writes each project's build
 * info to node_modules/.cache/tsc: every file's path relative to it and a hash of its text, with the file's
 * diagnostics. So one checkout's state serves another: `tsc -b` on a fresh clone then checks again only the files
 * that differ from the kept state, and what depends on them (about 10 s of a core instead of 75 when none do). Named
 * by the lockfile, which fixes the TypeScript version; a checkout that has a state of its own keeps it.
 */
const typecheckFolder = path.join('node_modules', '.cache', 'tsc');
const typecheckArchivePrefix = 'typecheck-';

function typecheckArchive() {
  return path.join(machineCacheDir, `${typecheckArchivePrefix}${lockfileHash().slice(0, 16)}.tar`);
}

/** Puts the kept typecheck state in place when this checkout has none; without one, tsc checks every file. */
export async function restoreTypecheckState() {
  const archive = typecheckArchive();
  if (fs.existsSync(path.join(root, typecheckFolder)) || !fs.existsSync(archive)) return;
  fs.mkdirSync(path.join(root, typecheckFolder), { recursive: true });
  if ((await tar(['-xf', archive, '-C', path.join(root, typecheckFolder)])) !== 0) {
    fs.rmSync(path.join(root, typecheckFolder), { recursive: true, force: true });
  }
}

/** Keeps this checkout's typecheck state for the next run (after a typecheck that passed). */
export async function keepTypecheckState() {
  const folder = path.join(root, typecheckFolder);
  if (!fs.existsSync(folder)) return;
  await keepArchive(typecheckArchive(), typecheckArchivePrefix, ['-C', folder, '.'], 'the typecheck state');
}

/**
 * Installs when node_modules is missing or older than the lockfile; returns the exit code (0 when skipped). The install
 * kept from an earlier run with the same lockfile first (restoreInstall); else `npm ci`. It refuses a lockfile that
 * lacks other platforms' optional native packages (rollup, esbuild, unrs bindings), which is what a registry without
 * those packages produces; `npm install` then installs the same locked versions and leaves the lockfile as it is.
 */
export async function ensureInstalled() {
  if (installIsCurrent()) {
    log('npm packages are up to date (skipping npm ci)');
    return 0;
  }
  const hash = lockfileHash();
  if (await restoreInstall(hash)) {
    writeStamp('install', hash);
    return 0;
  }
  log('installing npm packages (npm ci)…');
  const ci = await npmCi();
  let code = ci.code;
  if (code !== 0) {
    if (/EUSAGE/.test(ci.stderr) && /from lock file/.test(ci.stderr)) {
      log('npm ci refused the lockfile (optional packages of other platforms are missing from it); using npm install');
    } else {
      process.stderr.write(ci.stderr);
      log('npm ci failed; trying npm install with the same lockfile');
    }
    code = await runNpm(['install', '--no-audit', '--no-fund']);
  }
  if (code === 0) {
    writeStamp('install', hash);
    await keepInstall(hash);
  }
  return code;
}
