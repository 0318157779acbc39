/** Loan journeys (apps) and credit applications: opening, listing, submitting and their status history (DESIGN §6). */
import type { Deps } from '../../deps';
import { randomUUID } from 'node:crypto';
import { lifecycleSteps, mayChangeStatus } from '@saakh/domain/application-lifecycle';
import {
  HANDOFF_NOTE,
  handoffStatuses,
  isCreditAppId,
  lenderHandoffUrl,
  nextStepFor,
  reasonForCustomer,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
  type CreateAppInput,
  type CustomerApp,
  type GoldLoanResult,
  type HandoffResult,
  type StatusSource,
} from '@saakh/domain/applications';
import type { Locale } from '@saakh/domain/i18n';
import { localized } from '@saakh/domain/localized';
import { exclusionMessage } from '@saakh/domain/offer-messages';
import { DEFAULT_COOLING_DAYS, exclusionFor } from '@saakh/domain/offers';
import { productTypeByCode } from '@saakh/domain/product-types';
import { todayInIndia } from '@saakh/domain/profile';
import { productFlows } from '@saakh/domain/routing';
import type { Executor } from '../../db/client';
import type { PersonalValues } from '../../db/personal-data';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as repo from './applications.repository';
import { enqueueDispatch } from './application-events';
import { requireAcknowledgedKfs } from './kfs.service';

/** Changes per statement: a status file's thousands of rows go as a few statements, each one outbox batch. */
const STATUS_CHANGES_PER_STATEMENT = 2000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

export function toCustomerApp(row: repo.CustomerAppRow, created: boolean): CustomerApp {
  return {
    appId: row.id,
    product: row.product,
    productType: productTypeByCode[row.product],
    desiredAmount: row.desired_amount,
    created,
    createdAt: row.created_at.toISOString(),
  };
}

/** The open journey of a product, opened now if there is none (or when the customer starts again). */
export async function openApp(deps: Deps, session: Session, input: CreateAppInput): Promise<CustomerApp> {
  const userId = session.subjectId;
  return deps.db.transaction(async (tx) => {
    const open = await repo.findOpenApp(tx, userId, input.product);
    if (open && !input.restart) return toCustomerApp(open, false);
    if (open) await repo.closeApp(tx, open.id);
    const partnerId = await repo.findUserPartnerId(tx, userId);
    const inserted = await repo.insertOpenApp(tx, { userId, product: input.product, desiredAmount: null, partnerId });
    if (inserted) return toCustomerApp(inserted, true);
    // Another request opened it between our read and our insert: answer that one.
    const raced = await repo.findOpenApp(tx, userId, input.product);
    if (!raced) throw new AppError('conflict', 'conflict');
    return toCustomerApp(raced, false);
  });
}

/** The customer's own journey; any other id answers 404, as if it did not exist. */
export async function ownApp(db: Executor, session: Session, appId: number): Promise<repo.CustomerAppRow> {
  const row = await repo.findOwnApp(db, appId, session.subjectId);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

export async function ownApplication(db: Executor, session: Session, id: string): Promise<repo.ApplicationWithLender> {
  const row = isCreditAppId(id) ? await repo.findOwnApplication(db, id, session.subjectId) : undefined;
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

/** An application as its customer reads it: the lender named in the reader's language (issue 29). */
function toSummary(
  { application: a, lenderName, lenderNameHi, lenderKey }: repo.ApplicationWithLender,
  locale: Locale,
): ApplicationSummary {
  return {
    creditAppId: a.id,
    reference: a.reference,
    appId: a.app_id,
    product: a.product,
    lenderId: a.lender_id,
    lenderName: localized(lenderName, lenderNameHi, locale),
    lenderKey,
    status: a.status,
    amount: a.amount,
    tenureMonths: a.tenure_months,
    interestRate: Number(a.interest_rate),
    apr: Number(a.apr),
    emi: Number(a.emi),
    processingFee: Number(a.processing_fee),
    totalPayable: Number(a.total_payable),
    lenderReference: a.lender_reference,
    disbursedAmount: a.disbursed_amount === null ? null : Number(a.disbursed_amount),
    disbursedOn: a.disbursed_on,
    createdAt: a.created_at.toISOString(),
    updatedAt: a.updated_at.toISOString(),
    submittedAt: a.submitted_at?.toISOString() ?? null,
  };
}

export async function listApplications(
  deps: Deps,
  session: Session,
  locale: Locale = 'en',
): Promise<ApplicationSummary[]> {
  return (await repo.listOwnApplications(deps.db, session.subjectId)).map((row) => toSummary(row, locale));
}

export async function getApplication(
  deps: Deps,
  session: Session,
  id: string,
  locale: Locale = 'en',
): Promise<ApplicationDetail> {
  const row = await ownApplication(deps.db, session, id);
  const history = await repo.listHistory(deps.db, id);
  return {
    ...toSummary(row, locale),
    next: nextStepFor({
      lenderMode: row.application.lender_mode,
      lenderKey: row.lenderKey,
      creditAppId: row.application.id,
      transactionUrl: row.transactionUrl,
    }),
    history: history.map((entry) => ({
      fromStatus: entry.from_status,
      status: entry.status,
      source: entry.source,
      ...reasonForCustomer(entry.source, entry.note),
      createdAt: entry.created_at.toISOString(),
    })),
  };
}

/** One status change a caller asks for; `from` is the status it checked (null: the application was just created). */
export type StatusChange = {
  applicationId: string;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actorId: number | null;
  note?: string | null;
  /** What the lender reported with the change (status file, MIS): each given value replaces the stored one. */
  lenderReference?: string | null;
  disbursedAmount?: number | null;
  disbursedOn?: string | null;
  remarks?: string | null;
  /** The lender's reason code (remarkCodes), with the remarks as its own words. */
  remarkCode?: string | null;
  /** The lender's own word for the status (its API's event, decision 044), kept on the change's last history row. */
  lenderStatus?: string | null;
};

/**
 * The one writer of application statuses (decision 031). In the caller's transaction: checks every change against
 * the lifecycle table for this source (a move it does not allow is a 409), moves each application that still has
 * the status the change was checked from, writes each step to the history with the source, and one outbox event
 * per history row; the dispatcher job then hands the events to their subscribers (messages, webhooks, e-mails,
 * commissions, rollups). Answers the applications that moved: one that had moved on since the check is left out.
 */
export async function recordStatusChanges(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  changes: StatusChange[],
  source: StatusSource,
): Promise<string[]> {
  const planned: repo.PlannedChange[] = changes.map((change) => {
    const steps = lifecycleSteps(change.from, change.to, source);
    if (!steps) throw new AppError('conflict', 'applicationNotSubmittable');
    return {
      applicationId: change.applicationId,
      from: change.from,
      to: change.to,
      steps,
      actorId: change.actorId,
      note: change.note ?? null,
      lenderReference: change.lenderReference ?? null,
      disbursedAmount: change.disbursedAmount ?? null,
      disbursedOn: change.disbursedOn ?? null,
      remarks: change.remarks ?? null,
      remarkCode: change.remarkCode ?? null,
      lenderStatus: change.lenderStatus ?? null,
    };
  });
  const moved: string[] = [];
  for (const part of chunks(planned, STATUS_CHANGES_PER_STATEMENT)) {
    const batch = randomUUID();
    const applied = await repo.applyStatusChanges(tx, part, source, batch);
    if (applied.length > 0) await enqueueDispatch(deps, tx, batch);
    moved.push(...applied);
  }
  return moved;
}

/**
 * One change the caller expects to apply (a customer's or a lender's single move): a change that lost a race with
 * another is a 409, like a move the table refuses.
 */
export async function recordStatusChange(
  deps: Pick<Deps, 'jobs'>,
  tx: Executor,
  change: StatusChange,
  source: StatusSource,
): Promise<void> {
  const moved = await recordStatusChanges(deps, tx, [change], source);
  if (moved.length !== 1) throw new AppError('conflict', 'applicationNotSubmittable');
}

/** Whether this source may move an application from one status to another: the lifecycle table's answer. */
export function mayMove(from: ApplicationStatus | null, to: ApplicationStatus, source: StatusSource): boolean {
  return mayChangeStatus(from, to, source);
}

/**
 * The current status, lender and lender reference of each of these applications, locked until the caller's
 * transaction ends; an id that is not an application's (a lender's word for one) is left out.
 */
export function lockStatuses(tx: Executor, ids: string[]) {
  return repo.lockStatuses(tx, ids.filter(isCreditAppId));
}

/** A lender's details of applications whose status it left as it was (status file rows without a move). */
export function updateLenderDetails(tx: Executor, rows: Parameters<typeof repo.updateLenderDetails>[1]) {
  return repo.updateLenderDetails(tx, rows);
}

/** What a lender's API is sent of an application (decision 044): its figures and its customer's profile. */
export function applicationForLender(db: Executor, id: string) {
  return isCreditAppId(id) ? repo.findApplicationForLender(db, id) : Promise.resolve(undefined);
}

/** Erasure: drops the notes of the customer's status history, keeping the moves (the law keeps those). */
export function eraseStatusNotes(tx: Executor, userId: number): Promise<void> {
  return repo.eraseHistoryNotes(tx, userId);
}

/** Erasure: lender references that carry the customer's identifiers or names become the erasure's pseudonym. */
export function pseudonymiseLenderReferences(tx: Executor, who: PersonalValues, pseudonym: string): Promise<void> {
  return repo.pseudonymiseLenderReferences(tx, who, pseudonym);
}

/**
 * Refuses to send an application to a lender that cannot lend to the customer now (issue 29): another application
 * of theirs for the product is open with it, or it declined them within its cooling period, or disbursed within 30
 * days. The answer is the sentence the offers page shows ("Declined on 28 Nov: you can apply again from 26 Feb").
 */
export async function refuseExcludedLender(
  tx: Executor,
  application: Pick<repo.ApplicationRow, 'id' | 'user_id' | 'product' | 'lender_id'>,
  locale: Locale,
): Promise<void> {
  const history = await repo.listLenderHistory(tx, application.user_id, application.product, {
    lenderId: application.lender_id,
    exceptId: application.id,
  });
  if (history.length === 0) return;
  const coolingDays = (await repo.findLenderCoolingDays(tx, application.lender_id)) ?? DEFAULT_COOLING_DAYS;
  const exclusion = exclusionFor({ id: application.lender_id, cooling_days: coolingDays }, history, todayInIndia());
  if (exclusion) throw new AppError('conflict', exclusionMessage(exclusion, locale));
}

/** The lender-submit page: a 'submit' lender's application goes from created to submitted. */
export async function submitApplication(
  deps: Deps,
  session: Session,
  id: string,
  locale: Locale = 'en',
): Promise<ApplicationDetail> {
  await deps.db.transaction(async (tx) => {
    const { application } = await ownApplication(tx, session, id);
    if (application.lender_mode !== 'submit' || application.status !== 'created') {
      throw new AppError('conflict', 'applicationNotSubmittable');
    }
    await refuseExcludedLender(tx, application, locale);
    await requireAcknowledgedKfs(tx, application);
    await recordStatusChange(
      deps,
      tx,
      { applicationId: id, from: 'created', to: 'submitted', actorId: session.subjectId, note: 'lender-submit' },
      'customer',
    );
  });
  return getApplication(deps, session, id, locale);
}

/**
 * "Continue to <lender>" on a transaction lender's page (issue 13): answers the lender's own address with the
 * customer's reference and records the hand-off. The first one moves the application from created to submitted
 * (source customer, note lender-handoff) in the same transaction as its status messages; going on again later
 * answers the address without another history row. A lender without an http(s) address is a 409 that says so,
 * and nothing is recorded.
 */
export async function handOffApplication(
  deps: Deps,
  session: Session,
  id: string,
  locale: Locale = 'en',
): Promise<HandoffResult> {
  return deps.db.transaction(async (tx) => {
    const row = await ownApplication(tx, session, id);
    const { application } = row;
    if (application.lender_mode !== 'transaction' || !handoffStatuses.includes(application.status)) {
      throw new AppError('conflict', 'applicationNotSubmittable');
    }
    if (application.status === 'created') {
      await refuseExcludedLender(tx, application, locale);
      await requireAcknowledgedKfs(tx, application);
    }
    const url = lenderHandoffUrl(row.transactionUrl, application.id);
    if (!url) throw new AppError('conflict', 'lenderLinkMissing');
    if (application.status === 'created') {
      await recordStatusChange(
        deps,
        tx,
        { applicationId: id, from: 'created', to: 'submitted', actorId: session.subjectId, note: HANDOFF_NOTE },
        'customer',
      );
    }
    return { url };
  });
}

/**
 * Starts (or resumes) the customer's gold-loan journey from another journey or a credit application
 * (e.g. after an intake rejection), carrying the amount over, and answers where the gold flow continues.
 */
export async function startGoldLoan(deps: Deps, session: Session, id: string): Promise<GoldLoanResult> {
  const userId = session.subjectId;
  return deps.db.transaction(async (tx) => {
    const amount = /^\d{1,9}$/.test(id)
      ? (await ownApp(tx, session, Number(id))).desired_amount
      : (await ownApplication(tx, session, id)).application.amount;
    let gold = await repo.findOpenApp(tx, userId, 'gl');
    if (!gold) {
      const partnerId = await repo.findUserPartnerId(tx, userId);
      gold =
        (await repo.insertOpenApp(tx, { userId, product: 'gl', desiredAmount: amount, partnerId })) ??
        (await repo.findOpenApp(tx, userId, 'gl'));
    }
    if (!gold) throw new AppError('conflict', 'conflict');
    if (gold.desired_amount === null && amount !== null) await repo.setAppDesiredAmount(tx, gold.id, amount);
    const user = await repo.findUserFlags(tx, userId);
    const redirect = user?.gl_completed === 1 ? productFlows.gl.offers : productFlows.gl.detail;
    return { redirect, appId: gold.id, productType: 'Gold Loans' as const };
  });
}

// ---------- for the customer's journey (offers, profile, intake) ----------

export type { ApplicationWithLender, CustomerAppRow } from './applications.repository';

/** The application this journey already has with this lender and has not sent yet, if any. */
export function findUnsentApplication(...args: Parameters<typeof repo.findUnsentApplication>) {
  return repo.findUnsentApplication(...args);
}

/** Creates an application; answers undefined when the journey already has an unsent one with this lender. */
export function insertApplication(...args: Parameters<typeof repo.insertApplication>) {
  return repo.insertApplication(...args);
}

/** Marks the credit application the customer is filling in now (the offers page sends them back to it). */
export function setInflightApplication(...args: Parameters<typeof repo.setInflightApplication>) {
  return repo.setInflightApplication(...args);
}

/** The customer's open journey for a product, if any. */
export function findOpenApp(...args: Parameters<typeof repo.findOpenApp>) {
  return repo.findOpenApp(...args);
}

/** The customer's sent applications for a product with the days the offer engine's exclusion rule reads. */
export function listLenderHistory(...args: Parameters<typeof repo.listLenderHistory>) {
  return repo.listLenderHistory(...args);
}

/** Changes the figures of an unsent application (the customer chose another amount or tenure on the same offer). */
export function updateUnsentTerms(...args: Parameters<typeof repo.updateUnsentTerms>) {
  return repo.updateUnsentTerms(...args);
}

/** Changes the tenure an open journey asks for (the profile's desired tenure). */
export function setAppDesiredTenure(...args: Parameters<typeof repo.setAppDesiredTenure>) {
  return repo.setAppDesiredTenure(...args);
}

/** Changes the amount an open journey asks for (the profile's desired loan amount). */
export function setAppDesiredAmount(...args: Parameters<typeof repo.setAppDesiredAmount>) {
  return repo.setAppDesiredAmount(...args);
}
