/**
 * What named prepared statements save on the session lookup behind every authenticated request (docs/operations.md,
 * PgBouncer): `findLiveSessionByHash` one at a time and 16 in flight on 4 connections, named (the default) against
 * unnamed (DATABASE_PREPARED_STATEMENTS=false), on the server directly and, given its address, through PgBouncer in
 * transaction mode. Rounds alternate the variants so a busy machine weighs on each alike; medians of five rounds.
 *
 *   npx tsx bench/support/session-lookup.ts postgres://postgres@127.0.0.1:5432/postgres [postgres://…pgbouncer…/postgres]
 *
 * It makes and drops a database of its own (`saakh_session_lookup`) on that server.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { findLiveSessionByHash } from '../../apps/api/src/modules/auth/auth.repository';
import { createAdmin, createSession } from '../../apps/api/src/test/factories';

const [directUrl, bouncerUrl] = process.argv.slice(2);
if (!directUrl) throw new Error('usage: npx tsx bench/support/session-lookup.ts <server url> [<pgbouncer url>]');
const NAME = 'saakh_session_lookup';
const ROUNDS = 5;
const ONE_AT_A_TIME = 2_000;
const IN_FLIGHT = { lookups: 4_000, at_once: 16, connections: 4 };

async function onServer(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function inDatabase(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${NAME}`;
  return parsed.toString();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await onServer(`drop database if exists ${NAME} with (force)`);
await onServer(`create database ${NAME}`);
try {
  const setup = await openDatabase({ driver: 'postgres', url: inDatabase(directUrl), maxConnections: 2 });
  const hashes: string[] = [];
  try {
    await setup.migrate();
    for (let i = 0; i < 200; i += 1) {
      const admin = await createAdmin(setup.db, { role_id: 1 });
      const token = await createSession(setup.db, 'admin', admin.id);
      hashes.push(createHash('sha256').update(token).digest('hex'));
    }
  } finally {
    await setup.close();
  }

  const targets: [string, string, boolean][] = [
    ['server, named', directUrl, true],
    ['server, unnamed', directUrl, false],
    ...(bouncerUrl ? [['PgBouncer, unnamed', bouncerUrl, false] as [string, string, boolean]] : []),
  ];
  const variants: { label: string; single: Database; pool: Database; ms: number[]; perSecond: number[] }[] = [];
  for (const [label, url, namedStatements] of targets) {
    const open = (maxConnections: number) =>
      openDatabase({ driver: 'postgres', url: inDatabase(url), maxConnections, namedStatements });
    variants.push({ label, single: await open(1), pool: await open(IN_FLIGHT.connections), ms: [], perSecond: [] });
  }
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const variant of variants) {
        // Warm: the connection, its statement and (named) the generic plan after five runs.
        for (const hash of hashes) {
          if (!(await findLiveSessionByHash(variant.single.db, hash))) throw new Error('a session was not found');
        }
        let started = process.hrtime.bigint();
        for (let i = 0; i < ONE_AT_A_TIME; i += 1)
          await findLiveSessionByHash(variant.single.db, hashes[i % 200] ?? '');
        variant.ms.push(Number(process.hrtime.bigint() - started) / 1e6 / ONE_AT_A_TIME);
        started = process.hrtime.bigint();
        let next = 0;
        await Promise.all(
          Array.from({ length: IN_FLIGHT.at_once }, async () => {
            while (next < IN_FLIGHT.lookups) {
              next += 1;
              await findLiveSessionByHash(variant.pool.db, hashes[next % 200] ?? '');
            }
          }),
        );
        variant.perSecond.push(IN_FLIGHT.lookups / (Number(process.hrtime.bigint() - started) / 1e9));
      }
    }
    for (const { label, ms, perSecond } of variants) {
      process.stdout.write(
        `${label}: one at a time ${median(ms).toFixed(2)} ms (rounds ${ms.map((v) => v.toFixed(2)).join(', ')}); ` +
          `${IN_FLIGHT.at_once} in flight on ${IN_FLIGHT.connections} connections ${Math.round(median(perSecond))}/s ` +
          `(rounds ${perSecond.map((v) => Math.round(v)).join(', ')})\n`,
      );
    }
  } finally {
    for (const variant of variants) await Promise.all([variant.single.close(), variant.pool.close()]);
  }
} finally {
  await onServer(`drop database if exists ${NAME} with (force)`);
}
