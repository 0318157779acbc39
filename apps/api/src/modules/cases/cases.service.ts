/**
 * Cases with owners and clocks (issue 33, item 3; decision 053): the applications that still wait on the lender, each
 * with an owner in operations, a clock since it entered its status, the lender's turnaround for that status, an
 * ageing bucket and a breach, and internal notes beside the remark the customer sees.
 */
import {
  bucketOf,
  caseStatuses,
  defaultSlaHours,
  type CaseListQuery,
  type CaseNote,
  type CaseNoteInput,
  type CaseOwnerInput,
  type CasePage,
  type CaseRow,
  type LenderSla,
} from '@saakh/domain/cases';
import { lenderRemark, remarkNote } from '@saakh/domain/remark-codes';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { lenderExists } from '../lenders/lenders.service';
import * as repo from './cases.repository';

const HOUR_MS = 60 * 60 * 1000;

/** A case as the queue shows it, its age and breach read at `now`. */
function toRow(record: repo.CaseRecord, now: Date): CaseRow {
  const ageMs = Math.max(0, now.getTime() - record.statusChangedAt.getTime());
  const ageHours = ageMs / HOUR_MS;
  return {
    applicationId: record.applicationId,
    reference: record.reference,
    product: record.product,
    customerName: record.customerName,
    lender: { id: record.lenderId, name: record.lenderName },
    partnerName: record.partnerName,
    amount: record.amount,
    status: record.status,
    statusSince: record.statusChangedAt.toISOString(),
    // To the tenth of an hour below, so a case shown at 48.0 hours has not passed 48 yet unless breached says so.
    ageHours: Math.floor(ageHours * 10) / 10,
    slaHours: record.slaHours,
    breached: ageMs > record.slaHours * HOUR_MS,
    bucket: bucketOf(ageHours),
    owner: record.ownerId === null ? null : { id: record.ownerId, name: record.ownerName ?? '' },
    // What the customer's pages show of the lender's reason: its code and its own words, never our notes.
    customerRemark: remarkNote(lenderRemark(record.remarks, record.remarkCode)),
    notes: record.notes,
    documentsToReview: record.documentsToReview,
  };
}

/** One page of the queue and the counts over every case its owner, status, lender and search filters allow. */
export async function listCases(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  query: CaseListQuery,
): Promise<CasePage> {
  const now = deps.clock.now();
  const page = await repo.listCases(deps.db, query, session.subjectId, now);
  const summary = await repo.countSummary(deps.db, query, session.subjectId, now);
  return { ...page, items: page.items.map((record) => toRow(record, now)), summary };
}

/** Staff a case may be given to: active admins of the case roles, by name. */
export function caseOwners(deps: Pick<Deps, 'db'>) {
  return repo.caseStaff(deps.db);
}

/**
 * Gives an open case to a member of staff of a case role, or to nobody (ownerId null); audited with both owners'
 * ids under `admin_id`, which the history shows by name. A closed or missing application is not found.
 */
export async function assignCase(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  applicationId: string,
  input: CaseOwnerInput,
): Promise<CaseRow> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockOpenCase(tx, applicationId))) throw new AppError('not_found', 'notFound');
    if (input.ownerId !== null && !(await repo.isCaseStaff(tx, input.ownerId))) {
      throw fieldError('ownerId', 'invalidValue');
    }
    const previous = await repo.ownerOf(tx, applicationId);
    if (previous === input.ownerId) return;
    await repo.setOwner(tx, applicationId, input.ownerId, now);
    await recordAudit(tx, session, [
      {
        action: 'case.assign',
        entity: 'application',
        entityId: applicationId,
        field: 'owner',
        oldValue: { admin_id: previous },
        newValue: { admin_id: input.ownerId },
      },
    ]);
  });
  const record = await repo.findCase(deps.db, applicationId);
  if (!record) throw new AppError('not_found', 'notFound');
  return toRow(record, now);
}

function toNote(note: Awaited<ReturnType<typeof repo.notesOf>>[number]): CaseNote {
  return {
    id: note.id,
    text: note.text,
    author: note.authorId === null ? null : { id: note.authorId, name: note.authorName ?? '' },
    createdAt: note.createdAt.toISOString(),
  };
}

/** The internal notes of an application, oldest first. */
export async function caseNotes(deps: Pick<Deps, 'db'>, applicationId: string): Promise<CaseNote[]> {
  if (!(await repo.applicationExists(deps.db, applicationId))) throw new AppError('not_found', 'notFound');
  return (await repo.notesOf(deps.db, applicationId)).map(toNote);
}

/** Adds the caller's internal note to an application; audited without its text, which may carry personal data. */
export async function addCaseNote(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  applicationId: string,
  input: CaseNoteInput,
): Promise<CaseNote> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.applicationExists(tx, applicationId))) throw new AppError('not_found', 'notFound');
    const note = await repo.insertNote(tx, {
      applicationId,
      adminId: session.subjectId,
      text: input.text,
      now: deps.clock.now(),
    });
    await recordAudit(tx, session, [
      { action: 'case.note', entity: 'application', entityId: applicationId, field: 'note', newValue: note.id },
    ]);
    return toNote(note);
  });
}

/** Erasure (decision 015): the internal notes on the customer's applications go with the rest of their data. */
export function eraseCustomerCaseNotes(tx: Executor, userId: number): Promise<void> {
  return repo.deleteCustomerNotes(tx, userId);
}

async function slaHoursOf(db: Executor, lenderId: number): Promise<LenderSla['hours']> {
  const own = await repo.slaOf(db, lenderId);
  return {
    submitted: own.submitted ?? defaultSlaHours.submitted,
    in_review: own.in_review ?? defaultSlaHours.in_review,
    approved: own.approved ?? defaultSlaHours.approved,
  };
}

/** A lender's turnaround per case status, the defaults where it set none. */
export async function lenderSla(deps: Pick<Deps, 'db'>, lenderId: number): Promise<LenderSla> {
  if (!(await lenderExists(deps.db, lenderId))) throw new AppError('not_found', 'notFound');
  return { hours: await slaHoursOf(deps.db, lenderId) };
}

/** Saves a lender's turnaround for every case status; audited with the hours before and after. */
export async function saveLenderSla(
  deps: Pick<Deps, 'db'>,
  session: Session,
  lenderId: number,
  input: LenderSla,
): Promise<LenderSla> {
  return deps.db.transaction(async (tx) => {
    if (!(await lenderExists(tx, lenderId))) throw new AppError('not_found', 'notFound');
    const before = await slaHoursOf(tx, lenderId);
    await repo.saveSla(tx, lenderId, input.hours);
    const changed = caseStatuses.some((status) => before[status] !== input.hours[status]);
    if (changed) {
      await recordAudit(tx, session, [
        {
          action: 'lender.sla.update',
          entity: 'lender',
          entityId: lenderId,
          field: 'sla',
          oldValue: before,
          newValue: input.hours,
        },
      ]);
    }
    return { hours: await slaHoursOf(tx, lenderId) };
  });
}
