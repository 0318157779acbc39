/** The commission file's queries: the applications its lines name, and recording its lines as receipts. */
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pseudonymisedText, type PersonalValues } from '../../db/personal-data';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { commission_receipts } from '../../db/schema/ingestion';

export type Found = { id: string; lenderId: number; lenderReference: string | null };

/** Applications with these ids, or with these lender references at these lenders. */
export async function findApplications(
  db: Executor,
  ids: string[],
  lenderIds: number[],
  references: string[],
): Promise<Found[]> {
  const wanted: SQL[] = [];
  if (ids.length > 0) wanted.push(inArray(applications.id, ids));
  if (references.length > 0 && lenderIds.length > 0) {
    wanted.push(
      and(inArray(applications.lender_id, lenderIds), inArray(applications.lender_reference, references)) as SQL,
    );
  }
  if (wanted.length === 0) return [];
  return db
    .select({ id: applications.id, lenderId: applications.lender_id, lenderReference: applications.lender_reference })
    .from(applications)
    .where(or(...wanted));
}

/** Records a checked file's staged lines as what the lenders paid; answers the application of each line (or null). */
export async function insertReceipts(db: Executor, fileId: number): Promise<(string | null)[]> {
  const rows = await rowsOf<{ application_id: string | null }>(
    db,
    sql`
      insert into commission_receipts (file_id, row_number, lender_id, application_id, lender_reference, disbursed_amount,
        commission_amount, gst, tds, payout_date, utr)
      select file_id, row_number, (data->>'lender_id')::int, application_id, data->>'lender_reference',
        (data->>'disbursed_amount')::numeric, (data->>'commission_amount')::numeric, (data->>'gst')::numeric,
        (data->>'tds')::numeric, (data->>'payout_date')::date, data->>'utr'
      from ingest_rows where file_id = ${fileId}
      returning application_id`,
  );
  return rows.map((row) => row.application_id);
}

/** Erasure: the lender reference and UTR of the customer's commission lines, where they hold an identifier or name. */
export async function pseudonymiseCustomerReceipts(
  db: Executor,
  who: PersonalValues,
  pseudonym: string,
): Promise<void> {
  await db.execute(sql`
    update ${commission_receipts} set
      ${sql.identifier('lender_reference')} = ${pseudonymisedText(sql`${commission_receipts.lender_reference}`, who, pseudonym)},
      ${sql.identifier('utr')} = ${pseudonymisedText(sql`${commission_receipts.utr}`, who, pseudonym)}
    where ${commission_receipts.application_id} in (
      select ${applications.id} from ${applications} where ${applications.user_id} = ${who.id})`);
}
