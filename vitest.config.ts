import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { domainMessages } from './apps/web/domain-messages.mjs';
import { loanRoutes } from './apps/web/loan-routes.mjs';

const apiTests = 'apps/api/src/**/*.test.ts';

/**
 * With a PostgreSQL server at hand, the files that also run on embedded PGlite (decision 048): those whose code
 * takes the engine's own path (the database layer, its turns and archive, the job queue, stored files, the change
 * feed behind sessions and rate limits, the process starting and stopping, the status file's per-engine lookup), the
 * demo seed `npm start` loads into PGlite, and the sweeps that call every route (access matrix, hostile input,
 * partner isolation). Every other file's rules run once, on the server production uses. Without a server, the whole
 * suite runs on PGlite.
 */
const onBothEngines = [
  'apps/api/src/*.test.ts',
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/lib/{jobs,storage}/**/*.test.ts',
  'apps/api/src/plugins/**/*.test.ts',
  // The fuzz runs on PGlite in its benchmark's smoke (bench/fuzz.bench.mjs, a random seed on every run) instead.
  'apps/api/src/test/{access-matrix,hostile-input,partner-isolation}.test.ts',
  'apps/api/src/modules/auth/**/*.test.ts',
  // The status file's lookup is a statement of its own per engine (status-file.repository.ts); the ingest smoke runs
  // status files on PGlite too (bench/ingest.bench.mjs). Interrupted files are failed at start, per engine.
  'apps/api/src/modules/lender-files/{status-file.routes,interrupted}.test.ts',
];

/** Files about PGlite itself: they open it whatever the project, so with a server at hand they run on PGlite only. */
const aboutPglite = ['apps/api/src/db/pglite-archive.test.ts', 'apps/api/src/db/turns.test.ts'];

/**
 * The API suite: on embedded PGlite ('api'), and on a PostgreSQL server ('api-postgres', only when
 * TEST_POSTGRES_URL names one: `npm test` starts a throw-away server and runs both projects in one run, so the
 * workers go from one file to the next across both databases). Each project hands its server to its global setup and
 * to its tests in `TEST_POSTGRES_URL` ('' on PGlite).
 */
function apiProject(name: string, postgresUrl: string, include: string[], exclude: string[] = []) {
  return {
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node' as const,
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      env: { TEST_POSTGRES_URL: postgresUrl },
      // Test files share one evaluation of the app's modules per worker (each still gets its own database):
      // evaluating Fastify and every module once per file cost about half of the tier's time.
      isolate: false,
      // A deprecation is a break to come: the first in a worker fails the test that met it, with its stack, instead of
      // a line in the output (pg's queries asked of one connection at once, which pg 9 refuses, went unseen so).
      execArgv: ['--throw-deprecation'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const postgresUrl = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  test: {
    // Never one worker, which Vitest's default is on two cores: with one, Vitest hands the vmThreads pool (the web
    // project) all its files at once, and they run in one VM context, sharing the document (cookies, a dialog's
    // aria-hidden on the body), the globals and the evaluated modules (a file's vi.mock then misses a module an earlier
    // file loaded): tests that pass alone fail in whatever order they come. With more, each file gets a context of its
    // own. `npm test` runs three (scripts/test.mjs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs', 'apps/sandbox-lender/**/*.test.mjs'],
          environment: 'node',
        },
      },
      ...(postgresUrl
        ? [apiProject('api', '', onBothEngines), apiProject('api-postgres', postgresUrl, [apiTests], aboutPglite)]
        : [apiProject('api', '', [apiTests])]),
      {
        plugins: [react(), loanRoutes(), domainMessages()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a fresh VM context of one worker's jsdom instead of a fresh process with its own jsdom and
          // imports: half the CPU (202 → 106 s for the project). A test cannot replace `location` here (it is the
          // window's own); the app leaves a page through `lib/leave-page.ts`, which tests mock.
          pool: 'vmThreads',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A form test that types and picks through MUI takes about 3 s on a quiet core, past 5 s (vitest's default) on a
          // busy one, and up to 9 s in `npm test` beside the API tests, the build and the benchmark smokes (stop 49); a
          // passing test takes no longer for the higher limit.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
