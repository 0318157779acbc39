// Copies Material icons into the web app (decision 049): `node scripts/vendor-icons.mjs Name…` writes
// apps/web/src/components/ui/icons/<Name>.tsx for each named icon; with no names, for every icon apps/web/src imports
// (from '@/components/ui/icons/<Name>', or still from '@mui/icons-material/<Name>'). One module per icon, so a page's
// chunk takes only the icons it shows, as it did with the package.
//
// Each icon's elements come from @mui/icons-material's own module (esm/<Name>.js): the package at MUI_ICONS_DIR, else
// node_modules/@mui/icons-material, else the version below unpacked into the system's temporary folder by
// `npm pack` (from npm's cache when it holds it). The module is evaluated with stand-ins for `createSvgIcon` and
// the JSX runtime that record the elements it builds, and the copy wraps the same elements in the same
// `createSvgIcon` from @mui/material/utils: the same <svg>, test id (`<Name>Icon`) and classes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

/** The package's version when the icons were first copied (7.3.11, with @mui/material 7.3.11). */
export const muiIconsVersion = process.env.MUI_ICONS_VERSION ?? '7.3.11';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps', 'web', 'src');
export const iconsDir = path.join(webSrc, 'components', 'ui', 'icons');

const namePattern = /^[A-Z][A-Za-z0-9]*$/;

/** The icon names imported anywhere under `dir`, from our copies or from the package, sorted. */
export function importedIconNames(dir = webSrc) {
  const names = new Set();
  const importPattern = /from ['"](?:@\/components\/ui\/icons|@mui\/icons-material)\/([A-Za-z0-9]+)['"]/g;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(?:ts|tsx|js|jsx|mjs)$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(importPattern)) names.add(match[1]);
  }
  return [...names].sort();
}

function isPackageDir(dir) {
  return fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'esm'));
}

/**
 * The directory of an unpacked @mui/icons-material: MUI_ICONS_DIR, the installed one, or `npm pack` of
 * `muiIconsVersion` unpacked under the system's temporary folder (kept there for the next run).
 */
export function findPackageDir({ log = (line) => console.error(line) } = {}) {
  const fromEnv = process.env.MUI_ICONS_DIR;
  if (fromEnv) {
    if (!isPackageDir(fromEnv)) throw new Error(`MUI_ICONS_DIR=${fromEnv} is not an unpacked @mui/icons-material`);
    return fromEnv;
  }
  const installed = path.join(root, 'node_modules', '@mui', 'icons-material');
  if (isPackageDir(installed)) return installed;
  const unpackDir = path.join(os.tmpdir(), `saakh-mui-icons-${muiIconsVersion}`);
  const unpacked = path.join(unpackDir, 'package');
  if (isPackageDir(unpacked)) return unpacked;
  log(
    `@mui/icons-material is not installed; fetching ${muiIconsVersion} as (by hand, the same):\n` +
      `  mkdir -p ${unpackDir} && cd ${unpackDir} && npm pack @mui/icons-material@${muiIconsVersion}` +
      ` && tar -xzf mui-icons-material-${muiIconsVersion}.tgz package/package.json package/LICENSE package/esm\n` +
      '  (or point MUI_ICONS_DIR at an unpacked copy)',
  );
  // Into a folder of its own first, then renamed into place: a run beside this one never sees half a package.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-mui-icons-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const packArgs = ['pack', `@mui/icons-material@${muiIconsVersion}`, '--prefer-offline', '--silent'];
    const output = execFileSync(npm, [...packArgs, '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = output.trim().split('\n').at(-1);
    // Only what the script reads: the ES modules (one per icon) and the package's notes, a quarter of its 43,000 files.
    const wanted = ['package/package.json', 'package/LICENSE', 'package/esm'];
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, ...wanted], { stdio: 'inherit' });
    if (!isPackageDir(path.join(work, 'package'))) throw new Error(`npm pack left no package in ${work}`);
    fs.mkdirSync(unpackDir, { recursive: true });
    try {
      fs.renameSync(path.join(work, 'package'), unpacked);
    } catch (error) {
      if (!isPackageDir(unpacked)) throw error;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return unpacked;
}

const fragment = Symbol('Fragment');

/**
 * The elements an icon's module passes to `createSvgIcon`, as plain `{ type, props }` trees (children in
 * `props.children`), found by running the module's body with recording stand-ins for its imports.
 */
export function readIcon(packageDir, name) {
  if (!namePattern.test(name)) throw new Error(`"${name}" is not an icon name`);
  const file = path.join(packageDir, 'esm', `${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`@mui/icons-material has no icon "${name}" (no ${file})`);
  const source = fs.readFileSync(file, 'utf8');
  const body = source
    .replace(/^["']use client["'];?$/m, '')
    .replace(/^import .*;$/gm, '')
    .replace(/^export default /m, 'return ');
  if (/^\s*(?:import|export)\b/m.test(body)) throw new Error(`${file} has a form this script does not read`);
  const element = (type, props, key) => ({ type, props, key });
  let recorded;
  const createSvgIcon = (children, displayName) => {
    recorded = { children, displayName };
    return recorded;
  };
  // The module's own code, from the package we install or pinned by version: it only calls the stand-ins.
  new Function('createSvgIcon', '_jsx', '_jsxs', 'React', body)(createSvgIcon, element, element, {
    Fragment: fragment,
  });
  if (!recorded) throw new Error(`${file} did not call createSvgIcon`);
  if (recorded.displayName !== name) throw new Error(`${file} names its icon "${recorded.displayName}"`);
  return recorded.children;
}

function attribute(name, value) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`unexpected attribute ${name}`);
  if (typeof value === 'string' && !/["{}<>&\\\n]/.test(value)) return `${name}="${value}"`;
  if (typeof value === 'string' || typeof value === 'number') return `${name}={${JSON.stringify(value)}}`;
  throw new Error(`unexpected value for ${name}: ${JSON.stringify(value)}`);
}

function childList(children) {
  if (children === undefined || children === null) return [];
  return Array.isArray(children) ? children : [children];
}

/** JSX for one element on one line (Prettier lays the module out). */
function printElement(node) {
  if (typeof node !== 'object' || node === null || !('type' in node)) {
    throw new Error(`unexpected child ${JSON.stringify(node)}`);
  }
  const { children, ...props } = node.props ?? {};
  const kids = childList(children).map(printElement).join('');
  if (node.type === fragment) {
    if (Object.keys(props).length > 0) throw new Error('a fragment with attributes');
    return `<>${kids}</>`;
  }
  if (typeof node.type !== 'string' || !/^[a-z][A-Za-z]*$/.test(node.type)) {
    throw new Error(`unexpected element ${String(node.type)}`);
  }
  const attributes = Object.entries(node.key == null ? props : { key: node.key, ...props }).map(([name, value]) =>
    attribute(name, value),
  );
  const open = [node.type, ...attributes].join(' ');
  return kids ? `<${open}>${kids}</${node.type}>` : `<${open} />`;
}

/**
 * The module for one icon, laid out by Prettier with the repository's settings. The elements are the package's, in
 * its form (one element, an array of keyed elements, a fragment, a group), so the bundle's code is the package's too.
 */
export async function iconModule(name, children, version) {
  const argument = Array.isArray(children) ? `[${children.map(printElement).join(', ')}]` : printElement(children);
  // Marked pure as in the package (whose package.json also says `sideEffects: false`): a bundle drops an icon that a
  // module imports but its chunk never renders.
  const source =
    `// Material icon "${name}" (Apache-2.0, from @mui/icons-material ${version}): written by scripts/vendor-icons.mjs.\n` +
    "import { createSvgIcon } from '@mui/material/utils';\n\n" +
    `export default /*#__PURE__*/ createSvgIcon(${argument}, '${name}');\n`;
  const file = path.join(iconsDir, `${name}.tsx`);
  return prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });
}

/** Writes the icons' modules into `outDir`; resolves with the files written. */
export async function vendorIcons(names, { packageDir = findPackageDir(), outDir = iconsDir } = {}) {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  fs.mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const name of names) {
    const file = path.join(outDir, `${name}.tsx`);
    fs.writeFileSync(file, await iconModule(name, readIcon(packageDir, name), version));
    files.push(file);
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.length > 2 ? process.argv.slice(2) : importedIconNames();
  if (names.length === 0) {
    console.error('No icon names given, and apps/web/src imports none.');
    process.exit(1);
  }
  try {
    const files = await vendorIcons(names);
    console.log(`Wrote ${files.length} icon${files.length === 1 ? '' : 's'} to ${path.relative(root, iconsDir)}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
