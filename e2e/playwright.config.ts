/**
 * Browser end-to-end tests against the BUILT app (run `npm run build` first; `npm test` does): three workers, each with
 * an app server of its own on a free port with a database of its own, Debian's chromium (no browser download),
 * desktop and mobile. The databases are PostgreSQL when SAAKH_E2E_DATABASE_URLS names one per worker (`npm test`
 * starts a throw-away server for them), else each server's embedded PGlite in a fresh temporary folder (decision 039).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { seedEnv } from './support/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * Three workers on two cores: a browser test keeps about 1.5 cores busy (Chromium's renderer, the server, the runner),
 * and two workers left about a quarter of the cores idle while each waited on its pages (decision 039). Each has its
 * own server and database, so no test sees another's rows, limits or clock. Three took 316 s for the step instead of
 * 348 with the same CPU at stop 49, with nothing else running (at stop 48, beside the checks, 5.1 min instead of 5.4
 * and 7 % more CPU). SAAKH_E2E_WORKERS sets another count (`npm test` hands each a database).
 */
const workers = Number(process.env.SAAKH_E2E_WORKERS ?? 3);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Playwright evaluates this file again in every worker: the runner picks the ports and data folders once and
// hands them down through the environment, so each worker finds its own server (TEST_PARALLEL_INDEX, set in workers).
if (!process.env.SAAKH_E2E_PORTS) {
  const ports: number[] = [];
  const dataDirs: string[] = [];
  for (let index = 0; index < workers; index += 1) {
    ports.push(await freePort());
    dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-e2e-')));
  }
  process.env.SAAKH_E2E_PORTS = ports.join(' ');
  process.env.SAAKH_E2E_DATA_DIRS = dataDirs.join(' ');
  process.env.SAAKH_E2E_DESK_PORT = String(await freePort());
  process.env.SAAKH_E2E_SANDBOX_PORT = String(await freePort());
  // The runner exits after it has stopped the web servers, so the folders are no longer in use by then.
  process.on('exit', () => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
}
const ports = (process.env.SAAKH_E2E_PORTS ?? '').split(' ');
const dataDirs = (process.env.SAAKH_E2E_DATA_DIRS ?? '').split(' ');
const databaseUrls = process.env.SAAKH_E2E_DATABASE_URLS?.split(' ');
if (databaseUrls && databaseUrls.length < workers) {
  throw new Error(`SAAKH_E2E_DATABASE_URLS names ${databaseUrls.length} databases for ${workers} workers`);
}
const deskPort = process.env.SAAKH_E2E_DESK_PORT;
/** The sandbox lender (decision 044), shared by both workers: each test that connects a lender uses a tenant of its own. */
const sandboxPort = process.env.SAAKH_E2E_SANDBOX_PORT;
process.env.SAAKH_E2E_SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;
const serverUrl = (index: number) => `http://127.0.0.1:${ports[index]}`;
/** This worker's server; the runner process itself (no index) opens none. */
const baseURL = serverUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/**
 * Debian's headless shell: the same Chromium build without the windowed browser's UI and compositor, which Playwright
 * itself uses for headless runs; the suite takes about a sixth less CPU in it (README, Testing). Pages that are
 * measured as users get them (check-bundle, Lighthouse) keep the full browser.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  // Sized for the 2-core CI machine with the API suites running beside the browser: there a cold load of the staff
  // app takes 3–5 s of a starved renderer (Chromium 156 as Debian ships it), so a test of five or six page loads
  // needs about 30 s before it asserts anything, and a toast or a saved row can take over 5 s to show. A test that
  // passes takes no longer for these limits; only a failure waits longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: isCi ? [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]] : 'list',
  use: {
    baseURL,
    // Recording a trace costs a test about 40 % more time on two cores; a failure is run again with one (CI retries once;
    // locally, `--trace on`).
    trace: 'on-first-retry',
    // A click or a fill that has waited half a minute is stuck, not slow (a page's own expectations allow 10 s): the
    // test fails then, and CI's retry comes two minutes sooner than at a slow test's limit. Once in CI a click on the
    // admin dashboard at 360 px waited the whole 3 minutes in one check of a shown link's stability (measured over
    // animation frames, which a starved headless Chromium can stop drawing); the retry passed in 34 s.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Less motion, as a person can ask their system (the app honours it: lib/theme.ts): no transitions or ripples
    // to wait for or to draw, which took about a tenth of the suite's CPU. e2e/foundation/motion.spec.ts checks both.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Which viewport runs what: each test runs where its users are, once. Untagged tests run on the desktop only (staff
  // work at desks). A test tagged @phone runs on the phone only (360 px, touch): customer and partner flows, since
  // customers and partners use phones. A test tagged @both runs at both sizes: it checks both on purpose (a header on a
  // wide screen against the menu on a phone). Staff flows run on the desktop; every admin and partner page and tab is
  // checked at 360 px by foundation/page-scan.spec.ts (decision 039, addendum). Tags go at the end of a test's or
  // describe's title, or in `{ tag: '@phone' }`. See what runs where with `--project mobile --list`.
  projects: [
    // Specs that import `test` from support/test.ts get an address per test; others share one per project.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } },
      grepInvert: /@phone/,
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' },
      },
      grep: /@phone|@both/,
    },
  ],
  webServer: [
    {
      // Where the API forwards help requests (a background job), so the jobs page has real work to show.
      command: `"${process.execPath}" e2e/support/help-desk.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${deskPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SAAKH_E2E_DESK_PORT: deskPort ?? '' },
    },
    {
      // The sandbox lender: a lender's platform the connector spec connects a lender to (apps/sandbox-lender).
      command: `"${process.execPath}" apps/sandbox-lender/server.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${sandboxPort}/_control/clock`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SANDBOX_LENDER_PORT: sandboxPort ?? '' },
    },
    ...ports.map((port, index) => ({
      command: `"${process.execPath}" --enable-source-maps apps/api/dist/server.js`,
      cwd: root,
      url: `${serverUrl(index)}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDirs[index] ?? '',
        ...(databaseUrls ? { DATABASE_URL: databaseUrls[index] ?? '' } : {}),
        WEB_DIST_DIR: path.join(root, 'apps', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        // Tests and helpers send X-Forwarded-For so per-IP limits do not couple unrelated tests (support/test.ts).
        TRUST_PROXY: 'true',
        // Many specs log in from this one machine; the limits themselves are proven by the API tests.
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_REQUESTS_PER_ADDRESS: '10000',
        OTP_SENDS_PER_IP: '1000',
        ...seedEnv,
        HELP_FORWARD_URL: `http://127.0.0.1:${deskPort}/desk`,
        JOBS_POLL_SECONDS: '0.5',
        // A test moves this server's clock through /api/dev/clock instead of waiting for it (the telecalling callback).
        DEV_CLOCK_CONTROL: 'true',
      },
    })),
  ],
});
