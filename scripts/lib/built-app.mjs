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

/**
 * Starts apps/api/dist/server.js serving `webDist` and waits for /api/health. Answers its base URL and `stop()`,
 * which ends the server and removes its data folder. `fromSource` runs apps/api/src/server.ts through tsx instead
 * (SAAKH_API_FROM_SOURCE=1 sets it too), for trying a change to the API without building it.
 */
export async function startBuiltApp({
  webDist = path.join(root, 'apps', 'web', 'dist'),
  env = {},
  fromSource = process.env.SAAKH_API_FROM_SOURCE === '1',
} = {}) {
  const server = path.join(root, 'apps', 'api', 'dist', 'server.js');
  if (!fromSource && !fs.existsSync(server))
    throw new Error('apps/api/dist/server.js is missing: run npm run build first');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist}/index.html is missing`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-built-app-'));
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
    fs.rmSync(dataDir, { recursive: true, force: true });
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
 * the network has been idle for 500 ms. Answers the scripts with their bytes and encoding, and the total.
 */
export async function measureScripts(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      scripts.set(requestId, {
        url: new URL(response.url).pathname,
        encoding: headers['content-encoding'] ?? 'identity',
        bytes: 0,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const list = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
    return { scripts: list, totalBytes: list.reduce((sum, script) => sum + script.bytes, 0) };
  } finally {
    await context.close();
  }
}
