/**
 * Keeps money in step with disbursals (DESIGN §7): each disbursed application's expected commission from its
 * lender's revenue slabs (which depend on the lender's whole month: count and average ticket size), and the
 * partner's pending share in the commission ledger. Runs inside the transaction that disbursed the loans.
 */
import { and, asc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { splitWithParent } from '@saakh/domain/merchants';
import { roundPaise } from '@saakh/domain/money';
import {
  expectedCommission,
  PARTNER_TDS_PERCENT,
  partnerShare,
  type LedgerStatus,
  type RevenueSlab,
} from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { lender_revenue } from '../../db/schema/catalogue';
import { commission_ledger } from '../../db/schema/ingestion';
import { partners } from '../../db/schema/partners';

type LenderMonth = { lenderId: number; month: string };

const monthOf = (day: string) => day.slice(0, 7);

/** Statements carry at most a few thousand rows (PostgreSQL takes 65,535 parameters). */
const CHUNK = 4000;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** The first and last day (YYYY-MM-DD) of a month (YYYY-MM). */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

async function slabsOf(db: Executor, lenderId: number): Promise<RevenueSlab[]> {
  const rows = await db
    .select()
    .from(lender_revenue)
    .where(eq(lender_revenue.lender_id, lenderId))
    .orderBy(asc(lender_revenue.sort_order), asc(lender_revenue.id));
  return rows.map((row) => ({
    ...row,
    revenue_flat: row.revenue_flat === null ? null : Number(row.revenue_flat),
    revenue_percent: row.revenue_percent === null ? null : Number(row.revenue_percent),
  }));
}

/** Recomputes one lender's month: every disbursal's expected commission and the partners' pending shares. */
async function refreshLenderMonth(db: Executor, { lenderId, month }: LenderMonth): Promise<void> {
  const { first, last } = monthBounds(month);
  const disbursals = await db
    .select({
      id: applications.id,
      amount: applications.disbursed_amount,
      disbursedOn: applications.disbursed_on,
      partnerId: applications.partner_id,
    })
    .from(applications)
    .where(
      and(
        eq(applications.lender_id, lenderId),
        eq(applications.status, 'disbursed'),
        sql`${applications.disbursed_on} between ${first} and ${last}`,
      ),
    );
  if (disbursals.length === 0) return;
  const slabs = await slabsOf(db, lenderId);
  const total = disbursals.reduce((sum, row) => sum + Number(row.amount ?? 0), 0);
  const volume = { count: disbursals.length, ats: total / disbursals.length };
  const expected = disbursals.map((row) => ({
    ...row,
    expected: expectedCommission(slabs, Number(row.amount ?? 0), volume),
  }));

  for (const part of chunks(expected)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::uuid, ${row.expected}::numeric)`),
      sql`, `,
    );
    await db.execute(sql`
      update applications a set expected_commission = v.expected
      from (values ${values}) as v(id, expected)
      where a.id = v.id`);
  }

  const partnerIds = [...new Set(expected.map((row) => row.partnerId).filter((id): id is number => id !== null))];
  if (partnerIds.length === 0) return;
  const terms = new Map(
    (
      await db
        .select({ id: partners.id, percent: partners.revenue_percent, flat: partners.revenue_flat_fee })
        .from(partners)
        .where(inArray(partners.id, partnerIds))
    ).map((row) => [
      row.id,
      { revenue_percent: row.percent === null ? null : Number(row.percent), revenue_flat_fee: row.flat },
    ]),
  );
  const entries = expected
    .filter((row) => row.partnerId !== null)
    .map((row) => {
      const partnerId = row.partnerId as number;
      return {
        partner_id: partnerId,
        application_id: row.id,
        lender_id: lenderId,
        status: 'pending' as const,
        base_amount: String(row.expected),
        amount: String(
          partnerShare(terms.get(partnerId) ?? { revenue_percent: null, revenue_flat_fee: null }, row.expected),
        ),
        disbursed_on: row.disbursedOn ?? first,
      };
    });
  // A share already earned (the lender paid) or paid out keeps its figures.
  for (const part of chunks(await withParentShares(db, entries))) {
    await upsertLedger(
      db,
      part,
      {
        base_amount: sql`excluded.base_amount`,
        amount: sql`excluded.amount`,
        disbursed_on: sql`excluded.disbursed_on`,
      },
      ['earned', 'paid'],
    );
  }
}

/**
 * Writes partners' shares: a new one as given, an existing one updated with `set` unless its status is one of
 * `keepStatuses` (an earned share keeps its figures against a new expectation, a paid one against anything).
 */
export async function upsertLedger(
  db: Executor,
  entries: (typeof commission_ledger.$inferInsert)[],
  set: Partial<Record<keyof typeof commission_ledger.$inferInsert, SQL>>,
  keepStatuses: LedgerStatus[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(commission_ledger)
    .values(entries)
    .onConflictDoUpdate({
      target: [commission_ledger.application_id, commission_ledger.partner_id],
      set: { ...set, updated_at: sql`now()` },
      setWhere: notInArray(commission_ledger.status, keepStatuses),
    });
}

type LedgerEntry = typeof commission_ledger.$inferInsert;

/**
 * A sub-DSA's share split with its parent partner (decision 014): the sub-partner's row keeps its part and the
 * parent gets a row of its own for the same application, with the same base (TDS, when the rows carry it, on each
 * part). A pending row of a partner no longer in an application's split (its parent was changed) is dropped;
 * earned and paid rows keep their figures, as everywhere in the ledger.
 */
export async function withParentShares(db: Executor, entries: LedgerEntry[]): Promise<LedgerEntry[]> {
  if (entries.length === 0) return entries;
  const partnerIds = [...new Set(entries.map((entry) => entry.partner_id))];
  const parents = new Map(
    (
      await db
        .select({ id: partners.id, parentId: partners.parent_partner_id, split: partners.parent_split_percent })
        .from(partners)
        .where(and(inArray(partners.id, partnerIds), isNotNull(partners.parent_partner_id)))
    ).map((row) => [row.id, { parentId: row.parentId as number, split: Number(row.split ?? 0) }]),
  );
  const tdsOf = (amount: number) => String(roundPaise((amount * PARTNER_TDS_PERCENT) / 100));
  const split = entries.flatMap((entry): LedgerEntry[] => {
    const parent = parents.get(entry.partner_id);
    if (!parent) return [entry];
    const { own, parent: parentPart } = splitWithParent(Number(entry.amount), parent.split);
    const withAmount = (amount: number, partnerId: number): LedgerEntry => ({
      ...entry,
      partner_id: partnerId,
      amount: String(amount),
      ...(entry.tds === undefined ? {} : { tds: tdsOf(amount) }),
    });
    return [withAmount(own, entry.partner_id), withAmount(parentPart, parent.parentId)];
  });
  const pairs = sql.join(
    split.map((entry) => sql`(${entry.application_id}::uuid, ${entry.partner_id}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    delete from ${commission_ledger}
    where ${commission_ledger.status} = 'pending'
      and ${commission_ledger.application_id} in (${sql.join(
        [...new Set(split.map((entry) => entry.application_id))].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and (${commission_ledger.application_id}, ${commission_ledger.partner_id}) not in (values ${pairs})`);
  return split;
}

/** After applications were disbursed: refresh the lender months they fall in. */
export async function refreshCommissionsFor(db: Executor, applicationIds: string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const months = new Map<string, LenderMonth>();
  for (const part of chunks(applicationIds)) {
    const rows = await db
      .selectDistinct({ lenderId: applications.lender_id, disbursedOn: applications.disbursed_on })
      .from(applications)
      .where(and(inArray(applications.id, part), isNotNull(applications.disbursed_on)));
    for (const row of rows) {
      const month = monthOf(row.disbursedOn as string);
      months.set(`${row.lenderId}:${month}`, { lenderId: row.lenderId, month });
    }
  }
  for (const lenderMonth of months.values()) await refreshLenderMonth(db, lenderMonth);
}
