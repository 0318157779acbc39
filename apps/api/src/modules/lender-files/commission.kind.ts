/**
 * The lender's commission statement: what it paid Saakh per disbursal. Each line is matched to its application
 * (by Saakh's id or the lender's reference); applying it records the receipts, and the commissions module turns the
 * partners' pending shares of those applications into earned ones, from what the lender actually paid (DESIGN §7).
 */
import { earnShares } from '../commissions/commissions.service';
import { findApplications, insertReceipts } from './commission-file.repository';
import { isUuid, rowError, type Classified, type KindHandler } from './kind';
import { lenderIdsByName } from './lookups';

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
    const lines = await insertReceipts(tx, fileId);
    await earnShares(tx, [...new Set(lines.filter((id): id is string => id !== null))]);
    return lines.length;
  },
};
