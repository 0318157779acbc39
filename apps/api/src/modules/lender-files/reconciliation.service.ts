/**
 * What admins do after lender files land: resolve the MIS rows that did not match on their own, and read money:
 * expected against received commission per lender and month, and the partners' commission ledger.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import {
  type CommissionVariance,
  type CommissionVarianceQuery,
  type LedgerEntry,
  type LedgerListQuery,
  type LedgerTotals,
  type MisException,
  type MisExceptionListQuery,
  type ResolveMisExceptionInput,
} from '@saakh/domain/reconciliation';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { commission_ledger, commission_receipts, ingest_files, mis_rows } from '../../db/schema/ingestion';
import { partners } from '../../db/schema/partners';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { monthBounds } from './commissions';
import { mayMove } from '../applications/applications.service';
import { disburseApplications } from './lookups';

// ---------- MIS exceptions ----------

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
  created_at: mis_rows.created_at,
};

function toException(row: Omit<MisException, 'created_at'> & { created_at: Date }): MisException {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function listMisExceptions(
  deps: Pick<Deps, 'db'>,
  query: MisExceptionListQuery,
): Promise<Page<MisException>> {
  const state = query.state ?? 'open';
  const where = and(
    sql`${mis_rows.match} <> 'matched'`,
    state === 'open' ? isNull(mis_rows.resolution) : state === 'resolved' ? isNotNull(mis_rows.resolution) : undefined,
    equalsWhenGiven(mis_rows.file_id, query.file_id),
  );
  const page = await listPage(query, {
    items: ({ limit, offset }) =>
      deps.db
        .select(exceptionColumns)
        .from(mis_rows)
        .innerJoin(ingest_files, eq(ingest_files.id, mis_rows.file_id))
        .leftJoin(lenders, eq(lenders.id, mis_rows.lender_id))
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: mis_rows.created_at, score: mis_rows.score }, mis_rows.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await deps.db.select({ n: count() }).from(mis_rows).where(where))[0]?.n ?? 0,
  });
  return { ...page, items: page.items.map(toException) };
}

/** Whether two lender rows are one lender (the same name, for different products). */
async function sameLender(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  const rows = await db
    .selectDistinct({ name: lenders.name })
    .from(lenders)
    .where(inArray(lenders.id, [a, b]));
  return rows.length === 1;
}

/**
 * An admin's decision on an exception: confirm the suggested application, pick another, or say the row is not
 * Saakh's. Confirming (or picking) disburses the application with the row's amount and date. Audited.
 */
export async function resolveMisException(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  id: number,
  input: ResolveMisExceptionInput,
): Promise<MisException> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(mis_rows).where(eq(mis_rows.id, id)).for('update');
    if (!row || row.match === 'matched') throw new AppError('not_found', 'notFound');
    if (row.resolution !== null) throw new AppError('conflict', 'misAlreadyResolved');
    let applicationId: string | null = null;
    if (input.action === 'confirm') {
      if (!row.application_id) throw new AppError('conflict', 'misNoCandidate');
      applicationId = row.application_id;
    } else if (input.action === 'reassign') {
      applicationId = input.application_id.toLowerCase();
    }
    if (applicationId) {
      const [app] = await tx
        .select({ id: applications.id, status: applications.status, lenderId: applications.lender_id })
        .from(applications)
        .where(eq(applications.id, applicationId));
      if (!app)
        throw new AppError('validation', 'applicationNotFound', {
          errors: { application_id: ['applicationNotFound'] },
        });
      if (row.lender_id !== null && !(await sameLender(tx, row.lender_id, app.lenderId))) {
        throw new AppError('validation', 'applicationOtherLender', {
          errors: { application_id: ['applicationOtherLender'] },
        });
      }
      if (app.status !== 'disbursed') {
        if (!mayMove(app.status, 'disbursed', 'admin')) throw new AppError('conflict', 'notDisbursable');
        await disburseApplications(
          deps,
          tx,
          [
            {
              applicationId,
              amount: Number(row.disbursed_amount),
              disbursedOn: row.disbursed_on,
              lenderReference: row.lender_reference,
            },
          ],
          'admin',
          session.subjectId,
        );
      }
    }
    const resolution =
      input.action === 'confirm' ? 'confirmed' : input.action === 'reassign' ? 'reassigned' : 'not_ours';
    await tx
      .update(mis_rows)
      .set({
        resolution,
        application_id: applicationId ?? row.application_id,
        resolved_by: session.subjectId,
        resolved_at: sql`now()`,
      })
      .where(eq(mis_rows.id, id));
    await recordAudit(tx, session, [
      {
        action: 'mis.resolve',
        entity: 'mis_row',
        entityId: id,
        field: 'resolution',
        oldValue: row.application_id,
        newValue: `${resolution}${applicationId ? ` ${applicationId}` : ''}`,
      },
    ]);
  });
  const [row] = await deps.db
    .select(exceptionColumns)
    .from(mis_rows)
    .innerJoin(ingest_files, eq(ingest_files.id, mis_rows.file_id))
    .leftJoin(lenders, eq(lenders.id, mis_rows.lender_id))
    .where(eq(mis_rows.id, id));
  if (!row) throw new AppError('not_found', 'notFound');
  return toException(row);
}

// ---------- money ----------

function monthsBack(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

/** Expected (from the slabs) against received commission, per lender and month of disbursal. */
export async function commissionVariance(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: CommissionVarianceQuery,
): Promise<CommissionVariance> {
  const to = query.to ?? monthsBack(deps.clock.now(), 0);
  const from = query.from ?? monthsBack(deps.clock.now(), 5);
  if (from > to) throw new AppError('validation', 'dateRangeOrder', { errors: { to: ['dateRangeOrder'] } });
  const month = sql<string>`to_char(${applications.disbursed_on}, 'YYYY-MM')`;
  const paid = deps.db
    .select({
      application_id: commission_receipts.application_id,
      paid_amount: sum(commission_receipts.commission_amount).as('paid_amount'),
    })
    .from(commission_receipts)
    .where(isNotNull(commission_receipts.application_id))
    .groupBy(commission_receipts.application_id)
    .as('paid');
  const rows = await deps.db
    .select({
      lender_id: lenders.id,
      lender_name: lenders.name,
      month,
      disbursals: count(),
      disbursed_amount: sum(applications.disbursed_amount),
      expected: sum(applications.expected_commission),
      received: sum(paid.paid_amount),
    })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .leftJoin(paid, eq(paid.application_id, applications.id))
    .where(
      and(
        eq(applications.status, 'disbursed'),
        sql`${applications.disbursed_on} between ${`${from}-01`} and ${monthBounds(to).last}`,
      ),
    )
    .groupBy(lenders.id, lenders.name, month)
    .orderBy(month, lenders.name);
  const payoutMonth = sql<string>`to_char(${commission_receipts.payout_date}, 'YYYY-MM')`;
  const unmatched = await deps.db
    .select({
      lender_id: lenders.id,
      lender_name: lenders.name,
      month: payoutMonth,
      amount: sum(commission_receipts.commission_amount),
    })
    .from(commission_receipts)
    .innerJoin(lenders, eq(lenders.id, commission_receipts.lender_id))
    .where(
      and(
        isNull(commission_receipts.application_id),
        sql`${commission_receipts.payout_date} between ${`${from}-01`} and ${monthBounds(to).last}`,
      ),
    )
    .groupBy(lenders.id, lenders.name, payoutMonth)
    .orderBy(payoutMonth, lenders.name);
  return {
    from,
    to,
    rows: rows.map((row) => {
      const expected = Number(row.expected ?? 0);
      const got = Number(row.received ?? 0);
      return {
        lender_id: row.lender_id,
        lender_name: row.lender_name,
        month: row.month,
        disbursals: row.disbursals,
        disbursed_amount: Number(row.disbursed_amount ?? 0),
        expected,
        received: got,
        variance: Math.round((got - expected) * 100) / 100,
      };
    }),
    unmatched: unmatched.map((row) => ({ ...row, amount: Number(row.amount ?? 0) })),
  };
}

export async function listLedger(
  deps: Pick<Deps, 'db'>,
  query: LedgerListQuery,
): Promise<Page<LedgerEntry> & { totals: LedgerTotals }> {
  const where: SQL | undefined = and(
    equalsWhenGiven(commission_ledger.status, query.status),
    equalsWhenGiven(commission_ledger.partner_id, query.partner_id),
  );
  const page = await listPage(query, {
    items: ({ limit, offset }) =>
      deps.db
        .select({
          entry: commission_ledger,
          partner_name: partners.name,
          lender_name: lenders.name,
        })
        .from(commission_ledger)
        .innerJoin(partners, eq(partners.id, commission_ledger.partner_id))
        .innerJoin(lenders, eq(lenders.id, commission_ledger.lender_id))
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            { disbursed_on: commission_ledger.disbursed_on, amount: commission_ledger.amount },
            commission_ledger.id,
            [desc(commission_ledger.disbursed_on)],
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => (await deps.db.select({ n: count() }).from(commission_ledger).where(where))[0]?.n ?? 0,
  });
  const sums = await deps.db
    .select({ status: commission_ledger.status, amount: sum(commission_ledger.amount) })
    .from(commission_ledger)
    .where(equalsWhenGiven(commission_ledger.partner_id, query.partner_id))
    .groupBy(commission_ledger.status);
  const totals: LedgerTotals = { pending: 0, earned: 0, paid: 0 };
  for (const row of sums) totals[row.status] = Number(row.amount ?? 0);
  return {
    ...page,
    items: page.items.map(({ entry, partner_name, lender_name }) => ({
      id: entry.id,
      partner_id: entry.partner_id,
      partner_name,
      application_id: entry.application_id,
      lender_name,
      status: entry.status,
      base_amount: Number(entry.base_amount),
      amount: Number(entry.amount),
      tds: Number(entry.tds),
      disbursed_on: entry.disbursed_on,
      earned_at: entry.earned_at?.toISOString() ?? null,
      paid_at: entry.paid_at?.toISOString() ?? null,
    })),
    totals,
  };
}
