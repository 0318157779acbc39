/**
 * The MIS's queries: the applications a file's rows may name, keeping an applied file's rows for the queue, and the
 * queue of rows that did not match (the exceptions an admin resolves).
 */
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { Page } from '@saakh/domain/lists';
import type {
  MisCandidate,
  MisException,
  MisExceptionListQuery,
  MisResolution,
  RecordedDisbursal,
} from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { pseudonymisedCells, pseudonymisedText, type PersonalValues } from '../../db/personal-data';
import { rowsOf } from '../../db/sql';
import { application_status_history, applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { ingest_files, mis_rows } from '../../db/schema/ingestion';
import { users } from '../../db/schema/users';

export type Candidate = MisCandidate & { lenderId: number; status: ApplicationStatus; recorded: RecordedDisbursal };

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
      disbursedAmount: applications.disbursed_amount,
      disbursedOn: applications.disbursed_on,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.user_id))
    .where(and(inArray(applications.lender_id, lenderIds), or(...signals)));
  return rows.map(({ disbursedAmount, disbursedOn, ...row }) => ({
    ...row,
    recorded: { amount: disbursedAmount === null ? null : Number(disbursedAmount), on: disbursedOn },
  }));
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

// ---------- erasure ----------

/** MIS rows of the customer's applications, and unmatched ones whose cells carry the customer's mobile or PAN. */
function customerRowsWhere(who: PersonalValues): SQL {
  const strong: SQL[] = [sql`regexp_replace(${mis_rows.values}::text, '[^0-9]', '', 'g') like ${`%${who.mobile}%`}`];
  if (who.pan) strong.push(sql`upper(${mis_rows.values}::text) like ${`%${who.pan.toUpperCase()}%`}`);
  return sql`(${mis_rows.application_id} in (
      select ${applications.id} from ${applications} where ${applications.user_id} = ${who.id})
    or ${sql.join(strong, sql` or `)})`;
}

export async function countCustomerRows(db: Executor, who: PersonalValues): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mis_rows).where(customerRowsWhere(who));
  return row?.n ?? 0;
}

/**
 * Erasure: in the customer's MIS rows, each cell, lender reference and UTR that holds one of their identifiers or
 * names becomes the pseudonym; amounts, dates and the lender's other cells and references stay, so the disbursal
 * record still reads (and still matches its application, whose reference gets the same pseudonym).
 */
export async function pseudonymiseCustomerRows(db: Executor, who: PersonalValues, pseudonym: string): Promise<void> {
  await db.execute(sql`
    update ${mis_rows} set
      ${sql.identifier('values')} = ${pseudonymisedCells(sql`${mis_rows.values}`, who, pseudonym)},
      ${sql.identifier('lender_reference')} = ${pseudonymisedText(sql`${mis_rows.lender_reference}`, who, pseudonym)},
      ${sql.identifier('utr')} = ${pseudonymisedText(sql`${mis_rows.utr}`, who, pseudonym)}
    where ${customerRowsWhere(who)}`);
}

// ---------- exceptions ----------

export type MisExceptionRow = Omit<MisException, 'created_at' | 'row_amount' | 'recorded_amount'> & {
  row_amount: string;
  recorded_amount: string | null;
  created_at: Date;
};
export type MisRow = typeof mis_rows.$inferSelect;

const exceptionColumns = {
  id: mis_rows.id,
  file_id: mis_rows.file_id,
  file_name: ingest_files.file_name,
  row_number: mis_rows.row_number,
  lender_name: lenders.name,
  values: mis_rows.values,
  match: mis_rows.match,
  score: mis_rows.score,
  application_id: mis_rows.application_id,
  resolution: mis_rows.resolution,
  row_amount: mis_rows.disbursed_amount,
  row_on: mis_rows.disbursed_on,
  recorded_amount: applications.disbursed_amount,
  recorded_on: applications.disbursed_on,
  // Who recorded the disbursal the row is weighed against (the lender's API, a file, an admin): the newest step to it.
  recorded_source: sql<StatusSource | null>`(select h.source from ${application_status_history} h
    where h.application_id = ${applications.id} and h.status = 'disbursed' order by h.id desc limit 1)`,
  created_at: mis_rows.created_at,
};

function exceptionsFrom(db: Executor) {
  return db
    .select(exceptionColumns)
    .from(mis_rows)
    .innerJoin(ingest_files, eq(ingest_files.id, mis_rows.file_id))
    .leftJoin(lenders, eq(lenders.id, mis_rows.lender_id))
    .leftJoin(applications, eq(applications.id, mis_rows.application_id));
}

/** The rows that did not match: the open ones (no resolution yet), the resolved ones, or all, of a file when given. */
export function listMisExceptions(
  db: Executor,
  query: MisExceptionListQuery,
  state: 'open' | 'resolved' | 'all',
): Promise<Page<MisExceptionRow>> {
  const where = and(
    sql`${mis_rows.match} <> 'matched'`,
    state === 'open' ? isNull(mis_rows.resolution) : state === 'resolved' ? isNotNull(mis_rows.resolution) : undefined,
    equalsWhenGiven(mis_rows.file_id, query.file_id),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      exceptionsFrom(db)
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: mis_rows.created_at, score: mis_rows.score }, mis_rows.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(mis_rows).where(where))[0]?.n ?? 0,
  });
}

/** One MIS row as the exceptions list shows it. */
export async function findMisException(db: Executor, id: number): Promise<MisExceptionRow | undefined> {
  const [row] = await exceptionsFrom(db).where(eq(mis_rows.id, id));
  return row;
}

/** An MIS row, locked for the transaction's decision on it. */
export async function lockMisRow(tx: Executor, id: number): Promise<MisRow | undefined> {
  const [row] = await tx.select().from(mis_rows).where(eq(mis_rows.id, id)).for('update');
  return row;
}

/** Records an admin's decision on an MIS row: the resolution, the application it names, who and when. */
export async function resolveMisRow(
  tx: Executor,
  id: number,
  values: { resolution: MisResolution; applicationId: string | null; resolvedBy: number },
): Promise<void> {
  await tx
    .update(mis_rows)
    .set({
      resolution: values.resolution,
      application_id: values.applicationId,
      resolved_by: values.resolvedBy,
      resolved_at: sql`now()`,
    })
    .where(eq(mis_rows.id, id));
}

/** The application an admin names for an MIS row: its status and lender, or undefined when there is none. */
export async function findResolvedApplication(
  db: Executor,
  applicationId: string,
): Promise<
  | {
      id: string;
      status: ApplicationStatus;
      lenderId: number;
      disbursedAmount: number | null;
      disbursedOn: string | null;
    }
  | undefined
> {
  const [app] = await db
    .select({
      id: applications.id,
      status: applications.status,
      lenderId: applications.lender_id,
      disbursedAmount: applications.disbursed_amount,
      disbursedOn: applications.disbursed_on,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return app && { ...app, disbursedAmount: app.disbursedAmount === null ? null : Number(app.disbursedAmount) };
}

/** How many distinct names these lender rows have (one lender may be several rows, one per product). */
export async function lenderNameCount(db: Executor, lenderIds: number[]): Promise<number> {
  const rows = await db.selectDistinct({ name: lenders.name }).from(lenders).where(inArray(lenders.id, lenderIds));
  return rows.length;
}
