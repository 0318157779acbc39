/**
 * Bundle budget for the first page: sums the gzip size of every script the browser loads for `/` (the entry chunk
 * and its static imports, not lazy routes) and fails above the budget, or when any of those chunks carries admin
 * or partner area code, which must only ever load behind their lazy routes. Writes bench/bundle-size.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The built web app; another folder (a trial build) can be named as the first argument. */
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps', 'web', 'dist'));
const webRoot = path.join(root, 'apps', 'web');
const budgetKb = 170;
/**
 * Sources (relative to apps/web) that belong to the admin and partner areas: their pages, and the features (or
 * parts of features) only those pages use. Features are cut by resource, not by area, so a feature the public or
 * customer pages also read is listed with the few files they need as exceptions: anything else added to it later
 * counts as admin or partner code until it is named here.
 */
const forbiddenSources = [
  /^src\/app\/routes\/admin\//,
  /^src\/app\/routes\/partner\//,
  // Lenders, vendors, eligibility, lender groups and revenue: the admin screens and the partners' criteria page.
  /^src\/features\/lenders\//,
  /^src\/features\/audit\//,
  // The public card list (customers and visitors) is the one part of credit cards outside the admin area.
  /^src\/features\/credit-cards\/(?!api\/get-public-credit-cards\.ts$|components\/credit-card-list\.tsx$)/,
  // A partner's branding (logo, colours, name) themes every public page; the rest is the admin's partner editor.
  /^src\/features\/partners\/(?!api\/get-partner-branding\.ts$)/,
];
/**
 * The areas' route tables (paths and lazy imports, plus the path list they are built from) must load with the
 * router, before any page of the area: they are the one allowed exception, and hold no page code themselves.
 */
const routeTables = /^src\/app\/routes\/(admin|partner)\/(admin|partner)-(routes|nav)\.tsx?$/;
const isAreaCode = (source) => !routeTables.test(source) && forbiddenSources.some((pattern) => pattern.test(source));

function fail(message) {
  process.stderr.write(`bundle check failed: ${message}\n`);
  process.exit(1);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`cannot read ${path.relative(root, file)} (${error instanceof Error ? error.message : String(error)})`);
  }
}

const indexHtmlPath = path.join(dist, 'index.html');
if (!fs.existsSync(indexHtmlPath)) fail(`${path.relative(root, indexHtmlPath)} is missing: run npm run build first`);
const indexHtml = fs.readFileSync(indexHtmlPath, 'utf8');
const manifest = readJson(path.join(dist, '.vite', 'manifest.json'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) fail('the Vite manifest has no entry chunk');

/** Manifest keys of the entry chunks and everything they import statically, transitively. */
const loaded = new Set();
const pending = entries.map(([key]) => key);
while (pending.length > 0) {
  const key = pending.pop();
  if (loaded.has(key)) continue;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest names ${key} but has no entry for it`);
  loaded.add(key);
  pending.push(...(chunk.imports ?? []));
}

const files = new Set([...loaded].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
// Whatever index.html itself names as a script or module preload is loaded for `/` too.
for (const match of indexHtml.matchAll(
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g,
)) {
  files.add(match[1]);
}

const problems = [];
for (const key of loaded) {
  const source = manifest[key].src ?? key;
  if (isAreaCode(source)) problems.push(`${manifest[key].file} comes from ${source}`);
}

const report = [];
for (const file of [...files].sort()) {
  const absolute = path.join(dist, file);
  if (!fs.existsSync(absolute)) fail(`${file} is referenced but missing from dist`);
  const content = fs.readFileSync(absolute);
  report.push({ file, bytes: content.length, gzipBytes: gzipSync(content).length });
  // With source maps (build.sourcemap 'hidden' or true) the check also sees modules merged into shared chunks.
  const mapPath = `${absolute}.map`;
  if (fs.existsSync(mapPath)) {
    for (const source of readJson(mapPath).sources ?? []) {
      const relative = path.relative(webRoot, path.resolve(path.dirname(absolute), source));
      if (isAreaCode(relative.split(path.sep).join('/'))) {
        problems.push(`${file} contains ${relative}`);
      }
    }
  }
}

const totalGzipBytes = report.reduce((sum, item) => sum + item.gzipBytes, 0);
const totalKb = Math.round((totalGzipBytes / 1024) * 10) / 10;
const result = {
  page: '/',
  budgetKb,
  totalGzipKb: totalKb,
  totalGzipBytes,
  totalBytes: report.reduce((sum, item) => sum + item.bytes, 0),
  files: report,
};
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench', 'bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);

for (const item of report) {
  process.stdout.write(
    `  ${item.file}  ${(item.gzipBytes / 1024).toFixed(1)} KB gzip (${(item.bytes / 1024).toFixed(1)} KB raw)\n`,
  );
}
process.stdout.write(`JavaScript for /: ${totalKb} KB gzip in ${report.length} file(s); budget ${budgetKb} KB\n`);

if (!report.some((item) => fs.existsSync(path.join(dist, `${item.file}.map`)))) {
  process.stdout.write(
    'note: no source maps in dist, so admin/partner code is detected only where it is its own chunk (manifest src);\n' +
      "      build.sourcemap 'hidden' in vite.config.ts lets this check see modules merged into shared chunks too\n",
  );
}
if (problems.length > 0) fail(`admin or partner code is loaded for /:\n  ${problems.join('\n  ')}`);
if (totalGzipBytes > budgetKb * 1024) fail(`${totalKb} KB gzip is over the ${budgetKb} KB budget`);
process.stdout.write('bundle check passed\n');
