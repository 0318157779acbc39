/**
 * The lender's commission statement: what it paid Saakh per disbursal. Each line is matched to its application
 * (by Saakh's id or the lender's reference); applying it records the receipts and turns the partners' pending shares
 * of those applications into earned ones, computed from what the lender actually paid (DESIGN §7).
 */
import { and, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { PARTNER_TDS_PERCENT, partnerShare } from '@saakh/domain/reconciliation';
import { roundPaise } from '@saakh/domain/money';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { commission_ledger, commission_receipts } from '../../db/schema/ingestion';
import { partners } from '../../db/schema/partners';
import { chunks, upsertLedger, withParentShares } from './commissions';
import { isUuid, rowError, type Classified, type KindHandler } from './kind';
import { lenderIdsByName } from './lookups';

type Found = { id: string; lenderId: number; lenderReference: string | null };

async function findApplications(
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

/** Re-reads what each application's lender has paid in all and updates its partners' shares to earned. */
async function earnShares(db: Executor, applicationIds: string[]): Promise<void> {
  for (const part of chunks(applicationIds)) {
    const rows = await db
      .select({
        id: applications.id,
        partnerId: applications.partner_id,
        lenderId: applications.lender_id,
        disbursedOn: applications.disbursed_on,
        paid: sql<string>`(select coalesce(sum(${commission_receipts.commission_amount}), 0) from ${commission_receipts} where ${commission_receipts.application_id} = ${applications.id})`,
        percent: partners.revenue_percent,
        flat: partners.revenue_flat_fee,
      })
      .from(applications)
      .innerJoin(partners, eq(partners.id, applications.partner_id))
      .where(and(inArray(applications.id, part), isNotNull(applications.partner_id)));
    if (rows.length === 0) continue;
    const entries = rows.map((row) => {
      const base = Number(row.paid);
      const amount = partnerShare(
        { revenue_percent: row.percent === null ? null : Number(row.percent), revenue_flat_fee: row.flat },
        base,
      );
      return {
        partner_id: row.partnerId as number,
        application_id: row.id,
        lender_id: row.lenderId,
        status: 'earned' as const,
        base_amount: String(base),
        amount: String(amount),
        tds: String(roundPaise((amount * PARTNER_TDS_PERCENT) / 100)),
        disbursed_on: row.disbursedOn ?? new Date().toISOString().slice(0, 10),
        earned_at: new Date(),
      };
    });
    // A share already paid out keeps its figures; a correction after payment is a matter for the next statement.
    await upsertLedger(
      db,
      await withParentShares(db, entries),
      {
        status: sql`excluded.status`,
        base_amount: sql`excluded.base_amount`,
        amount: sql`excluded.amount`,
        tds: sql`excluded.tds`,
        earned_at: sql`coalesce(${commission_ledger.earned_at}, excluded.earned_at)`,
      },
      ['paid'],
    );
  }
}

export const commissionKind: KindHandler<'commission'> = {
  kind: 'commission',

  async classify(db, rows, state) {
    const lenderIds = await lenderIdsByName(db, state);
    const rowLenders = rows.map((row) => lenderIds(row.values.lender));
    const found = await findApplications(
      db,
      [...new Set(rows.map((row) => row.values.application_id?.toLowerCase() ?? null).filter(isUuid))],
      [...new Set(rowLenders.flat())],
      [...new Set(rows.map((row) => row.values.lender_reference).filter((v): v is string => v !== null))],
    );
    return rows.map(({ row, values, cells }, index): Classified => {
      const ids = rowLenders[index] ?? [];
      if (ids.length === 0) return rowError(row, cells, { column: 'lender', message: 'lenderNotFound' });
      const byId = values.application_id
        ? found.find((app) => app.id.toLowerCase() === values.application_id?.toLowerCase())
        : undefined;
      if (values.application_id && byId && !ids.includes(byId.lenderId)) {
        return rowError(row, cells, { column: 'application_id', message: 'applicationOtherLender' });
      }
      const app =
        byId ??
        found.find(
          (candidate) =>
            values.lender_reference !== null &&
            candidate.lenderReference === values.lender_reference &&
            ids.includes(candidate.lenderId),
        );
      return {
        row,
        outcome: app ? 'matched' : 'unmatched',
        applicationId: app?.id ?? null,
        score: null,
        currentStatus: null,
        cells,
        data: {
          lender_id: app?.lenderId ?? ids[0] ?? null,
          lender_reference: values.lender_reference,
          disbursed_amount: values.disbursed_amount,
          commission_amount: values.commission_amount,
          gst: values.gst ?? 0,
          tds: values.tds ?? 0,
          payout_date: values.payout_date,
          utr: values.utr,
        },
      };
    });
  },

  async apply(tx, { fileId }) {
    const inserted = await rowsOf<{ application_id: string | null }>(
      tx,
      sql`
      insert into commission_receipts (file_id, row_number, lender_id, application_id, lender_reference, disbursed_amount,
        commission_amount, gst, tds, payout_date, utr)
      select file_id, row_number, (data->>'lender_id')::int, application_id, data->>'lender_reference',
        (data->>'disbursed_amount')::numeric, (data->>'commission_amount')::numeric, (data->>'gst')::numeric,
        (data->>'tds')::numeric, (data->>'payout_date')::date, data->>'utr'
      from ingest_rows where file_id = ${fileId}
      returning application_id`,
    );
    const applicationIds = [
      ...new Set(inserted.map((row) => row.application_id).filter((id): id is string => id !== null)),
    ];
    await earnShares(tx, applicationIds);
    return inserted.length;
  },
};
