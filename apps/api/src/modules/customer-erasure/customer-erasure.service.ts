/**
 * Customer info deletion (decision 015): find a customer, show what an erasure erases and keeps, erase in one
 * transaction (sessions revoked in it), and keep a record and an audit row without personal data. Customers ask for
 * it themselves; their pending requests are due within ERASURE_DUE_DAYS.
 */
import { randomBytes } from 'node:crypto';
import {
  erasureCategories,
  erasureCategoryKeys,
  erasureConfirmationOf,
  erasureSearchKind,
  type EraseCustomerInput,
  type ErasureCounts,
  type ErasureCustomer,
  type ErasurePreview,
  type ErasureRecord,
  type ErasureRequestListQuery,
  type ErasureRequestPage,
  type RejectErasureRequestInput,
} from '@saakh/domain/customer-erasure';
import { erasureRequestReference, type MyErasureRequest } from '@saakh/domain/data-rights';
import { maskEmail, maskName, maskTail } from '@saakh/domain/masking';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { eraseStatusNotes, pseudonymiseLenderReferences } from '../applications/applications.service';
import { countCustomerMisRows, pseudonymiseCustomer } from '../lender-files/lender-files.service';
import { pseudonymiseCustomerGrievances } from '../grievances/grievances.service';
import { eraseCustomerCaseNotes } from '../cases/cases.service';
import { deleteDocumentFiles, eraseCustomerDocumentRows } from '../documents/documents.service';
import * as repo from './customer-erasure.repository';
import type { CustomerIdentity } from './customer-erasure.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

/** A customer as staff see them here: masked; an erased customer shows only their pseudonym. */
function toCustomer(who: CustomerIdentity): ErasureCustomer {
  return {
    id: who.id,
    name: maskName(fullName(who.first_name, who.last_name)),
    mobile: who.erased_at ? who.mobile : (maskTail(who.mobile) ?? ''),
    pan: maskTail(who.pan),
    email: maskEmail(who.email),
    created_at: who.created_at.toISOString(),
    erased_at: who.erased_at?.toISOString() ?? null,
  };
}

export async function searchCustomers(deps: Pick<Deps, 'db'>, q: string): Promise<ErasureCustomer[]> {
  const kind = erasureSearchKind(q);
  const found =
    kind === 'mobile'
      ? await repo.findCustomersByMobile(deps.db, q)
      : kind === 'pan'
        ? await repo.findCustomersByPan(deps.db, q)
        : await repo.findCustomersByApplication(deps.db, q);
  if (found.length === 0) throw new AppError('not_found', 'erasureCustomerNotFound');
  return found.map(toCustomer);
}

async function erasureRecord(deps: Pick<Deps, 'db'>, userId: number): Promise<ErasureRecord | null> {
  const row = await repo.findErasure(deps.db, userId);
  if (!row) return null;
  return { ...row, created_at: row.created_at.toISOString() };
}

/** How many records of each kind an erasure of the customer touches; the lender files count their own. */
async function countsOf(db: Executor, who: CustomerIdentity): Promise<ErasureCounts> {
  const counts = await repo.countRecords(db, who);
  return { ...counts, lender_mis_rows: await countCustomerMisRows(db, who) };
}

function linesOf(counts: ErasureCounts): ErasurePreview['lines'] {
  return erasureCategoryKeys.map((category) => ({
    category,
    action: erasureCategories[category],
    count: counts[category],
  }));
}

/** What an erasure of the customer will erase and keep, or the erasure already made. */
export async function previewErasure(deps: Pick<Deps, 'db'>, userId: number): Promise<ErasurePreview> {
  const who = await repo.findCustomer(deps.db, userId);
  if (!who) throw new AppError('not_found', 'erasureCustomerNotFound');
  const pending = await repo.findPendingRequest(deps.db, userId);
  const pendingRequest = pending
    ? {
        id: pending.id,
        requested_at: pending.requested_at.toISOString(),
        due_at: pending.due_at.toISOString(),
        source: pending.source,
      }
    : null;
  if (who.erased_at) {
    return {
      customer: toCustomer(who),
      lines: [],
      in_flight: [],
      pending_request: pendingRequest,
      erasure: await erasureRecord(deps, userId),
    };
  }
  const inFlight = await repo.inFlightApplications(deps.db, userId);
  return {
    customer: toCustomer(who),
    lines: linesOf(await countsOf(deps.db, who)),
    in_flight: inFlight.map((app) => ({ ...app, created_at: app.created_at.toISOString() })),
    pending_request: pendingRequest,
    erasure: null,
  };
}

/**
 * Erases the customer's personal data in one transaction: everything or nothing. Refused (409) once erased and
 * while an application is still with the lender (its status file and MIS are matched by the customer's PAN and
 * mobile until it ends); the typed confirmation must repeat the mobile number's last four digits.
 */
export async function eraseCustomer(
  deps: Pick<Deps, 'db' | 'clock' | 'privateStorage' | 'log'>,
  session: Session,
  userId: number,
  input: EraseCustomerInput,
): Promise<ErasureRecord> {
  const documentFiles = await deps.db.transaction(async (tx) => {
    const who = await repo.findCustomerForUpdate(tx, userId);
    if (!who) throw new AppError('not_found', 'erasureCustomerNotFound');
    if (who.erased_at) throw new AppError('conflict', 'erasureAlreadyDone');
    if ((await repo.inFlightApplications(tx, userId)).length > 0) throw new AppError('conflict', 'erasureInFlight');
    if (input.confirmation !== erasureConfirmationOf(who.mobile)) {
      throw fieldError('confirmation', 'erasureConfirmationMismatch');
    }
    const counts = await countsOf(tx, who);
    // One pseudonym per erasure, random so it cannot be worked back to the mobile number, the same in every record.
    const pseudonym = `erased-${randomBytes(6).toString('hex')}`;
    await repo.eraseRecords(tx, who, pseudonym);
    // The status history is the applications module's: it drops the notes, and keeps who moved what when.
    await eraseStatusNotes(tx, userId);
    // Staff's internal notes on the customer's applications may quote them: the cases module deletes them.
    await eraseCustomerCaseNotes(tx, userId);
    // The documents they uploaded for lenders: the documents module deletes their rows here, their files after commit.
    const files = await eraseCustomerDocumentRows(tx, userId);
    // Lender references and lender files carried what the lender wrote of the customer: their modules pseudonymise it.
    await pseudonymiseLenderReferences(tx, who, pseudonym);
    await pseudonymiseCustomer(tx, who, pseudonym);
    // Complaints are kept as records of the redressal; the grievances module drops the customer's words from them.
    await pseudonymiseCustomerGrievances(tx, who, pseudonym);
    const erasure = await repo.insertErasure(tx, {
      userId,
      adminId: session.subjectId,
      reason: input.reason,
      pseudonym,
      counts,
    });
    await repo.completeRequest(tx, {
      userId,
      erasureId: erasure.id,
      adminId: session.subjectId,
      now: deps.clock.now(),
    });
    await recordAudit(tx, session, [
      {
        action: 'customer.erase',
        entity: 'customer',
        entityId: userId,
        field: 'reason',
        newValue: { erasure_id: erasure.id, reason: input.reason, counts },
      },
    ]);
    return files;
  });
  // Only once the rows are gone for good: a rolled-back erasure keeps its files.
  await deleteDocumentFiles(deps, documentFiles);
  const record = await erasureRecord(deps, userId);
  if (!record) throw new Error('Erasure record missing after commit');
  return record;
}

export async function listRequests(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: ErasureRequestListQuery,
): Promise<ErasureRequestPage> {
  const now = deps.clock.now().getTime();
  const page = await repo.listRequests(deps.db, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      reference: erasureRequestReference(row.id),
      user_id: row.user_id,
      customer_mobile: row.customer_mobile.startsWith('erased-')
        ? row.customer_mobile
        : (maskTail(row.customer_mobile) ?? ''),
      customer_name: maskName(fullName(row.customer_first_name, row.customer_last_name)),
      source: row.source,
      status: row.status,
      requested_at: row.requested_at.toISOString(),
      due_at: row.due_at.toISOString(),
      overdue: row.status === 'pending' && row.due_at.getTime() < now,
      completed_at: row.completed_at?.toISOString() ?? null,
      erasure_id: row.erasure_id,
      reject_reason: row.reject_reason,
    })),
  };
}

/** Refuses a pending request with a reason category (no free text, which could carry personal data). */
export async function rejectRequest(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  id: number,
  input: RejectErasureRequestInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await repo.findRequestForUpdate(tx, id);
    if (!request) throw new AppError('not_found', 'notFound');
    if (request.status !== 'pending') throw new AppError('conflict', 'erasureRequestNotPending');
    await repo.rejectRequest(tx, { id, adminId: session.subjectId, reason: input.reason, now: deps.clock.now() });
    await recordAudit(tx, session, [
      {
        action: 'erasure_request.reject',
        entity: 'erasure_request',
        entityId: id,
        field: 'status',
        oldValue: 'pending',
        newValue: { status: 'rejected', reason: input.reason, user_id: request.user_id },
      },
    ]);
  });
}

function toMyRequest(row: repo.ErasureRequestRecord): MyErasureRequest {
  return {
    id: row.id,
    reference: erasureRequestReference(row.id),
    status: row.status,
    requested_at: row.requested_at.toISOString(),
    due_at: row.due_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    reject_reason: row.reject_reason,
  };
}

/** The signed-in customer asks for their data to be erased; asking again while one is pending answers that one. */
export async function requestErasure(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
): Promise<MyErasureRequest> {
  const now = deps.clock.now();
  await repo.insertPendingRequest(deps.db, {
    userId,
    requestedAt: now,
    dueAt: new Date(now.getTime() + deps.config.erasure.dueDays * DAY_MS),
  });
  const pending = await repo.findPendingRequest(deps.db, userId);
  if (!pending) throw new Error('Pending erasure request missing after insert');
  return toMyRequest(pending);
}

/** The customer's latest erasure request, whatever became of it, as they follow it; null when they never asked. */
export async function latestErasureRequest(deps: Pick<Deps, 'db'>, userId: number): Promise<MyErasureRequest | null> {
  const row = await repo.findLatestRequest(deps.db, userId);
  return row ? toMyRequest(row) : null;
}
