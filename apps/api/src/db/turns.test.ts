import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { createTurns } from './turns';

describe('turns of the event loop for the embedded database', () => {
  it('runs work first come first served, one at a time, and goes on after a failure', async () => {
    const inTurn = createTurns();
    const log: string[] = [];
    const step = (name: string, fail = false) =>
      inTurn(async () => {
        log.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  describe('on PGlite', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ driver: 'pglite' });
    });
    afterAll(async () => database?.close());

    // Without turns the 50 statements ran back to back inside one turn, so Node accepted no connection and read no
    // request until all were done (a new visitor waited 6–10 s under 100 connections; bench/load.bench.mjs).
    it('lets the event loop turn between queued statements', async () => {
      const order: string[] = [];
      const statements = Array.from({ length: 50 }, (_, index) =>
        database.executeSql('select $1::int as n', [index]).then(() => order.push('statement')),
      );
      setImmediate(() => order.push('turn'));
      await Promise.all(statements);
      // The turn came after the first statement or two, not after all 50.
      expect(order.slice(0, 3)).toContain('turn');
    });

    it('keeps a transaction whole: statements from outside wait until it ends', async () => {
      await database.executeSql('create table turn_probe (n int)');
      const order: string[] = [];
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute('insert into turn_probe values (1)');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute('insert into turn_probe values (2)');
        order.push('transaction');
      });
      const outside = database.executeSql('select count(*)::int as n from turn_probe').then(({ rows }) => {
        order.push('outside');
        return rows[0]?.n;
      });
      await transaction;
      expect(await outside).toBe(2);
      expect(order).toEqual(['transaction', 'outside']);
    });
  });
});
