/**
 * Reads that may be served by a PostgreSQL streaming replica (DATABASE_REPLICA_URL, issue 32): the dashboard, the
 * reports and their exports. Each asks `reads()` for a handle: the replica while its replay lag is within the limit,
 * the primary when it lags further or cannot be reached, and says which, so the page can tell.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ReadSource } from '@saakh/domain/read-source';
import type { Db } from './client';

/** A handle to read with, and where it reads from. */
export type Reader = ReadSource & { db: Db };

/** Answers the handle a replica-eligible read should use now. */
export type Reads = () => Promise<Reader>;

export type ReplicaOptions = {
  url: string;
  /** Above this replay lag the primary answers instead. */
  maxLagSeconds: number;
  /** How long one lag measurement is trusted, so a busy page does not measure it per request. */
  checkEverySeconds?: number;
  maxConnections?: number;
  onError?: (error: Error) => void;
};

export type Replica = { reads: Reads; close: () => Promise<void> };

type LagCheck = { lagSeconds: number } | { unreachable: true };

/** Reads without a replica: always the primary. */
export function primaryReads(primary: Db): Reads {
  const reader: Reader = { db: primary, readFrom: 'primary', replicaLagSeconds: null, replicaFallback: null };
  return async () => reader;
}

/**
 * Opens the replica's pool, read-only on every connection (`default_transaction_read_only=on`): a write that reached
 * it by mistake fails instead of diverging, and the standby would refuse it anyway.
 */
export function openReplica(
  primary: Db,
  primarySql: (text: string) => Promise<unknown[]>,
  options: ReplicaOptions,
): Replica {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 2_000,
    options: '-c default_transaction_read_only=on',
  });
  const onError =
    options.onError ??
    ((error: Error) => process.stderr.write(`database replica: connection failed: ${error.message}\n`));
  // The lag is measured on a connection of its own with short timeouts, so a replica that hangs costs a page two
  // seconds once per check, not every request's wait. The timeouts are the client's: a pooler (PgBouncer) refuses
  // server settings such as statement_timeout as connection parameters.
  const probe = new pg.Pool({
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: 2_000,
    query_timeout: 3_000,
    options: '-c default_transaction_read_only=on',
  });
  for (const each of [pool, probe]) {
    each.on('error', onError);
    each.on('connect', (client) => client.on('error', onError));
  }
  const replicaDb: Db = drizzlePg(pool);
  const checkEveryMs = (options.checkEverySeconds ?? 2) * 1000;
  let last: { at: number; check: LagCheck } | undefined;
  let pending: Promise<LagCheck> | undefined;

  /**
   * The replay lag: zero when the replica has replayed all the WAL the primary had written just before, else the age
   * of the last transaction it replayed (which grows while replay is behind or paused).
   */
  async function measure(): Promise<LagCheck> {
    try {
      const [primaryRow] = (await primarySql('select pg_current_wal_lsn()::text as lsn')) as { lsn: string }[];
      const started = Date.now();
      for (let attempt = 0; ; attempt += 1) {
        const { rows } = await probe.query<{ standby: boolean; behind: string | null; lag: number | null }>(
          `select pg_is_in_recovery() as standby,
                  pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind,
                  extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as lag`,
          [primaryRow?.lsn],
        );
        const row = rows[0];
        if (!row?.standby) return { lagSeconds: 0 };
        if (row.behind !== null && Number(row.behind) <= 0) return { lagSeconds: (Date.now() - started) / 1000 };
        // A write that committed a moment ago is normally replayed within milliseconds; only after a few looks is
        // the age of the last replayed transaction the lag (on an idle primary it would overstate a fresh write).
        if (attempt >= 3) {
          // Behind with nothing replayed since it started: its age is unknown, so it counts as too old.
          return { lagSeconds: row.lag === null ? Number.POSITIVE_INFINITY : Math.max(0, row.lag) };
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      return { unreachable: true };
    }
  }

  async function lag(): Promise<LagCheck> {
    if (last && Date.now() - last.at < checkEveryMs) return last.check;
    // One measurement at a time: the requests that arrive meanwhile share it.
    pending ??= measure()
      .then((check) => {
        last = { at: Date.now(), check };
        return check;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    reads: async () => {
      const check = await lag();
      if ('unreachable' in check) {
        return { db: primary, readFrom: 'primary', replicaLagSeconds: null, replicaFallback: 'unreachable' };
      }
      const lagSeconds = Number.isFinite(check.lagSeconds) ? Math.round(check.lagSeconds * 10) / 10 : null;
      if (check.lagSeconds > options.maxLagSeconds) {
        return { db: primary, readFrom: 'primary', replicaLagSeconds: lagSeconds, replicaFallback: 'lagging' };
      }
      return { db: replicaDb, readFrom: 'replica', replicaLagSeconds: lagSeconds, replicaFallback: null };
    },
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}

/** The answer's part that says where it was read from, without the handle. */
export function readSourceOf(reader: Reader): ReadSource {
  return {
    readFrom: reader.readFrom,
    replicaLagSeconds: reader.replicaLagSeconds,
    replicaFallback: reader.replicaFallback,
  };
}
