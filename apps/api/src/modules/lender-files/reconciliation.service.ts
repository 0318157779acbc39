/**
 * What admins do after lender files land: resolve the MIS rows that did not match on their own (what follows for
 * money is the commissions module's, decision 032).
 */
import type { Page } from '@saakh/domain/lists';
import type { MisException, MisExceptionListQuery, ResolveMisExceptionInput } from '@saakh/domain/reconciliation';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { lockStatuses, mayMove, updateLenderDetails } from '../applications/applications.service';
import { refreshCommissionsFor } from '../commissions/commissions.service';
import { disburseApplications } from './lookups';
import * as repo from './mis.repository';

// ---------- MIS exceptions ----------

function toException(row: repo.MisExceptionRow): MisException {
  return {
    ...row,
    row_amount: Number(row.row_amount),
    recorded_amount: row.recorded_amount === null ? null : Number(row.recorded_amount),
    created_at: row.created_at.toISOString(),
  };
}

export async function listMisExceptions(
  deps: Pick<Deps, 'db'>,
  query: MisExceptionListQuery,
): Promise<Page<MisException>> {
  const page = await repo.listMisExceptions(deps.db, query, query.state ?? 'open');
  return { ...page, items: page.items.map(toException) };
}

/** Whether two lender rows are one lender (the same name, for different products). */
async function sameLender(db: Executor, a: number, b: number): Promise<boolean> {
  if (a === b) return true;
  return (await repo.lenderNameCount(db, [a, b])) === 1;
}

/**
 * A row that contradicts the disbursal Saakh recorded: keep Saakh's, or take the lender's amount and day (the
 * application stays disbursed; its commission not yet paid is priced again, in the month it left as well). Audited
 * with both values.
 */
async function settleDisagreement(
  deps: Pick<Deps, 'db'>,
  tx: Executor,
  session: Session,
  row: repo.MisRow,
  action: 'keep_recorded' | 'take_lender',
): Promise<void> {
  const applicationId = row.application_id;
  const app = applicationId ? await repo.findResolvedApplication(tx, applicationId) : undefined;
  if (!applicationId || !app) throw new AppError('conflict', 'misNoCandidate');
  const recorded = { amount: app.disbursedAmount, on: app.disbursedOn };
  const lender = { amount: Number(row.disbursed_amount), on: row.disbursed_on };
  if (action === 'take_lender') {
    const [current] = (await lockStatuses(tx, [applicationId])).values();
    if (current?.status !== 'disbursed') throw new AppError('conflict', 'notDisbursable');
    await updateLenderDetails(tx, [
      {
        applicationId,
        status: 'disbursed',
        lenderReference: null,
        disbursedAmount: lender.amount,
        disbursedOn: lender.on,
        remarks: null,
        remarkCode: null,
      },
    ]);
    await refreshCommissionsFor(tx, [applicationId], recorded.on ? [{ lenderId: app.lenderId, day: recorded.on }] : []);
  }
  const resolution = action === 'keep_recorded' ? 'kept_recorded' : 'took_lender';
  await repo.resolveMisRow(tx, row.id, { resolution, applicationId, resolvedBy: session.subjectId });
  await recordAudit(tx, session, [
    {
      action: 'mis.resolve',
      entity: 'mis_row',
      entityId: row.id,
      field: 'disbursal',
      oldValue: JSON.stringify({ application_id: applicationId, recorded }),
      newValue: JSON.stringify({ resolution, lender }),
    },
  ]);
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
    const row = await repo.lockMisRow(tx, id);
    if (!row || row.match === 'matched') throw new AppError('not_found', 'notFound');
    if (row.resolution !== null) throw new AppError('conflict', 'misAlreadyResolved');
    const disagreement = input.action === 'keep_recorded' || input.action === 'take_lender';
    if (disagreement !== (row.match === 'disagrees') && input.action !== 'not_ours') {
      throw new AppError('conflict', disagreement ? 'misNoDisagreement' : 'misDisagreementChoice');
    }
    if (input.action === 'keep_recorded' || input.action === 'take_lender') {
      await settleDisagreement(deps, tx, session, row, input.action);
      return;
    }
    let applicationId: string | null = null;
    if (input.action === 'confirm') {
      if (!row.application_id) throw new AppError('conflict', 'misNoCandidate');
      applicationId = row.application_id;
    } else if (input.action === 'reassign') {
      applicationId = input.application_id.toLowerCase();
    }
    if (applicationId) {
      const app = await repo.findResolvedApplication(tx, applicationId);
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
    await repo.resolveMisRow(tx, id, {
      resolution,
      applicationId: applicationId ?? row.application_id,
      resolvedBy: session.subjectId,
    });
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
  const row = await repo.findMisException(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toException(row);
}
