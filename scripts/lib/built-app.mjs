/**
 * The BUILT app as a customer meets it: the real API (apps/api/dist/server.js) serving a web build, on embedded
 * PGlite with the demo seed in a throw-away data folder, and what Chromium downloads for a page of it. Shared by the
 * bundle budget (scripts/check-bundle.mjs) and the Lighthouse benchmark (bench/lighthouse.bench.mjs).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './workspace.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's flags for a headless run in a container (the same as the browser tests'). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo staff accounts' passwords in a server a check or a benchmark starts (its SEED_*_PASSWORD). */
export const demoPasswords = { admin: 'Bench-Admin-Password-1', partner: 'Bench-Partner-Password-1' };

/**
 * Names a data folder (DATA_DIR) with the demo data that `npm test` makes once for its checks and benchmark smokes
 * (makeDemoDataDir): a server started on a copy skips PGlite's initdb, the migrations and the demo seed, about 9 s
 * of a core each time.
 */
export const demoDataDirVariable = 'SAAKH_DEMO_DATA_DIR';

/**
 * Fills the empty data folder `dataDir` with a copy of the run's demo data folder, when there is one and a server
 * with `env` would make the same itself: embedded PGlite (no DATABASE_URL), demo data on and the demo passwords.
 * Answers whether it did; otherwise the server migrates and seeds as usual.
 */
export function copyDemoDataDir(dataDir, env = {}) {
  const template = process.env[demoDataDirVariable];
  if (!template || !fs.existsSync(path.join(template, 'pglite'))) return false;
  if (env.DATABASE_URL || env.SEED_DEMO === '0' || env.SEED_DEMO === 'false') return false;
  const admin = env.SEED_ADMIN_PASSWORD ?? demoPasswords.admin;
  const partner = env.SEED_PARTNER_PASSWORD ?? demoPasswords.partner;
  if (admin !== demoPasswords.admin || partner !== demoPasswords.partner) return false;
  if (fs.existsSync(path.join(dataDir, 'pglite'))) return false;
  fs.cpSync(template, dataDir, { recursive: true });
  return true;
}

/**
 * Makes a demo data folder as a first start of the built server does (migrated, demo data and its uploads, the demo
 * passwords) and answers its path; the caller removes it. For `npm test`, which names it in SAAKH_DEMO_DATA_DIR.
 */
export async function makeDemoDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-demo-data-'));
  try {
    const app = await startBuiltApp({
      dataDir,
      env: { SEED_ADMIN_PASSWORD: demoPasswords.admin, SEED_PARTNER_PASSWORD: demoPasswords.partner },
    });
    await app.stop();
    return dataDir;
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Starts apps/api/dist/server.js serving `webDist` and waits for /api/health. Answers its base URL and `stop()`,
 * which ends the server and removes its data folder (one it made: not a `dataDir` given to it). Its data folder
 * starts as a copy of the run's demo data folder where copyDemoDataDir allows. `fromSource` runs
 * apps/api/src/server.ts through tsx instead (SAAKH_API_FROM_SOURCE=1 sets it too), for trying a change to the API
 * without building it.
 */
export async function startBuiltApp({
  webDist = path.join(root, 'apps', 'web', 'dist'),
  env = {},
  fromSource = process.env.SAAKH_API_FROM_SOURCE === '1',
  dataDir: givenDataDir,
} = {}) {
  const server = path.join(root, 'apps', 'api', 'dist', 'server.js');
  if (!fromSource && !fs.existsSync(server))
    throw new Error('apps/api/dist/server.js is missing: run npm run build first');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html is missing`);
  const port = await freePort();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-built-app-'));
  if (!givenDataDir) copyDemoDataDir(dataDir, env);
  const args = fromSource ? ['--import', 'tsx', path.join(root, 'apps', 'api', 'src', 'server.ts')] : [server];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'error',
      OTP_SENDS_PER_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API exited before it was ready:\n${errors}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { url, stop };
    await sleep(250);
  }
  await stop();
  throw new Error('the API was not ready within 3 minutes');
}

/**
 * Opens `url` in a fresh page of `browser` (a Playwright Chromium) and counts every script response as Chromium
 * received it (CDP `Network.loadingFinished` `encodedDataLength`: compressed body and headers, as transferred) until
 * the network has been idle for 500 ms. Answers the scripts with their bytes and encoding, the total, and the waves:
 * a script's wave is one more than the highest wave of the scripts that had finished before it was asked for (the
 * page's own scripts and modulepreloads are wave 1), so `waves` counts the rounds of scripts a page waits for one
 * after another. On a local server a request made a task later than another of its round can start after a small
 * script of that round has finished; `latencyMs` (added to every request by Chromium) keeps the rounds apart, as a
 * phone's network does. `prepare(context)` runs before the page opens (to put a session's cookies in its jar).
 *
 * `firstView` (a CSS selector) splits the scripts at the page's first view: the moment an element matching it is
 * first in the document (a mutation observer notes it, before that frame is painted). A script the page asked for
 * after it (Resource Timing's start) is `afterFirstView`: code a part of the page loads once the page around it is
 * shown (a chart drawn after the first paint). The page is then scrolled through, a screen at a time, and waited for
 * until `settled` (a selector: the deferred parts drawn) and the network is quiet again, so those scripts are counted
 * too. `firstViewBytes` and
 * `firstViewWaves` count the scripts before the first view only; `totalBytes` and `waves` count them all.
 */
export async function measureScripts(browser, url, { prepare, latencyMs = 0, firstView, settled } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (latencyMs > 0)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    const scripts = new Map();
    /** When each request was asked for, and when each script finished (CDP monotonic seconds). */
    const requested = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) => {
      if (!requested.has(requestId)) requested.set(requestId, timestamp);
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(requestId, {
        url: new URL(response.url).pathname,
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: 0,
        requestedAt: requested.get(requestId) ?? 0,
        finishedAt: Number.POSITIVE_INFINITY,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const script = scripts.get(requestId);
      if (!script) return;
      script.bytes = encodedDataLength;
      script.finishedAt = timestamp;
    });
    if (firstView)
      await page.addInitScript((selector) => {
        // Runs in the page (its globals, not Node's).
        const page = globalThis;
        const note = () => {
          if (page.__firstViewAt !== undefined || !page.document.querySelector(selector)) return false;
          page.__firstViewAt = page.performance.now();
          return true;
        };
        new page.MutationObserver((_records, observer) => {
          if (note()) observer.disconnect();
        }).observe(page.document, { subtree: true, childList: true });
      }, firstView);
    await page.goto(url, { waitUntil: 'networkidle' });
    /** Where each script's request started (Resource Timing, the page's clock), to place it against the first view. */
    let startedAt = new Map();
    let firstViewAt;
    if (firstView) {
      if (settled) {
        // The parts drawn only once they near the screen (the charts and the list below a phone's first screen) are
        // scrolled to, a screen at a time, as a reader would. The page is read from its first view on: on a busy
        // machine the network can be quiet for half a second before the page has asked for its data, and a scroll
        // through a page not drawn yet reaches nothing. Scrolled through again until the deferred parts are drawn.
        await page.locator(firstView).first().waitFor({ timeout: 60_000 });
        const drawn = page.locator(settled).first();
        const deadline = Date.now() + 60_000;
        for (;;) {
          await page.evaluate(async () => {
            const view = globalThis;
            for (let y = 0; y < view.document.documentElement.scrollHeight; y += view.innerHeight) {
              view.scrollTo(0, y);
              await new Promise((resolve) => view.setTimeout(resolve, 100));
            }
          });
          const waited = await drawn.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
          if (waited) break;
          if (Date.now() > deadline) throw new Error(`${url} never showed ${settled} after a scroll through it`);
        }
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const timings = await page.evaluate(() => ({
        firstViewAt: globalThis.__firstViewAt,
        starts: performance
          .getEntriesByType('resource')
          .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
      }));
      firstViewAt = timings.firstViewAt;
      if (firstViewAt === undefined) throw new Error(`${url} never showed ${firstView}`);
      startedAt = new Map(timings.starts);
    }
    const inOrder = [...scripts.values()].sort((a, b) => a.requestedAt - b.requestedAt);
    for (const script of inOrder) {
      const before = inOrder.filter((other) => other !== script && other.finishedAt <= script.requestedAt);
      script.wave = 1 + Math.max(0, ...before.map((other) => other.wave ?? 0));
      script.afterFirstView = firstViewAt !== undefined && (startedAt.get(script.url) ?? 0) > firstViewAt;
    }
    const list = inOrder
      .map(({ url: path, encoding, bytes, wave, afterFirstView }) => ({
        url: path,
        encoding,
        bytes,
        wave,
        afterFirstView,
      }))
      .sort((a, b) => b.bytes - a.bytes);
    const first = list.filter((script) => !script.afterFirstView);
    return {
      scripts: list,
      totalBytes: list.reduce((sum, script) => sum + script.bytes, 0),
      waves: Math.max(0, ...list.map((script) => script.wave)),
      firstViewBytes: first.reduce((sum, script) => sum + script.bytes, 0),
      firstViewWaves: Math.max(0, ...first.map((script) => script.wave)),
      finalPath: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}
