import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { loanRoutes } from './apps/web/loan-routes.mjs';

/**
 * The API suite: on embedded PGlite ('api'), and once more on a PostgreSQL server ('api-postgres', only when
 * TEST_POSTGRES_URL names one: `npm test` starts a throw-away server and runs both projects in one run, so the two
 * workers go from one file to the next across both databases). Each project hands its server to its global setup and
 * to its tests in `TEST_POSTGRES_URL` ('' on PGlite).
 */
function apiProject(name: string, postgresUrl: string) {
  return {
    test: {
      name,
      include: ['apps/api/src/**/*.test.ts'],
      environment: 'node' as const,
      globalSetup: ['apps/api/src/test/global-setup.ts'],
      env: { TEST_POSTGRES_URL: postgresUrl },
      // Test files share one evaluation of the app's modules per worker (each still gets its own database):
      // evaluating Fastify and every module once per file cost about half of the tier's time.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

const postgresUrl = process.env.TEST_POSTGRES_URL;

export default defineConfig({
  test: {
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
      apiProject('api', ''),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
      {
        plugins: [react(), loanRoutes()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A form test that types and picks through MUI takes about 3 s on a quiet core and past 5 s (vitest's
          // default) on a busy one; a passing test takes no longer for the higher limit.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
