import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { readDataDirArchive } from './pglite-archive';

/**
 * A new PGlite's initdb and two copies started from its archive: 21 s in a clean-clone `npm test` beside the other
 * tiers, and past the tier's 30 s once with one more process busy.
 */
const threeDatabases = { timeout: 90_000 };

describe('databases started from a data directory archive', () => {
  it('each copy starts with the archived rows and keeps its own writes', threeDatabases, async () => {
    const source = await PGlite.create();
    await source.exec(
      `create table notes (id serial primary key, body text); insert into notes (body) values ('first');`,
    );
    const archive = readDataDirArchive(new Uint8Array(await (await source.dumpDataDir('none')).arrayBuffer()));
    await source.close();

    const first = await openDatabase({ driver: 'pglite', archive });
    const second = await openDatabase({ driver: 'pglite', archive });
    try {
      await first.executeSql(`insert into notes (body) values ('only in the first')`);
      const read = async (copy: typeof first) =>
        (await copy.executeSql('select body from notes order by id')).rows.map((row) => row.body);
      expect(await read(first)).toEqual(['first', 'only in the first']);
      expect(await read(second)).toEqual(['first']);
      // Each copy's sequence goes on past the archived rows (PostgreSQL may skip ahead after a restart).
      await second.executeSql(`insert into notes (body) values ('second')`);
      const [{ id }] = (await second.executeSql(`select id from notes where body = 'second'`)).rows;
      expect(id).toBeGreaterThan(1);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses an archive that holds no data directory', () => {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode('notes.txt'), 0);
    header.set(new TextEncoder().encode('0000000 '), 124);
    header[156] = 0x30;
    expect(() => readDataDirArchive(new Uint8Array([...header, ...new Uint8Array(1024)]))).toThrow(
      'Not a PostgreSQL data directory archive',
    );
  });
});
