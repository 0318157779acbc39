/**
 * Every query of the commissions module: what pricing reads (the lenders' slabs and months, the partners' terms,
 * what lenders paid), the ledger with the pricing each row keeps, clawbacks and payouts.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import { PARTNER_GST_PERCENT, type LedgerListQuery, type LedgerStatus } from '@saakh/domain/reconciliation';
import type { SplitRole } from '@saakh/domain/partner-insights';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, likePattern, orderBy, type PageBounds } from '../../db/lists';
import { chunks, intList, rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { lender_revenue, lenders } from '../../db/schema/catalogue';
import { bank_transfer_items } from '../../db/schema/bank-transfers';
import { commission_ledger, commission_receipts } from '../../db/schema/ingestion';
import { commission_clawbacks } from '../../db/schema/partner-insights';
import { partner_payouts, partners } from '../../db/schema/partners';
import type { Slab, SourcePartner } from './commissions.pricing';

/** A share's GST at the partner rate, rounded to the paisa half away from zero, as the domain's shareGst. */
export function gstOnShare(amount: SQL): SQL {
  return sql`round(${amount} * ${PARTNER_GST_PERCENT}::numeric / 100, 2)`;
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

// ---------- what pricing reads ----------

/** The lenders' slabs, each lender's in its order (inactive ones too: they keep their place in the list). */
export async function slabsOf(db: Executor, lenderIds: readonly number[]): Promise<(Slab & { lender_id: number })[]> {
  if (lenderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(lender_revenue)
    .where(inArray(lender_revenue.lender_id, [...lenderIds]))
    .orderBy(asc(lender_revenue.lender_id), asc(lender_revenue.sort_order), asc(lender_revenue.id));
  return rows.map((row) => ({
    ...row,
    revenue_flat: asNumber(row.revenue_flat),
    revenue_percent: asNumber(row.revenue_percent),
  }));
}

export type LenderMonth = { lenderId: number; first: string; last: string };

/** Each lender's disbursals through Saakh in a month (all partners'): the volume its slabs are chosen by. */
export async function lenderMonthVolumes(
  db: Executor,
  lenderMonths: readonly LenderMonth[],
): Promise<Map<string, { count: number; ats: number }>> {
  if (lenderMonths.length === 0) return new Map();
  const pairs = sql.join(
    lenderMonths.map((item) => sql`(${item.lenderId}::int, ${item.first}::date, ${item.last}::date)`),
    sql`, `,
  );
  const rows = await rowsOf<{ lender_id: number; first: string; count: number; total: number }>(
    db,
    sql`select v.lender_id, v.first::text as first, count(a.id)::int as count,
               coalesce(sum(a.disbursed_amount), 0)::float8 as total
        from (values ${pairs}) as v(lender_id, first, last)
        left join ${applications} a on a.lender_id = v.lender_id and a.status = 'disbursed'
          and a.disbursed_on between v.first and v.last
        group by v.lender_id, v.first`,
  );
  return new Map(
    rows.map((row) => [
      `${row.lender_id}:${row.first}`,
      { count: row.count, ats: row.count > 0 ? row.total / row.count : 0 },
    ]),
  );
}

export type DisbursalRow = {
  id: string;
  lenderId: number;
  partnerId: number | null;
  amount: number;
  disbursedOn: string | null;
};

/** A lender's disbursals of a month. */
export async function disbursalsOf(db: Executor, month: LenderMonth): Promise<DisbursalRow[]> {
  const rows = await db
    .select({
      id: applications.id,
      lenderId: applications.lender_id,
      partnerId: applications.partner_id,
      amount: applications.disbursed_amount,
      disbursedOn: applications.disbursed_on,
    })
    .from(applications)
    .where(
      and(
        eq(applications.lender_id, month.lenderId),
        eq(applications.status, 'disbursed'),
        sql`${applications.disbursed_on} between ${month.first} and ${month.last}`,
      ),
    );
  return rows.map((row) => ({ ...row, amount: Number(row.amount ?? 0) }));
}

/** The lender and disbursal day of each disbursed application among these. */
export async function disbursalDaysOf(db: Executor, applicationIds: readonly string[]) {
  return db
    .selectDistinct({ lenderId: applications.lender_id, disbursedOn: applications.disbursed_on })
    .from(applications)
    .where(and(inArray(applications.id, [...applicationIds]), isNotNull(applications.disbursed_on)));
}

/** Applications brought by a partner, with everything the lender has paid Saakh for each. */
export async function receivedOf(
  db: Executor,
  applicationIds: readonly string[],
): Promise<(DisbursalRow & { received: number })[]> {
  const paid = db
    .select({
      application_id: commission_receipts.application_id,
      received: sum(commission_receipts.commission_amount).as('received'),
    })
    .from(commission_receipts)
    .where(inArray(commission_receipts.application_id, [...applicationIds]))
    .groupBy(commission_receipts.application_id)
    .as('paid');
  const rows = await db
    .select({
      id: applications.id,
      lenderId: applications.lender_id,
      partnerId: applications.partner_id,
      amount: applications.disbursed_amount,
      disbursedOn: applications.disbursed_on,
      received: sql<string>`coalesce(${paid.received}, 0)`,
    })
    .from(applications)
    .leftJoin(paid, eq(paid.application_id, applications.id))
    .where(and(inArray(applications.id, [...applicationIds]), isNotNull(applications.partner_id)));
  return rows.map((row) => ({ ...row, amount: Number(row.amount ?? 0), received: Number(row.received) }));
}

/** The partners' terms and, for sub-DSAs, their parent and its percent. */
export async function sourcePartners(db: Executor, partnerIds: readonly number[]): Promise<SourcePartner[]> {
  if (partnerIds.length === 0) return [];
  const rows = await db
    .select({
      id: partners.id,
      revenue_percent: partners.revenue_percent,
      revenue_flat_fee: partners.revenue_flat_fee,
      parent_partner_id: partners.parent_partner_id,
      parent_split_percent: partners.parent_split_percent,
    })
    .from(partners)
    .where(inArray(partners.id, [...partnerIds]));
  return rows.map((row) => ({
    ...row,
    revenue_percent: asNumber(row.revenue_percent),
    parent_split_percent: asNumber(row.parent_split_percent),
  }));
}

export async function setExpectedCommissions(db: Executor, rows: readonly { id: string; expected: number }[]) {
  for (const part of chunks(rows)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::uuid, ${row.expected}::numeric)`),
      sql`, `,
    );
    await db.execute(sql`
      update applications a set expected_commission = v.expected
      from (values ${values}) as v(id, expected)
      where a.id = v.id`);
  }
}

// ---------- writing the ledger ----------

export type LedgerValues = typeof commission_ledger.$inferInsert;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The partner's side of what priced a row: its terms, the split and its figures. */
const shareColumns = {
  base_amount: excluded('base_amount'),
  amount: excluded('amount'),
  tds: excluded('tds'),
  partner_percent: excluded('partner_percent'),
  partner_flat: excluded('partner_flat'),
  gross_share: excluded('gross_share'),
  split_role: excluded('split_role'),
  split_percent: excluded('split_percent'),
};

/** The lender's side: the slab the expectation came from. */
const slabColumns = {
  slab_id: excluded('slab_id'),
  slab_position: excluded('slab_position'),
  slab_bounds: excluded('slab_bounds'),
  lender_percent: excluded('lender_percent'),
  lender_flat: excluded('lender_flat'),
};

async function upsertLedger(
  db: Executor,
  entries: readonly LedgerValues[],
  set: Partial<Record<keyof LedgerValues, SQL>>,
  keepStatuses: LedgerStatus[],
): Promise<void> {
  for (const part of chunks(entries, 500)) {
    await db
      .insert(commission_ledger)
      .values(part)
      .onConflictDoUpdate({
        target: [commission_ledger.application_id, commission_ledger.partner_id],
        set: { ...set, updated_at: sql`now()` },
        setWhere: notInArray(commission_ledger.status, keepStatuses),
      });
  }
}

/** Pending shares priced again with their month: a share already earned or paid keeps its figures and pricing. */
export function writePendingShares(db: Executor, entries: readonly LedgerValues[]): Promise<void> {
  return upsertLedger(db, entries, { ...shareColumns, ...slabColumns, disbursed_on: excluded('disbursed_on') }, [
    'earned',
    'paid',
  ]);
}

/**
 * Shares earned from what the lender paid: the share, its terms and TDS are written again, the slab the expectation
 * came from stays; a share already paid keeps everything (a correction after payment is a clawback).
 */
export function writeEarnedShares(db: Executor, entries: readonly LedgerValues[]): Promise<void> {
  return upsertLedger(
    db,
    entries,
    {
      ...shareColumns,
      status: excluded('status'),
      earned_at: sql`coalesce(${commission_ledger.earned_at}, excluded.earned_at)`,
    },
    ['paid'],
  );
}

/** Drops the pending rows of these applications that are no longer theirs (a sub-partner's parent changed). */
export async function dropStalePending(db: Executor, entries: readonly LedgerValues[]): Promise<void> {
  const byApplication = new Map<string, LedgerValues[]>();
  for (const entry of entries) {
    byApplication.set(entry.application_id, [...(byApplication.get(entry.application_id) ?? []), entry]);
  }
  // An application's rows stay in one part, or a part would drop the rows another part keeps.
  for (const part of chunks([...byApplication.keys()], 1000)) {
    const pairs = sql.join(
      part
        .flatMap((id) => byApplication.get(id) ?? [])
        .map((entry) => sql`(${entry.application_id}::uuid, ${entry.partner_id}::int)`),
      sql`, `,
    );
    const ids = sql.join(
      part.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await db.execute(sql`
      delete from ${commission_ledger}
      where ${commission_ledger.status} = 'pending'
        and ${commission_ledger.application_id} in (${ids})
        and (${commission_ledger.application_id}, ${commission_ledger.partner_id}) not in (values ${pairs})`);
  }
}

// ---------- reading the ledger ----------

export type StatementRow = {
  ledger_id: number;
  clawback_id: number | null;
  partner_id: number;
  partner_name: string;
  gst_registered: boolean;
  application_id: string;
  lender_name: string;
  product: string;
  disbursed_amount: string | null;
  disbursed_on: string;
  status: LedgerStatus;
  base_amount: string;
  amount: string;
  tds: string;
  payout_reference: string | null;
  paid_on: string | null;
  slab_position: number | null;
  lender_percent: string | null;
  lender_flat: string | null;
  partner_percent: string | null;
  partner_flat: number | null;
  gross_share: string;
  split_role: SplitRole;
  split_percent: string | null;
  clawback_amount: string | null;
  clawback_tds: string | null;
  clawback_gst: string | null;
  clawback_payout_reference: string | null;
  clawback_paid_on: string | null;
  gst: string | null;
  reason: string | null;
};

const statementColumns = sql`
  l.id as ledger_id, l.partner_id, p.name as partner_name, (p.gstin is not null) as gst_registered,
  l.application_id, coalesce(ln.display_name, ln.name) as lender_name, a.product,
  a.disbursed_amount::text as disbursed_amount, l.disbursed_on::text as disbursed_on, l.status,
  l.base_amount::text as base_amount, l.amount::text as amount, l.tds::text as tds, l.gst::text as gst,
  po.reference as payout_reference, po.paid_on::text as paid_on,
  l.slab_position, l.lender_percent::text as lender_percent, l.lender_flat::text as lender_flat,
  l.partner_percent::text as partner_percent, l.partner_flat, l.gross_share::text as gross_share, l.split_role,
  l.split_percent::text as split_percent`;

const statementJoins = sql`
  join ${applications} a on a.id = l.application_id
  join ${lenders} ln on ln.id = l.lender_id
  join ${partners} p on p.id = l.partner_id
  left join ${partner_payouts} po on po.id = l.payout_id`;

/** The partners' ledger rows of disbursals in a month, and the clawbacks recorded in it, in date order. */
export async function statementRows(
  db: Executor,
  partnerIds: readonly number[],
  month: { first: string; last: string },
): Promise<StatementRow[]> {
  return rowsOf<StatementRow>(
    db,
    sql`select * from (
          select ${statementColumns}, null::int as clawback_id, null::text as clawback_amount,
                 null::text as clawback_tds, null::text as clawback_gst, null::text as clawback_payout_reference,
                 null::text as clawback_paid_on, null::text as reason, 0 as sort_kind
          from ${commission_ledger} l ${statementJoins}
          where l.partner_id in (${intList(partnerIds)}) and l.disbursed_on between ${month.first} and ${month.last}
          union all
          select ${statementColumns}, c.id as clawback_id, c.amount::text as clawback_amount,
                 c.tds::text as clawback_tds, c.gst::text as clawback_gst, cpo.reference as clawback_payout_reference,
                 cpo.paid_on::text as clawback_paid_on, c.reason, 1 as sort_kind
          from ${commission_clawbacks} c join ${commission_ledger} l on l.id = c.ledger_id ${statementJoins}
          left join ${partner_payouts} cpo on cpo.id = c.payout_id
          where c.partner_id in (${intList(partnerIds)}) and c.month = ${month.first}
        ) s
        order by sort_kind, disbursed_on, application_id, ledger_id`,
  );
}

type Instants = { start: Date; end: Date };

/**
 * The partners' money of a range and of the range before it: shares still pending of the disbursals made in it (by
 * disbursal date), shares earned in it (when the lender paid) and shares paid out in it.
 */
export async function ledgerSums(
  db: Executor,
  partnerIds: readonly number[],
  current: Instants,
  previous: Instants,
  days: { current: { from: string; to: string }; previous: { from: string; to: string } },
) {
  const [row] = await rowsOf<Record<`${LedgerStatus}_${'current' | 'previous'}`, number>>(
    db,
    sql`select
          coalesce(sum(amount) filter (where status = 'pending'
            and disbursed_on between ${days.current.from} and ${days.current.to}), 0)::float8 as pending_current,
          coalesce(sum(amount) filter (where status = 'pending'
            and disbursed_on between ${days.previous.from} and ${days.previous.to}), 0)::float8 as pending_previous,
          coalesce(sum(amount) filter (where earned_at >= ${current.start.toISOString()}::timestamptz
            and earned_at < ${current.end.toISOString()}::timestamptz), 0)::float8 as earned_current,
          coalesce(sum(amount) filter (where earned_at >= ${previous.start.toISOString()}::timestamptz
            and earned_at < ${previous.end.toISOString()}::timestamptz), 0)::float8 as earned_previous,
          coalesce(sum(amount) filter (where paid_at >= ${current.start.toISOString()}::timestamptz
            and paid_at < ${current.end.toISOString()}::timestamptz), 0)::float8 as paid_current,
          coalesce(sum(amount) filter (where paid_at >= ${previous.start.toISOString()}::timestamptz
            and paid_at < ${previous.end.toISOString()}::timestamptz), 0)::float8 as paid_previous
        from ${commission_ledger}
        where partner_id in (${intList(partnerIds)})
          and (disbursed_on >= ${days.previous.from} or earned_at >= ${previous.start.toISOString()}::timestamptz
               or paid_at >= ${previous.start.toISOString()}::timestamptz)`,
  );
  return row;
}

/** The parent's ledger rows for its sub-partners' applications, summed per sub-partner and status. */
export function parentSplits(db: Executor, parentId: number, subPartnerIds: readonly number[]) {
  return db
    .select({
      partner_id: applications.partner_id,
      status: commission_ledger.status,
      amount: sql<string>`sum(${commission_ledger.amount})`,
    })
    .from(commission_ledger)
    .innerJoin(applications, eq(applications.id, commission_ledger.application_id))
    .where(and(eq(commission_ledger.partner_id, parentId), inArray(applications.partner_id, [...subPartnerIds])))
    .groupBy(applications.partner_id, commission_ledger.status);
}

function ledgerWhere(query: Pick<LedgerListQuery, 'status' | 'partner_id'>): SQL | undefined {
  return and(
    equalsWhenGiven(commission_ledger.status, query.status),
    equalsWhenGiven(commission_ledger.partner_id, query.partner_id),
  );
}

export function ledgerPage(db: Executor, query: LedgerListQuery, bounds: PageBounds) {
  return db
    .select({ entry: commission_ledger, partner_name: partners.name, lender_name: lenders.name })
    .from(commission_ledger)
    .innerJoin(partners, eq(partners.id, commission_ledger.partner_id))
    .innerJoin(lenders, eq(lenders.id, commission_ledger.lender_id))
    .where(ledgerWhere(query))
    .orderBy(
      ...orderBy(
        query.sort,
        { disbursed_on: commission_ledger.disbursed_on, amount: commission_ledger.amount },
        commission_ledger.id,
        [desc(commission_ledger.disbursed_on)],
      ),
    )
    .limit(bounds.limit)
    .offset(bounds.offset);
}

export async function countLedger(db: Executor, query: LedgerListQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(commission_ledger).where(ledgerWhere(query));
  return row?.n ?? 0;
}

/** Sums by status, of one partner or of all. */
export function ledgerTotals(db: Executor, partnerId: number | undefined) {
  return db
    .select({ status: commission_ledger.status, amount: sum(commission_ledger.amount) })
    .from(commission_ledger)
    .where(equalsWhenGiven(commission_ledger.partner_id, partnerId))
    .groupBy(commission_ledger.status);
}

/** Disbursals, expected and received commission per lender and month of disbursal, months from first to last day. */
export async function varianceRows(db: Executor, first: string, last: string) {
  const month = sql<string>`to_char(${applications.disbursed_on}, 'YYYY-MM')`;
  const paid = db
    .select({
      application_id: commission_receipts.application_id,
      paid_amount: sum(commission_receipts.commission_amount).as('paid_amount'),
    })
    .from(commission_receipts)
    .where(isNotNull(commission_receipts.application_id))
    .groupBy(commission_receipts.application_id)
    .as('paid');
  return db
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
    .where(and(eq(applications.status, 'disbursed'), sql`${applications.disbursed_on} between ${first} and ${last}`))
    .groupBy(lenders.id, lenders.name, month)
    .orderBy(month, lenders.name);
}

/** Commission received on lines that matched no application, per lender and payout month. */
export async function unmatchedReceipts(db: Executor, first: string, last: string) {
  const payoutMonth = sql<string>`to_char(${commission_receipts.payout_date}, 'YYYY-MM')`;
  return db
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
        sql`${commission_receipts.payout_date} between ${first} and ${last}`,
      ),
    )
    .groupBy(lenders.id, lenders.name, payoutMonth)
    .orderBy(payoutMonth, lenders.name);
}

// ---------- clawbacks ----------

export async function isGstRegistered(db: Executor, partnerId: number): Promise<boolean> {
  const [row] = await db.select({ gstin: partners.gstin }).from(partners).where(eq(partners.id, partnerId));
  return Boolean(row?.gstin);
}

export async function ledgerLineForUpdate(db: Executor, id: number) {
  const [row] = await db.select().from(commission_ledger).where(eq(commission_ledger.id, id)).for('update');
  return row;
}

export async function clawbackOf(db: Executor, ledgerId: number) {
  const [row] = await db
    .select({ id: commission_clawbacks.id })
    .from(commission_clawbacks)
    .where(eq(commission_clawbacks.ledger_id, ledgerId));
  return row;
}

export async function insertClawback(db: Executor, values: typeof commission_clawbacks.$inferInsert) {
  const [row] = await db.insert(commission_clawbacks).values(values).returning();
  if (!row) throw new Error('Clawback insert returned no row');
  return row;
}

// ---------- payouts ----------

export type PayoutRow = typeof partner_payouts.$inferSelect;

/**
 * Lines a bank file holds (decision 041): until the bank answers, no other payout offers or takes them. The
 * containment test (`@>`) is what the items' partial GIN indexes serve.
 */
const reservedShare = (ledgerId: SQL | typeof commission_ledger.id) =>
  sql`exists (select 1 from ${bank_transfer_items} bti
              where bti.status in ('sent', 'mismatch') and bti.ledger_ids @> array[${ledgerId}]::int[])`;
const reservedClawback = (clawbackId: SQL | typeof commission_clawbacks.id) =>
  sql`exists (select 1 from ${bank_transfer_items} bti
              where bti.status in ('sent', 'mismatch') and bti.clawback_ids @> array[${clawbackId}]::int[])`;

/** Sums of what is owed and not paid: the earned shares (GST as a registered partner would add it) and clawbacks due. */
export async function payableSums(db: Executor, partnerId: number) {
  const [row] = await rowsOf<{
    amount: string;
    gst_if_registered: string;
    tds: string;
    entries: number;
    clawback_amount: string;
    clawback_gst: string;
    clawback_tds: string;
    clawbacks: number;
  }>(
    db,
    sql`select e.amount, e.gst_if_registered, e.tds, e.entries,
               c.amount as clawback_amount, c.gst as clawback_gst, c.tds as clawback_tds, c.clawbacks
        from (select coalesce(sum(amount), 0)::text as amount,
                     coalesce(sum(${gstOnShare(sql.raw('amount'))}), 0)::text as gst_if_registered,
                     coalesce(sum(tds), 0)::text as tds, count(*)::int as entries
              from ${commission_ledger} el
              where partner_id = ${partnerId} and status = 'earned' and not ${reservedShare(sql.raw('el.id'))}) e,
             (select coalesce(sum(amount), 0)::text as amount, coalesce(sum(gst), 0)::text as gst,
                     coalesce(sum(tds), 0)::text as tds, count(*)::int as clawbacks
              from ${commission_clawbacks} ec
              where partner_id = ${partnerId} and payout_id is null and not ${reservedClawback(sql.raw('ec.id'))}) c`,
  );
  return row;
}

export type PayableRow = {
  kind: 'commission' | 'clawback';
  ledger_id: number;
  clawback_id: number | null;
  application_id: string;
  lender_name: string;
  disbursed_on: string;
  amount: string;
  gst: string | null;
  tds: string;
};

/** The partner's earned shares, oldest first (at most `limit`), and every clawback still to recover. */
export async function payableLines(db: Executor, partnerId: number, limit: number): Promise<PayableRow[]> {
  const shares = await rowsOf<PayableRow>(
    db,
    sql`select 'commission' as kind, l.id as ledger_id, null::int as clawback_id, l.application_id,
               coalesce(ln.display_name, ln.name) as lender_name, l.disbursed_on::text as disbursed_on,
               l.amount::text as amount, null::text as gst, l.tds::text as tds
        from ${commission_ledger} l join ${lenders} ln on ln.id = l.lender_id
        where l.partner_id = ${partnerId} and l.status = 'earned' and not ${reservedShare(sql.raw('l.id'))}
        order by l.disbursed_on, l.id
        limit ${limit}`,
  );
  const clawbacks = await rowsOf<PayableRow>(
    db,
    sql`select 'clawback' as kind, l.id as ledger_id, c.id as clawback_id, l.application_id,
               coalesce(ln.display_name, ln.name) as lender_name, l.disbursed_on::text as disbursed_on,
               c.amount::text as amount, c.gst::text as gst, c.tds::text as tds
        from ${commission_clawbacks} c
        join ${commission_ledger} l on l.id = c.ledger_id
        join ${lenders} ln on ln.id = l.lender_id
        where c.partner_id = ${partnerId} and c.payout_id is null and not ${reservedClawback(sql.raw('c.id'))}
        order by c.created_at, c.id`,
  );
  return [...shares, ...clawbacks];
}

export function recentPayouts(db: Executor, partnerId: number, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(partner_payouts)
    .where(eq(partner_payouts.partner_id, partnerId))
    .orderBy(desc(partner_payouts.created_at), desc(partner_payouts.id))
    .limit(limit);
}

export async function findPayout(db: Executor, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(partner_payouts).where(eq(partner_payouts.id, id)).limit(1);
  return row;
}

export async function payoutReferenceTaken(db: Executor, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partner_payouts.id })
    .from(partner_payouts)
    .where(eq(partner_payouts.reference, reference))
    .limit(1);
  return Boolean(row);
}

export async function insertPayout(db: Executor, values: typeof partner_payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await db.insert(partner_payouts).values(values).returning();
  if (!row) throw new Error('Payout insert returned no row');
  return row;
}

/**
 * The partner's earned shares no bank file holds (these only, when ids are given), locked for the payout that pays
 * them.
 */
export function earnedForPayout(db: Executor, partnerId: number, ledgerIds: readonly number[] | undefined) {
  return db
    .select({ id: commission_ledger.id, amount: commission_ledger.amount, tds: commission_ledger.tds })
    .from(commission_ledger)
    .where(
      and(
        eq(commission_ledger.partner_id, partnerId),
        eq(commission_ledger.status, 'earned'),
        sql`not ${reservedShare(commission_ledger.id)}`,
        ledgerIds ? inArray(commission_ledger.id, [...ledgerIds]) : undefined,
      ),
    )
    .orderBy(asc(commission_ledger.id))
    .for('update');
}

/**
 * The partner's clawbacks not yet recovered and held by no bank file (these only, when ids are given), locked for
 * the payout that recovers them.
 */
export function clawbacksDue(db: Executor, partnerId: number, ids?: readonly number[]) {
  return db
    .select({
      id: commission_clawbacks.id,
      amount: commission_clawbacks.amount,
      gst: commission_clawbacks.gst,
      tds: commission_clawbacks.tds,
    })
    .from(commission_clawbacks)
    .where(
      and(
        eq(commission_clawbacks.partner_id, partnerId),
        isNull(commission_clawbacks.payout_id),
        sql`not ${reservedClawback(commission_clawbacks.id)}`,
        ids ? inArray(commission_clawbacks.id, ids.length > 0 ? [...ids] : [0]) : undefined,
      ),
    )
    .orderBy(asc(commission_clawbacks.id))
    .for('update');
}

/** Marks these earned shares paid by the payout, each with the GST paid on it; answers how many it marked. */
export async function payShares(
  db: Executor,
  payoutId: number,
  shares: readonly { id: number; gst: number }[],
): Promise<number> {
  let marked = 0;
  for (const part of chunks(shares, 1000)) {
    const values = sql.join(
      part.map((share) => sql`(${share.id}::int, ${share.gst.toFixed(2)}::numeric)`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`update ${commission_ledger} l
          set status = 'paid', payout_id = ${payoutId}, gst = v.gst, paid_at = now(), updated_at = now()
          from (values ${values}) as v(id, gst)
          where l.id = v.id and l.status = 'earned'
          returning l.id`,
    );
    marked += rows.length;
  }
  return marked;
}

/** Marks these clawbacks recovered by the payout. */
export async function recoverClawbacks(db: Executor, payoutId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(commission_clawbacks)
    .set({ payout_id: payoutId })
    .where(and(inArray(commission_clawbacks.id, [...ids]), isNull(commission_clawbacks.payout_id)));
}

export type PayablePartnerRow = {
  id: number;
  name: string;
  gst_registered: boolean;
  lines: number;
  clawbacks: number;
  net: string;
  total: number;
};

/**
 * One page of the partners a bank file could pay now: their earned shares and clawbacks held by no bank file, priced
 * as a payout would (GST as `shareGst` rounds it, for a partner with a GSTIN), those with a positive net only.
 */
export function payablePartnersPage(
  db: Executor,
  query: { q?: string | undefined; sort: 'name' | '-name' | 'net' | '-net' },
  bounds: PageBounds,
): Promise<PayablePartnerRow[]> {
  const search = query.q ? sql`and p.name ilike ${likePattern(query.q)}` : sql``;
  const order = {
    name: sql`p.name asc, p.id asc`,
    '-name': sql`p.name desc, p.id desc`,
    net: sql`net asc, p.id asc`,
    '-net': sql`net desc, p.id desc`,
  }[query.sort];
  return rowsOf<PayablePartnerRow>(
    db,
    sql`with shares as (
          select l.partner_id, count(*)::int as lines,
                 sum(l.amount + case when p.gstin is null then 0 else ${gstOnShare(sql.raw('l.amount'))} end - l.tds) as net
          from ${commission_ledger} l join ${partners} p on p.id = l.partner_id
          where l.status = 'earned' and not ${reservedShare(sql.raw('l.id'))}
          group by l.partner_id
        ), due as (
          select c.partner_id, count(*)::int as clawbacks, sum(c.amount + c.gst - c.tds) as net
          from ${commission_clawbacks} c
          where c.payout_id is null and not ${reservedClawback(sql.raw('c.id'))}
          group by c.partner_id
        ), payable as (
          select p.id, p.name, p.gstin is not null as gst_registered, s.lines + coalesce(d.clawbacks, 0) as lines,
                 coalesce(d.clawbacks, 0) as clawbacks, (s.net - coalesce(d.net, 0)) as net
          from shares s join ${partners} p on p.id = s.partner_id left join due d on d.partner_id = s.partner_id
          where p.deleted_at is null ${search}
        )
        select p.id, p.name, p.gst_registered, p.lines, p.clawbacks, p.net::text as net,
               (count(*) over ())::int as total
        from payable p
        where p.net > 0
        order by ${order}
        limit ${bounds.limit} offset ${bounds.offset}`,
  );
}
