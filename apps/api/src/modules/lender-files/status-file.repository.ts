/** The status file's queries: what the applications its rows name hold now, and the rows its check staged. */
import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';

export type CurrentApplication = {
  id: string;
  status: ApplicationStatus;
  lender_reference: string | null;
  disbursed_amount: string | null;
  disbursed_on: string | null;
  remarks: string | null;
  remark_code: string | null;
};

export async function findCurrentApplications(
  db: Executor,
  ids: string[],
  server: boolean,
): Promise<CurrentApplication[]> {
  if (ids.length === 0) return [];
  const wanted = `{${ids.join(',')}}`;
  const columns = sql`a.id, a.status, a.lender_reference, a.disbursed_amount::text as disbursed_amount,
    a.disbursed_on::text as disbursed_on, a.remarks, a.remark_code`;
  // The ids as one array parameter, looked up the way each database does fastest (bench/README.md): a PostgreSQL
  // server by the primary key per id (a lateral join; `= any` is planned as a scan there), embedded PGlite by
  // `= any` (the lateral join costs it four times as much).
  return rowsOf<CurrentApplication>(
    db,
    server
      ? sql`select ${columns} from unnest(${wanted}::uuid[]) as wanted(id)
          cross join lateral (select * from ${applications} where ${applications.id} = wanted.id) a`
      : sql`select ${columns} from ${applications} a where a.id = any(${wanted}::uuid[])`,
  );
}

/** The rows the check staged as a status change or a details update, in file order. */
export function stagedStatusRows<T>(
  db: Executor,
  fileId: number,
): Promise<{ application_id: string; outcome: string; data: T }[]> {
  return rowsOf<{ application_id: string; outcome: string; data: T }>(
    db,
    sql`select application_id, outcome, data from ingest_rows
      where file_id = ${fileId} and outcome in ('status_change', 'details') order by row_number`,
  );
}
