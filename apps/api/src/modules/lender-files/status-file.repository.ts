/** The status file's queries: what the applications its rows name hold now, and the rows its check staged. */
import { sql } from 'drizzle-orm';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { application_status_history, applications } from '../../db/schema/applications';
import { feed_disagreements } from '../../db/schema/ingestion';

export type CurrentApplication = {
  id: string;
  status: ApplicationStatus;
  lender_reference: string | null;
  disbursed_amount: string | null;
  disbursed_on: string | null;
  remarks: string | null;
  remark_code: string | null;
  /** Who made the application's newest step, and when: the lender's API (lender_callback) makes it a live value. */
  last_source: StatusSource | null;
  last_at: Date | string | null;
};

export async function findCurrentApplications(
  db: Executor,
  ids: string[],
  server: boolean,
): Promise<CurrentApplication[]> {
  if (ids.length === 0) return [];
  const wanted = `{${ids.join(',')}}`;
  const columns = sql`a.id, a.status, a.lender_reference, a.disbursed_amount::text as disbursed_amount,
    a.disbursed_on::text as disbursed_on, a.remarks, a.remark_code, last.source as last_source,
    last.created_at as last_at`;
  // The newest history row of each application, by the (application, id) index.
  const newest = sql`left join lateral (select h.source, h.created_at from ${application_status_history} h
    where h.application_id = a.id order by h.id desc limit 1) last on true`;
  // The ids as one array parameter, looked up the way each database does fastest (bench/README.md): a PostgreSQL
  // server by the primary key per id (a lateral join; `= any` is planned as a scan there), embedded PGlite by
  // `= any` (the lateral join costs it four times as much).
  return rowsOf<CurrentApplication>(
    db,
    server
      ? sql`select ${columns} from unnest(${wanted}::uuid[]) as wanted(id)
          cross join lateral (select * from ${applications} where ${applications.id} = wanted.id) a ${newest}`
      : sql`select ${columns} from ${applications} a ${newest} where a.id = any(${wanted}::uuid[])`,
  );
}

/** The rows the check staged as a status change or a details update, in file order. */
export function stagedStatusRows<T>(
  db: Executor,
  fileId: number,
): Promise<{ application_id: string; row_number: number; outcome: string; data: T }[]> {
  return rowsOf<{ application_id: string; row_number: number; outcome: string; data: T }>(
    db,
    sql`select application_id, row_number, outcome, data from ingest_rows
      where file_id = ${fileId} and outcome in ('status_change', 'details', 'disagrees') order by row_number`,
  );
}

export type NewFeedDisagreement = typeof feed_disagreements.$inferInsert;

/** Keeps the rows that contradict the lender's live feed for an admin's decision. */
export async function insertFeedDisagreements(tx: Executor, rows: NewFeedDisagreement[]): Promise<number> {
  if (rows.length === 0) return 0;
  await tx.insert(feed_disagreements).values(rows);
  return rows.length;
}
