import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { loanRoutes } from './apps/web/loan-routes.mjs';

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
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Test files share one evaluation of the app's modules per worker (each still gets its own database):
          // evaluating Fastify and every module once per file cost about half of the tier's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
