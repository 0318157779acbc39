import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { isDatabaseUnavailable } from './availability';
import { rowsOf } from './sql';

describe('telling a database that is away from a bad request', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('knows a restart, a refused connection and an ended connection', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // As drizzle wraps it: the driver's error is the cause of the failed query's.
    const wrapped = new Error('Failed query: select 1', { cause: withCode('server closed the connection', '08006') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('does not take bad input or a bug for an outage', () => {
    expect(isDatabaseUnavailable(withCode('value "2147483648" is out of range for type integer', '22003'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

// Ending a connection from outside needs a PostgreSQL server: embedded PGlite has no other sessions to end. The
// restart of a whole server under write load is bench/db-restart.bench.mjs (run by npm test in its smoke mode).
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a connection ended inside a transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('fails that transaction as "database away", leaves the process running and the pool serving', async () => {
    const outcome = t.db.transaction(async (tx) => {
      const [row] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Another session ends this one between two statements, while the pool has the connection checked out.
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      await other.query('select pg_terminate_backend($1)', [row?.pid]);
      await other.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    const error = await outcome.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection's 'error' event found a listener (else this process would have died), and the pool replaced it.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
