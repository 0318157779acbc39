/**
 * The lender's disbursal MIS (issue: closing the loop): each row is matched to Saakh's applications by a weighted
 * score (DESIGN §7). Matched rows disburse their application when the file is applied; probable and unmatched rows,
 * and rows that contradict a disbursal Saakh already recorded, wait in the exception queue for an admin.
 */
import { classifyMisRow, misDisagrees } from '@saakh/domain/reconciliation';
import { mayMove } from '../applications/applications.service';
import { disburseApplications, lenderIdsByName } from './lookups';
import * as repo from './mis.repository';
import { isUuid, rowError, type Classified, type KindHandler } from './kind';

export const misKind: KindHandler<'mis'> = {
  kind: 'mis',

  async classify(db, rows, state) {
    const lenderIds = await lenderIdsByName(db, state);
    const rowLenders = rows.map((row) => lenderIds(row.values.lender));
    const candidates = await repo.findCandidates(db, [...new Set(rowLenders.flat())], {
      ids: [...new Set(rows.map((row) => row.values.application_id?.toLowerCase() ?? null).filter(isUuid))],
      references: [...new Set(rows.map((row) => row.values.lender_reference).filter((v): v is string => v !== null))],
      mobiles: [...new Set(rows.map((row) => row.values.mobile).filter((v): v is string => v !== null))],
      pans: [...new Set(rows.map((row) => row.values.pan).filter((v): v is string => v !== null))],
    });
    return rows.map(({ row, values, cells }, index): Classified => {
      const ids = rowLenders[index] ?? [];
      if (ids.length === 0) return rowError(row, cells, { column: 'lender', message: 'lenderNotFound' });
      const own = candidates.filter((candidate) => ids.includes(candidate.lenderId));
      const { match, best } = classifyMisRow(values, own);
      const chosen = best ? own.find((candidate) => candidate.applicationId === best.applicationId) : undefined;
      let outcome: string = match;
      if (match === 'matched' && chosen) {
        if (chosen.status !== 'disbursed' && !mayMove(chosen.status, 'disbursed', 'mis')) {
          return rowError(row, cells, { column: 'application_id', message: 'notDisbursable', detail: chosen.status });
        }
        // A second row for an application already matched in this file needs a person.
        if (state.seen.has(chosen.applicationId)) outcome = 'probable';
        // Saakh recorded this disbursal with another amount or day: a person decides, with both values in front of them.
        else if (chosen.status === 'disbursed' && misDisagrees(values, chosen.recorded)) outcome = 'disagrees';
        state.seen.add(chosen.applicationId);
      }
      return {
        row,
        outcome,
        applicationId: outcome === 'unmatched' ? null : (best?.applicationId ?? null),
        score: best?.score ?? 0,
        currentStatus: chosen?.status ?? null,
        cells,
        data: {
          lender_id: chosen?.lenderId ?? ids[0] ?? null,
          score: best?.score ?? 0,
          cells: JSON.stringify(cells),
          disbursed_amount: values.disbursed_amount,
          disbursal_date: values.disbursal_date,
          lender_reference: values.lender_reference,
          utr: values.utr,
        },
      };
    });
  },

  async apply(tx, context) {
    const { fileId } = context;
    await repo.keepMisRows(tx, fileId);
    const matched = await repo.matchedMisRows(tx, fileId);
    const items = matched.map((row) => ({
      applicationId: row.application_id,
      amount: Number(row.amount),
      disbursedOn: row.day,
      lenderReference: row.reference,
    }));
    const moved = await disburseApplications(context, tx, items, 'mis', fileId);
    return moved.length;
  },
};
