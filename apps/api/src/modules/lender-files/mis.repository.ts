/** The MIS's queries: the applications a file's rows may name, and keeping an applied file's rows for the queue. */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { MisCandidate } from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { users } from '../../db/schema/users';

export type Candidate = MisCandidate & { lenderId: number; status: ApplicationStatus };

/** Applications of these lenders that any of the keys names (id, lender reference, the customer's mobile or PAN). */
export async function findCandidates(
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

/** Every row of an applied file goes to mis_rows; matched rows are resolved automatically, the rest wait. */
export async function keepMisRows(tx: Executor, fileId: number): Promise<void> {
  await tx.execute(sql`
      insert into mis_rows (file_id, row_number, lender_id, values, disbursed_amount, disbursed_on, lender_reference, utr,
        match, score, application_id, resolution, resolved_at)
      select file_id, row_number, (data->>'lender_id')::int, (data->>'cells')::jsonb, (data->>'disbursed_amount')::numeric,
        (data->>'disbursal_date')::date, data->>'lender_reference', data->>'utr', outcome, (data->>'score')::int,
        application_id, case when outcome = 'matched' then 'auto' end, case when outcome = 'matched' then now() end
      from ingest_rows where file_id = ${fileId}`);
}

/** The matched rows' applications with the disbursal the lender reported. */
export function matchedMisRows(tx: Executor, fileId: number) {
  return rowsOf<{ application_id: string; amount: string; day: string; reference: string | null }>(
    tx,
    sql`
      select application_id, data->>'disbursed_amount' as amount, data->>'disbursal_date' as day,
        data->>'lender_reference' as reference
      from ingest_rows where file_id = ${fileId} and outcome = 'matched'`,
  );
}
