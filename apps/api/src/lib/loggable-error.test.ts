import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { databaseErrorCode, loggableError } from './loggable-error';

describe('errors as the log writes them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function failingQuery(): Promise<unknown> {
    try {
      // A mobile number and a PAN as parameters of a statement the database refuses.
      await t.db.execute(sql`select ${'9876543210'}::int as mobile, ${'ABCPE1234F'} as pan`);
    } catch (error) {
      return error;
    }
    throw new Error('the statement was expected to fail');
  }

  it('keeps the statement and the database error code of a failed query, never its values', async () => {
    const error = await failingQuery();
    // The raw error does carry the values: this is what must not reach the log.
    expect(String((error as Error).message) + String((error as Error).stack)).toMatch(/9876543210|ABCPE1234F/);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('ABCPE1234F');
    expect(loggableError(error)).toMatchObject({ message: 'database error', params: 2 });
    expect(String(loggableError(error).query)).toContain('::int');
    expect(databaseErrorCode(error)).toBe('22003');
  });

  it('writes other errors whole', () => {
    const logged = loggableError(new TypeError('no such thing'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'no such thing' });
    expect(String(logged.stack)).toContain('loggable-error.test');
    expect(loggableError('a string')).toEqual({ type: 'string' });
  });
});
