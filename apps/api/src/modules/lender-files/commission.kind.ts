/**
 * The lender's commission statement: what it paid Saakh per disbursal. Each line is matched to its application
 * (by Saakh's id or the lender's reference); applying it records the receipts, and the commissions module turns the
 * partners' pending shares of those applications into earned ones, from what the lender actually paid (DESIGN §7).
 */
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql';
import { applications } from '../../db/schema/applications';
import { earnShares } from '../commissions/commissions.service';
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
