/**
 * The lender's disbursal MIS (issue: closing the loop): each row is matched to Saakh's applications by a weighted
 * score (DESIGN §7). Matched rows disburse their application when the file is applied; probable and unmatched rows
 * wait in the exception queue for an admin.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@saakh/domain/applications';
import { classifyMisRow, type MisCandidate } from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/users';
import { mayMove } from '../applications/applications.service';
import { disburseApplications, lenderIdsByName } from './lookups';
import { isUuid, rowError, type Classified, type KindHandler } from './kind';

type Candidate = MisCandidate & { lenderId: number; status: ApplicationStatus };

async function findCandidates(
  db: Executor,
  lenderIds: number[],
  keys: { ids: string[]; references: string[]; mobiles: string[]; pans: string[] },
): Promise<Candidate[]> {
  const signals: SQL[] = [];
  if (keys.ids.length > 0) signals.push(inArray(applications.id, keys.ids));
  if (keys.references.length > 0) signals.push(inArray(applications.lender_reference, keys.references));
  if (keys.mobiles.length > 0) signals.push(inArray(users.mobile_phone_number, keys.mobiles));
  if (keys.pans.length > 0) signals.push(inArray(users.tin, keys.pans));
  if (lenderIds.length === 0 || signals.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applications.id,
      lenderId: applications.lender_id,
      lenderReference: applications.lender_reference,
      mobile: users.mobile_phone_number,
      pan: users.tin,
      amount: applications.amount,
      status: applications.status,
      createdOn: sql<string>`(${applications.created_at} at time zone 'Asia/Kolkata')::date::text`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(and(inArray(applications.lender_id, lenderIds), or(...signals)));
  return rows;
}

export const misKind: KindHandler<'mis'> = {
  kind: 'mis',

  async classify(db, rows, state) {
    const lenderIds = await lenderIdsByName(db, state);
    const rowLenders = rows.map((row) => lenderIds(row.values.lender));
    const candidates = await findCandidates(db, [...new Set(rowLenders.flat())], {
      ids: [...new Set(rows.map((row) => row.values.application_id?.toLowerCase() ?? null).filter(isUuid))],
      references: [...new Set(rows.map((row) => row.values.lender_reference).filter((v): v is string => v !== null))],
      mobiles: [...new Set(rows.map((row) => row.values.mobile).filter((v): v is string => v !== null))],
      pans: [...new Set(rows.map((row) => row.values.pan).filter((v): v is string => v !== null))],
    });
    return rows.map(({ row, values, cells }, index): Classified => {
      const ids = rowLenders[index] ?? [];
      if (ids.length === 0) return rowError(row, cells, { column: 'lender', message: 'lenderNotFound' });
      const own = candidates.filter((candidate) => ids.includes(candidate.lenderId));
      const { match, best } = classifyMisRow(values, own);
      const chosen = best ? own.find((candidate) => candidate.applicationId === best.applicationId) : undefined;
      let outcome: string = match;
      if (match === 'matched' && chosen) {
        if (chosen.status !== 'disbursed' && !mayMove(chosen.status, 'disbursed', 'mis')) {
          return rowError(row, cells, { column: 'application_id', message: 'notDisbursable', detail: chosen.status });
        }
        // A second row for an application already matched in this file needs a person.
        if (state.seen.has(chosen.applicationId)) outcome = 'probable';
        state.seen.add(chosen.applicationId);
      }
      return {
        row,
        outcome,
        applicationId: outcome === 'unmatched' ? null : (best?.applicationId ?? null),
        score: best?.score ?? 0,
        currentStatus: chosen?.status ?? null,
        cells,
        data: {
          lender_id: chosen?.lenderId ?? ids[0] ?? null,
          score: best?.score ?? 0,
          cells: JSON.stringify(cells),
          disbursed_amount: values.disbursed_amount,
          disbursal_date: values.disbursal_date,
          lender_reference: values.lender_reference,
          utr: values.utr,
        },
      };
    });
  },

  async apply(tx, context) {
    const { fileId } = context;
    await tx.execute(sql`
      insert into mis_rows (file_id, row_number, lender_id, values, disbursed_amount, disbursed_on, lender_reference, utr,
        match, score, application_id, resolution, resolved_at)
      select file_id, row_number, (data->>'lender_id')::int, (data->>'cells')::jsonb, (data->>'disbursed_amount')::numeric,
        (data->>'disbursal_date')::date, data->>'lender_reference', data->>'utr', outcome, (data->>'score')::int,
        application_id, case when outcome = 'matched' then 'auto' end, case when outcome = 'matched' then now() end
      from ingest_rows where file_id = ${fileId}`);
    const matched = await rowsOf<{ application_id: string; amount: string; day: string; reference: string | null }>(
      tx,
      sql`
      select application_id, data->>'disbursed_amount' as amount, data->>'disbursal_date' as day,
        data->>'lender_reference' as reference
      from ingest_rows where file_id = ${fileId} and outcome = 'matched'`,
    );
    const items = matched.map((row) => ({
      applicationId: row.application_id,
      amount: Number(row.amount),
      disbursedOn: row.day,
      lenderReference: row.reference,
    }));
    const moved = await disburseApplications(context, tx, items, 'mis', fileId);
    return moved.length;
  },
};
