/**
 * Status-file rows that contradict the lender's live feed (decision 044): listed for admins, who keep the live value
 * or take the file's. Taking the file's moves the application through the lifecycle (source admin) or, for a
 * disbursal's amount or day, replaces them and prices the commission not yet paid again. Audited with both values.
 */
import type { Page } from '@saakh/domain/lists';
import type {
  FeedDisagreement,
  FeedDisagreementListQuery,
  ResolveFeedDisagreementInput,
} from '@saakh/domain/reconciliation';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { lockStatuses, mayMove, recordStatusChange, updateLenderDetails } from '../applications/applications.service';
import { refreshCommissionsFor } from '../commissions/commissions.service';
import * as repo from './feed-disagreements.repository';

function toDisagreement(row: repo.FeedDisagreementListRow): FeedDisagreement {
  const amount = (value: string | null) => (value === null ? null : Number(value));
  return {
    ...row,
    file_amount: amount(row.file_amount),
    live_amount: amount(row.live_amount),
    live_at: row.live_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export async function listFeedDisagreements(
  deps: Pick<Deps, 'db'>,
  query: FeedDisagreementListQuery,
): Promise<Page<FeedDisagreement>> {
  const page = await repo.listFeedDisagreements(deps.db, query);
  return { ...page, items: page.items.map(toDisagreement) };
}

/** The application takes the file's status (and disbursal), if it still holds the live value the row was kept against. */
async function takeFile(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  session: Session,
  row: repo.FeedDisagreementRow,
): Promise<void> {
  const [current] = (await lockStatuses(tx, [row.application_id])).values();
  if (!current || current.status !== row.live_status) throw new AppError('conflict', 'feedDisagreementMoved');
  const disbursal = {
    lenderReference: row.file_reference,
    disbursedAmount: row.file_amount === null ? null : Number(row.file_amount),
    disbursedOn: row.file_on,
    remarks: row.file_remarks,
    remarkCode: row.file_remark_code,
  };
  if (row.file_status !== row.live_status) {
    if (!mayMove(row.live_status, row.file_status, 'admin')) throw new AppError('conflict', 'statusNotAllowed');
    await recordStatusChange(
      deps,
      tx,
      {
        applicationId: row.application_id,
        from: row.live_status,
        to: row.file_status,
        actorId: session.subjectId,
        note: `lender file row ${row.row_number}`,
        ...disbursal,
      },
      'admin',
    );
    return;
  }
  // The same status: a disbursal whose amount or day the file gives otherwise.
  await updateLenderDetails(tx, [{ applicationId: row.application_id, status: row.live_status, ...disbursal }]);
  await refreshCommissionsFor(tx, [row.application_id]);
}

export async function resolveFeedDisagreement(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  input: ResolveFeedDisagreementInput,
): Promise<FeedDisagreement> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockFeedDisagreement(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    if (row.resolution !== null) throw new AppError('conflict', 'misAlreadyResolved');
    if (input.action === 'take_file') await takeFile(deps, tx, session, row);
    const resolution = input.action === 'take_file' ? 'took_file' : 'kept_live';
    await repo.resolveFeedDisagreement(tx, id, resolution, session.subjectId);
    await recordAudit(tx, session, [
      {
        action: 'feed_disagreement.resolve',
        entity: 'feed_disagreement',
        entityId: id,
        field: 'resolution',
        oldValue: JSON.stringify({
          application_id: row.application_id,
          live: { status: row.live_status, amount: row.live_amount, on: row.live_on, source: row.live_source },
        }),
        newValue: JSON.stringify({
          resolution,
          file: { status: row.file_status, amount: row.file_amount, on: row.file_on },
        }),
      },
    ]);
  });
  const row = await repo.findFeedDisagreement(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toDisagreement(row);
}
