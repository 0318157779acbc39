/**
 * The application status file (admin spec §2.6, DESIGN §6): each row moves one application along the status
 * machine and updates what the lender knows of it; every move lands in the application's history with the source
 * "lender file" and the file's id, so the customer's timeline shows it at once.
 */
import { sql } from 'drizzle-orm';
import { canTransition, type ApplicationStatus } from '@saakh/domain/applications';
import type { StatusFileRow } from '@saakh/domain/ingestion';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { chunks, refreshCommissionsFor } from './commissions';
import { ApplicationsChangedError, isUuid, rowError, type Classified, type KindHandler, type PassState } from './kind';
import { queueStatusMessages } from '../messaging/status-messages';
import { queueStatusWebhooks } from '../partner-api/webhooks.service';
import { queueDisbursalEmails } from '../partner-support/partner-emails';

type Current = {
  id: string;
  status: ApplicationStatus;
  lender_reference: string | null;
  disbursed_amount: string | null;
  disbursed_on: string | null;
  remarks: string | null;
};

async function findCurrent(db: Executor, ids: string[], state: PassState): Promise<Map<string, Current>> {
  if (ids.length === 0) return new Map();
  const wanted = `{${ids.join(',')}}`;
  const columns = sql`a.id, a.status, a.lender_reference, a.disbursed_amount::text as disbursed_amount,
    a.disbursed_on::text as disbursed_on, a.remarks`;
  // The ids as one array parameter, looked up the way each database does fastest (bench/README.md): a PostgreSQL
  // server by the primary key per id (a lateral join; `= any` is planned as a scan there), embedded PGlite by
  // `= any` (the lateral join costs it four times as much).
  const rows = await rowsOf<Current>(
    db,
    state.server
      ? sql`select ${columns} from unnest(${wanted}::uuid[]) as wanted(id)
          cross join lateral (select * from ${applications} where ${applications.id} = wanted.id) a`
      : sql`select ${columns} from ${applications} a where a.id = any(${wanted}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id.toLowerCase(), row]));
}

/** Whether a row changes anything but the status: a given value that differs from the stored one. */
function changesDetails(row: StatusFileRow, current: Current): boolean {
  const differs = <T>(given: T | null, stored: T | null) => given !== null && given !== stored;
  return (
    differs(row.lender_reference, current.lender_reference) ||
    differs(row.remarks, current.remarks) ||
    differs(row.disbursed_on, current.disbursed_on) ||
    (row.disbursed_amount !== null && Number(current.disbursed_amount) !== row.disbursed_amount)
  );
}

export const statusFileKind: KindHandler<'status'> = {
  kind: 'status',

  async classify(db, rows, state) {
    // An id seen earlier in the file is a duplicate row whatever the database says: no need to look it up again.
    const ids = [
      ...new Set(
        rows.map((row) => row.values.application_id.toLowerCase()).filter((id) => isUuid(id) && !state.seen.has(id)),
      ),
    ];
    const current = await findCurrent(db, ids, state);
    return rows.map(({ row, values, cells }): Classified => {
      const id = values.application_id.toLowerCase();
      if (state.seen.has(id)) return rowError(row, cells, { column: 'application_id', message: 'duplicateRow' });
      const app = isUuid(id) ? current.get(id) : undefined;
      if (!app) return rowError(row, cells, { column: 'application_id', message: 'applicationNotFound' });
      state.seen.add(id);
      const from = app.status;
      const to = values.status;
      if (from !== to && !canTransition(from, to)) {
        return rowError(row, cells, { column: 'status', message: 'statusNotAllowed', detail: `${from} → ${to}` });
      }
      const outcome = from !== to ? 'status_change' : changesDetails(values, app) ? 'details' : 'unchanged';
      return {
        row,
        outcome,
        applicationId: app.id,
        score: null,
        currentStatus: from,
        cells,
        data: {
          from,
          to,
          lender_reference: values.lender_reference,
          disbursed_amount: values.disbursed_amount,
          disbursed_on: values.disbursed_on,
          remarks: values.remarks,
        },
      };
    });
  },

  async apply(tx, context, strict) {
    const { fileId } = context;
    // One statement moves every staged application that still has the status it was checked with, and writes the
    // history of those whose status changed.
    const [counts] = await rowsOf<{ staged: number; moved: number; disbursed: string[]; changed: string[] }>(
      tx,
      sql`
      with staged as (
        select application_id, data from ingest_rows
        where file_id = ${fileId} and outcome in ('status_change', 'details')
      ),
      moved as (
        update applications a set
          status = s.data->>'to',
          lender_reference = coalesce(s.data->>'lender_reference', a.lender_reference),
          disbursed_amount = coalesce((s.data->>'disbursed_amount')::numeric, a.disbursed_amount),
          disbursed_on = coalesce((s.data->>'disbursed_on')::date, a.disbursed_on),
          remarks = coalesce(s.data->>'remarks', a.remarks),
          updated_at = now()
        from staged s
        where a.id = s.application_id and a.status = s.data->>'from'
        returning a.id, s.data->>'from' as from_status, s.data->>'to' as to_status, s.data->>'remarks' as remarks
      ),
      history as (
        insert into application_status_history (application_id, from_status, status, source, actor_id, note)
        select id, from_status, to_status, 'lender_file', ${fileId}, remarks from moved where from_status <> to_status
        returning 1
      )
      select
        (select count(*) from staged)::int as staged,
        (select count(*) from moved)::int as moved,
        coalesce((select json_agg(id) from moved where to_status = 'disbursed' and from_status <> 'disbursed'), '[]'::json) as disbursed,
        coalesce((select json_agg(id) from moved where from_status <> to_status), '[]'::json) as changed
    `,
    );
    if (!counts) return 0;
    if (strict && counts.moved !== counts.staged) throw new ApplicationsChangedError();
    for (const part of chunks(counts.disbursed)) await refreshCommissionsFor(tx, part);
    // The customers hear of their new status once the file commits (one set-based insert, decision 021).
    await queueStatusMessages(context, tx, { applicationIds: counts.changed, source: 'status_change' });
    await queueStatusWebhooks(context, tx, counts.changed);
    await queueDisbursalEmails(context, tx, counts.disbursed);
    return counts.moved;
  },
};
