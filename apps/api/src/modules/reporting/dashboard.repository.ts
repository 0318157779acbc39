/** Reading the daily rollup: totals of a range, and its figures per day, lender, partner and product. */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '@saakh/domain/date-ranges';
import { rollupMetrics, type ReportFilters, type RollupMetric } from '@saakh/domain/reporting';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { lenders } from '../../db/schema/catalogue';
import { partners } from '../../db/schema/partners';

export type MetricSums = Record<RollupMetric, number>;

/** Every metric summed, as numbers (float8: counts and rupees with paise both fit exactly). */
export const metricSums = sql.raw(rollupMetrics.map((metric) => `sum(${metric})::float8 as ${metric}`).join(', '));

/** A partner's scope (issue 12): the rollup rows of these partners only. */
export type RollupFilters = ReportFilters & { partnerIds?: readonly number[] };

/** The rollup rows of a range under the filter bar's product, partner and lender (and a partner's scope). */
export function rollupWhere(
  range: DayRange,
  filters: Pick<RollupFilters, 'product' | 'partnerId' | 'lenderId' | 'partnerIds'>,
): SQL {
  const conditions = [sql`day between ${range.from} and ${range.to}`];
  if (filters.product) conditions.push(sql`product = ${filters.product}`);
  if (filters.partnerId) conditions.push(sql`partner_id = ${filters.partnerId}`);
  if (filters.partnerIds) {
    conditions.push(
      sql`partner_id in (${sql.join(
        filters.partnerIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
  }
  if (filters.lenderId) conditions.push(sql`lender_id = ${filters.lenderId}`);
  return sql.join(conditions, sql` and `);
}

/** The totals of a range and of the range before it, in one pass over both. */
export async function periodTotals(
  db: Executor,
  current: DayRange,
  previous: DayRange,
  filters: RollupFilters,
): Promise<{ current: MetricSums | undefined; previous: MetricSums | undefined }> {
  const rows = await rowsOf<MetricSums & { is_current: boolean }>(
    db,
    sql`select (day >= ${current.from}) as is_current, ${metricSums}
        from daily_rollup where ${rollupWhere({ from: previous.from, to: current.to }, filters)}
        group by 1`,
  );
  return { current: rows.find((row) => row.is_current), previous: rows.find((row) => !row.is_current) };
}

export type BreakdownRow = MetricSums & {
  by: 'day' | 'lender' | 'partner' | 'product';
  day: string | null;
  lender_id: number | null;
  partner_id: number | null;
  product: string | null;
};

/** The range's figures per day, per lender, per partner and per product, in one pass (grouping sets). */
export async function breakdowns(db: Executor, range: DayRange, filters: RollupFilters): Promise<BreakdownRow[]> {
  return rowsOf<BreakdownRow>(
    db,
    sql`select case when grouping(day) = 0 then 'day' when grouping(lender_id) = 0 then 'lender'
             when grouping(partner_id) = 0 then 'partner' else 'product' end as by,
           day::text as day, lender_id, partner_id, product, ${metricSums}
        from daily_rollup where ${rollupWhere(range, filters)}
        group by grouping sets ((day), (lender_id), (partner_id), (product))`,
  );
}

export type GroupedSums = MetricSums & { product: string; lender_id: number; lender_name: string };

/** The rollup's sums over `where` by product, or by lender and product with the lender's name. */
export function groupedSums(
  db: Executor,
  where: SQL | undefined,
  by: 'product' | 'lender_product',
): Promise<GroupedSums[]> {
  return by === 'product'
    ? rowsOf<GroupedSums>(
        db,
        sql`select product, 0 as lender_id, '' as lender_name, ${metricSums}
            from daily_rollup where ${where} and product <> '' group by product`,
      )
    : rowsOf<GroupedSums>(
        db,
        sql`select r.*, l.name as lender_name
            from (select product, lender_id, ${metricSums} from daily_rollup
                  where ${where} and product <> '' and lender_id <> 0 group by product, lender_id) r
            join lenders l on l.id = r.lender_id`,
      );
}

export async function lenderNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: lenders.id, name: lenders.name }).from(lenders).where(inArray(lenders.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function partnerNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(inArray(partners.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every partner and lender by name, for the filter bar; removed lenders last, their history is still reported. */
export async function filterOptions(db: Executor) {
  const removed = sql<boolean>`${lenders.deleted_at} is not null`;
  const [partnerRows, lenderRows] = await Promise.all([
    db.select({ id: partners.id, name: partners.name }).from(partners).orderBy(partners.name),
    db
      .select({ id: lenders.id, name: lenders.name, product: lenders.product, removed })
      .from(lenders)
      .orderBy(removed, lenders.name, lenders.product),
  ]);
  return { partners: partnerRows, lenders: lenderRows };
}
