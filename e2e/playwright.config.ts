/**
 * Browser end-to-end tests against the BUILT app (run `npm run build` first; `npm test` does): one server on a
 * free port with a fresh temporary data folder, Debian's chromium (no browser download), desktop and mobile.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, PARTNER_PASSWORD } from './support/accounts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isCi = process.env.CI === 'true' || process.env.CI === '1';

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

// Playwright evaluates this file again in every worker: the runner picks the port and data folder once and
// hands them down through the environment, so workers agree on baseURL.
if (!process.env.SAAKH_E2E_PORT) {
  process.env.SAAKH_E2E_PORT = String(await freePort());
  process.env.SAAKH_E2E_DESK_PORT = String(await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-e2e-'));
  process.env.SAAKH_E2E_DATA_DIR = dataDir;
  // The runner exits after it has stopped the web server, so the folder is no longer in use by then.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}
const port = process.env.SAAKH_E2E_PORT;
const deskPort = process.env.SAAKH_E2E_DESK_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Debian's headless shell: the same Chromium build without the windowed browser's UI and compositor, which Playwright
 * itself uses for headless runs; the suite takes about a sixth less CPU in it (bench/README.md, e2e). Pages that are
 * measured as users get them (check-bundle, Lighthouse) keep the full browser.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
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
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
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
  // Which viewport runs what: the desktop project runs every test; the phone project (360 px, touch) runs only the
  // tests tagged @phone (at the end of a test's or describe's title, or `{ tag: '@phone' }`), so each check runs where
  // it means something and the phone run is not a second copy of the whole suite. Tag a test @phone when its
  // assertions are about the phone: the layout at 360 px, no sideways scroll, the drawer or menu a phone opens, touch,
  // or a spec that checks both sizes on purpose. A test that must run on the phone alone is tagged and skips the
  // desktop (onPhoneOnly in customer/steps.ts); a test left untagged needs no skip for the phone.
  projects: [
    // Specs that import `test` from support/test.ts get an address per test; others share one per project.
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' } },
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' },
      },
      grep: /@phone/,
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
      command: `"${process.execPath}" --enable-source-maps apps/api/dist/server.js`,
      cwd: root,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: port ?? '',
        DATA_DIR: process.env.SAAKH_E2E_DATA_DIR ?? '',
        WEB_DIST_DIR: path.join(root, 'apps', 'web', 'dist'),
        LOG_LEVEL: 'warn',
        // Tests and helpers send X-Forwarded-For so per-IP limits do not couple unrelated tests (support/test.ts).
        TRUST_PROXY: 'true',
        // Many specs log in from this one machine; the limits themselves are proven by the API tests.
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_REQUESTS_PER_ADDRESS: '10000',
        OTP_SENDS_PER_IP: '1000',
        SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
        SEED_PARTNER_PASSWORD: PARTNER_PASSWORD,
        HELP_FORWARD_URL: `http://127.0.0.1:${deskPort}/desk`,
        JOBS_POLL_SECONDS: '0.5',
        // The tests' argon2id cost (as apps/api/src/test/test-env.ts): logins are not what these tests measure.
        PASSWORD_HASH_MEMORY_KIB: '64',
        PASSWORD_HASH_TIME_COST: '1',
      },
    },
  ],
});
