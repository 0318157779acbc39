/**
 * Prerenders the public pages to HTML after `vite build` (decision 024), so a phone paints the page before any
 * JavaScript has arrived; the app then hydrates it (apps/web/src/main.tsx).
 *
 * How: the prerender entry (apps/web/src/app/prerender-entry.tsx) is built on its own into a temporary folder and
 * opened in Chromium at each page's path, served here with no API behind it (its calls wait forever, so every query
 * is still loading, as it is at the first render in a customer's browser). It answers the page rendered by React's
 * server renderer with the app's own routes and providers, and the CSS Emotion wrote for it. Each page is then
 * the built index.html with that CSS in <head>, the HTML in #root (marked data-prerendered with its language) and
 * a modulepreload link for every chunk the page needs at once (its route modules and their imports, its text
 * catalogues), written to dist/prerendered/ with .br and .gz beside it and named in dist/prerendered/pages.json,
 * which the API reads to answer those paths (apps/api/src/lib/http/prerendered-pages.ts).
 *
 *   node scripts/prerender.mjs [dist]     (apps/web's `npm run build` runs it after vite build)
 *
 * To read React's full message about a page that does not hydrate, prerender a development build the same way:
 *   NODE_ENV=development npx vite build --mode development --outDir /tmp/dev   (in apps/web)
 *   SAAKH_PRERENDER_MODE=development NODE_ENV=development node scripts/prerender.mjs /tmp/dev
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumFlags, chromiumPath } from './lib/built-app.mjs';
import { domainMessages } from '../apps/web/domain-messages.mjs';
import { loanRoutes } from '../apps/web/loan-routes.mjs';
import { preactAliases } from '../apps/web/preact-aliases.mjs';
import { entryKeys, staticClosure } from './lib/vite-manifest.mjs';
import { root } from './lib/workspace.mjs';

/** The public pages a customer may land on first, and the name of each one's file. */
export const prerenderedPages = [
  { path: '/', file: 'index.html' },
  { path: '/products', file: 'products.html' },
  { path: '/verification', file: 'verification.html' },
  { path: '/credit-cards', file: 'credit-cards.html' },
];

const webRoot = path.join(root, 'apps', 'web');
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));

function fail(message) {
  process.stderr.write(`prerender failed: ${message}\n`);
  process.exit(1);
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** Serves the prerender build under /__prerender/, dist's static files, and a shell page for any other path. */
function serve(prerenderDir) {
  const shell =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"></head><body>' +
    '<script type="module" src="/__prerender/prerender.js"></script></body></html>';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // No API here: a call stays unanswered, so the page renders its data as still loading.
    if (url.pathname.startsWith('/api/')) return;
    const [base, relative] = url.pathname.startsWith('/__prerender/')
      ? [prerenderDir, url.pathname.slice('/__prerender/'.length)]
      : [dist, url.pathname.slice(1)];
    const file = path.resolve(base, relative);
    if (relative !== '' && file.startsWith(base) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(fs.readFileSync(file));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(shell);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the prerender entry alone (no precompression, no manifest of the app) and answers its folder. */
async function buildPrerenderEntry() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-prerender-'));
  await build({
    configFile: false,
    root: webRoot,
    base: '/__prerender/',
    mode: process.env.SAAKH_PRERENDER_MODE ?? 'production',
    logLevel: 'warn',
    plugins: [react(), loanRoutes(), domainMessages()],
    resolve: { alias: [{ find: '@', replacement: path.join(webRoot, 'src') }, ...preactAliases] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2020',
      chunkSizeWarningLimit: 5000,
      rollupOptions: {
        input: { prerender: path.join(webRoot, 'src', 'app', 'prerender-entry.tsx') },
        output: { entryFileNames: 'prerender.js' },
        onwarn: (warning, warn) => {
          if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
        },
      },
    },
  });
  return outDir;
}

/** The sources (relative to apps/web) of the dynamic chunks the prerender page loaded: route modules, catalogues. */
function loadedSources(prerenderDir, loadedFiles) {
  const manifest = JSON.parse(fs.readFileSync(path.join(prerenderDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.src && loadedFiles.has(chunk.file))
    .map((chunk) => chunk.src);
}

/** The app's chunks to preload for those sources: each one's chunk and its static imports, minus the entry's own. */
function preloadsFor(appManifest, indexHtml, sources) {
  const entry = staticClosure(appManifest, entryKeys(appManifest, indexHtml));
  // A source without a chunk of its own (merged into another) is left out by the closure.
  const wanted = staticClosure(appManifest, sources);
  return [...wanted]
    .filter((key) => !entry.has(key))
    .map((key) => appManifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .sort();
}

function compressBeside(file) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * The Emotion style names (`css-<name>`) the page's class attributes use and its rules define, each once: a style
 * the page wrote but no longer shows (a size or state the render passed through) is already here all the same.
 */
function emotionNames(html, css) {
  const names = new Set();
  for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
    for (const match of classes.matchAll(/(?:^|\s)css-([a-z0-9]+)(?=\s|$)/g)) names.add(match[1]);
  }
  for (const match of css.matchAll(/\.css-([a-z0-9]+)(?![a-z0-9-])/g)) names.add(match[1]);
  return [...names];
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

async function main() {
  const indexPath = path.join(dist, 'index.html');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(indexPath) || !fs.existsSync(manifestPath)) fail(`${dist} has no built app: run vite build first`);
  if (!fs.existsSync(chromiumPath)) {
    // The app still works from index.html alone; the browser tests (e2e/customer/prerendered-pages.spec.ts) fail.
    process.stderr.write(`prerender skipped: no Chromium at ${chromiumPath} (apt-get install chromium)\n`);
    fs.rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
    return;
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  if (!indexHtml.includes('<div id="root"></div>')) fail('index.html has no empty <div id="root"></div>');
  const appManifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

  const startedAt = Date.now();
  const prerenderDir = await buildPrerenderEntry();
  const server = await serve(prerenderDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const outDir = path.join(dist, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const written = {};
  try {
    for (const page of prerenderedPages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-IN' });
      const tab = await context.newPage();
      const errors = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} ${JSON.stringify(message.location())}`);
      });
      tab.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      const loadedFiles = new Set();
      tab.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/__prerender/')) loadedFiles.add(pathname.slice('/__prerender/'.length));
      });
      await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
      await tab.waitForFunction(() => typeof globalThis.saakhPrerender === 'function', undefined, { timeout: 30_000 });
      const result = await tab.evaluate(() => globalThis.saakhPrerender());
      await context.close();
      if (errors.length > 0) fail(`${page.path} logged errors while rendering:\n  ${errors.join('\n  ')}`);
      if (result.status !== 200) fail(`${page.path} rendered with status ${result.status}`);
      if (!/<h1[\s>]/.test(result.html)) fail(`${page.path} rendered without a main heading (h1)`);

      // React's server renderer puts the preloads it finds (the logo) before the page; they belong in <head>, and
      // in #root they would not match what hydration renders.
      const hoisted = [];
      const body = result.html.replace(/^(?:<link [^>]*>)+/, (links) => {
        hoisted.push(links);
        return '';
      });
      const preloads = preloadsFor(appManifest, indexHtml, loadedSources(prerenderDir, loadedFiles));
      const head = [
        ...hoisted,
        ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        // In Emotion's server format: the names listed are taken as inserted when the app starts, so hydration
        // does not write the same rules again (a long task on a slow phone).
        `<style data-prerendered data-emotion="css ${emotionNames(body, result.css).join(' ')}" data-s="">${result.css.replace(/<\/style/gi, '<\\/style')}</style>`,
      ].join('');
      const html = indexHtml
        .replace('<html lang="en">', `<html lang="${escapeAttribute(result.language)}">`)
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${escapeAttribute(result.language)}">${body}</div>`,
        );
      const file = path.join(outDir, page.file);
      fs.writeFileSync(file, html);
      compressBeside(file);
      written[page.path] = `prerendered/${page.file}`;
      process.stdout.write(
        `  ${page.path}  ${(html.length / 1024).toFixed(1)} KB html, ${preloads.length} chunk(s) preloaded\n`,
      );
    }
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(prerenderDir, { recursive: true, force: true });
  }
  fs.writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
  process.stdout.write(
    `prerendered ${prerenderedPages.length} pages in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`,
  );
}

await main();
