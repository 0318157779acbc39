import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createLogger } from './compose';
import { createAdmin, createSession } from './test/factories';
import { bearer, createTestDeps } from './test/test-app';

const mobile = '9812345670';
const pan = 'ZQXPQ4321K';

/** A destination that keeps every log line written to it. */
function capture(): { stream: Writable; lines: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => chunks.join('') };
}

describe('the request log', () => {
  for (const mode of ['production', 'development'] as const) {
    it(`keeps method, route and path, never the query string or body (${mode})`, async () => {
      const base = await createTestDeps({ NODE_ENV: mode, LOG_LEVEL: 'info' });
      const log = capture();
      const app = await buildApp({ deps: base.deps, logger: createLogger(base.config, log.stream) });
      try {
        await app.ready();
        const admin = await createAdmin(base.db, { role_id: 1 });
        const headers = bearer(await createSession(base.db, 'admin', admin.id));
        for (const q of [mobile, pan]) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/admin/customer-erasure/search?q=${q}`,
            headers,
          });
          expect(response.statusCode, response.body).toBe(404);
        }
        await app.inject({
          method: 'POST',
          url: `/api/admin/customer-erasure/customers/1/erase?mobile=${mobile}`,
          payload: { confirmation: mobile.slice(-4), reason: pan },
          headers,
        });

        const written = log.lines();
        expect(written).not.toContain(mobile);
        expect(written.toUpperCase()).not.toContain(pan);
        const requests = written
          .split('\n')
          .filter((line) => line.includes('incoming request'))
          .map((line) => (JSON.parse(line) as { req: unknown }).req);
        expect(requests).toContainEqual({
          method: 'GET',
          route: '/api/admin/customer-erasure/search',
          url: '/api/admin/customer-erasure/search',
        });
        expect(requests).toContainEqual({
          method: 'POST',
          route: '/api/admin/customer-erasure/customers/:userId/erase',
          url: '/api/admin/customer-erasure/customers/1/erase',
        });
      } finally {
        await app.close();
        await base.close();
      }
    });
  }
});
