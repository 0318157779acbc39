/**
 * My data (issue 30 item 4, decision 038): the customer sees what Saakh holds about them and who received it,
 * downloads all of it (a JSON document and a readable PDF made by a job, kept DATA_EXPORT_KEEP_DAYS), and asks for
 * its erasure having seen what is erased and what is kept and why. The erasure itself stays the customer-erasure
 * module's: this one only calls its service.
 */
import { z } from 'zod';
import { dayInIndia, rangeInstants } from '@saakh/domain/date-ranges';
import {
  DATA_EXPORT_KEEP_DAYS,
  DATA_EXPORTS_PER_DAY,
  dataExportDocumentSchema,
  erasureKeepReasons,
  heldDataCategories,
  type CreateDataExportInput,
  type DataExport,
  type DataExportDocument,
  type DataExportFormat,
  type HeldDataCategory,
  type MyDataSummary,
  type MyErasureState,
  type SharedParty,
} from '@saakh/domain/data-rights';
import type { Locale } from '@saakh/domain/i18n';
import { localized } from '@saakh/domain/localized';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { defineJob } from '../../lib/jobs/jobs';
import { printPdf } from '../../lib/pdf/pdf-printer';
import { consentsOfCustomer } from '../consents/consents.service';
import { latestErasureRequest, previewErasure } from '../customer-erasure/customer-erasure.service';
import { dataExportHtml } from './data-export-render';
import * as repo from './data-rights.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Profile entries that are bookkeeping rather than something the customer filled in. */
const profileBookkeeping = new Set([
  'mobile_phone_code',
  'email_verified',
  'allow_sms',
  'allow_emails',
  'utms',
  'url_segment',
  'last_login_at',
  'created_at',
  'updated_at',
  'loan_requests',
]);

/** The profile's filled fields by name, in the profile's order. */
function filledFields(profile: Record<string, unknown>): string[] {
  return Object.entries(profile)
    .filter(([field, value]) => !profileBookkeeping.has(field) && value !== null && value !== '')
    .map(([field]) => field);
}

/** Every party the customer's data went to: lenders, the partner who brought them, message providers. */
async function sharedParties(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  locale: Locale,
): Promise<SharedParty[]> {
  const lenders = await repo.lenderShares(deps.db, userId);
  const partner = await repo.partnerShare(deps.db, userId);
  const processors = await repo.messageProcessors(deps.db, userId);
  const parties: SharedParty[] = lenders.map((lender) => ({
    kind: 'lender',
    name: localized(lender.name, lender.name_hi, locale),
    role: null,
    data: lender.documents ? ['profile', 'applications', 'kfs', 'documents'] : ['profile', 'applications', 'kfs'],
    first_at: lender.first_at,
    last_at: lender.last_at,
    references: lender.references,
  }));
  if (partner) {
    parties.push({
      kind: 'partner',
      name: partner.name,
      role: null,
      data: partner.applications > 0 ? ['profile', 'applications'] : ['profile'],
      first_at: partner.first_at,
      last_at: partner.last_at,
      references: [],
    });
  }
  // Customers upload no files today (the intake forms' answers are kept in the database), so the file store holds
  // nothing of theirs and is not named; the companies that carried their messages are, by channel, named as
  // configured (config.processors).
  for (const processor of processors) {
    parties.push({
      kind: 'processor',
      name: deps.config.processors[processor.channel],
      role: processor.channel,
      data: ['messages'],
      first_at: processor.first_at,
      last_at: processor.last_at,
      references: [],
    });
  }
  return parties;
}

/** GET /api/customer/my-data: each kind of data held, with its count and newest time, and who received it. */
export async function myDataSummary(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  locale: Locale,
): Promise<MyDataSummary> {
  const profile = await repo.profileOf(deps.db, userId);
  if (!profile) throw new AppError('not_found', 'notFound');
  const counts = new Map((await repo.heldCounts(deps.db, userId)).map((row) => [row.category, row]));
  const held = heldDataCategories.map((category: HeldDataCategory) => {
    if (category === 'profile') {
      return { category, count: 1, fields: filledFields(profile), latest_at: (profile.updated_at as string) ?? null };
    }
    const row = counts.get(category);
    return { category, count: row?.count ?? 0, fields: [], latest_at: row?.latest ?? null };
  });
  return { held, shared: await sharedParties(deps, userId, locale) };
}

// ---------- the download ----------

function toDataExport(row: repo.DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    language: row.language,
    requested_at: row.requested_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    json_bytes: row.json_bytes,
    pdf_bytes: row.pdf_bytes,
  };
}

/**
 * The customer asks for a download: one being made already answers (no second job); otherwise at most
 * DATA_EXPORTS_PER_DAY a day in India (failed ones not counted), written with its job in one transaction.
 */
export async function requestDataExport(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  userId: number,
  input: CreateDataExportInput,
): Promise<DataExport> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await repo.lockCustomer(tx, userId))) throw new AppError('not_found', 'notFound');
    const unfinished = await repo.findUnfinishedExport(tx, userId);
    if (unfinished) return unfinished;
    const today = dayInIndia(now);
    const made = await repo.countExportsSince(tx, userId, rangeInstants({ from: today, to: today }).start);
    if (made >= DATA_EXPORTS_PER_DAY) throw new AppError('too_many_requests', 'dataExportTooMany');
    const inserted = await repo.insertExport(tx, { userId, language: input.language, requestedAt: now });
    await deps.jobs.enqueue(tx, dataExportJob, { exportId: inserted.id }, { key: `data-export:${inserted.id}` });
    return inserted;
  });
  return toDataExport(row);
}

/** The customer's downloads not yet expired, newest first. */
export async function listDataExports(deps: Pick<Deps, 'db' | 'clock'>, userId: number): Promise<DataExport[]> {
  return (await repo.listExports(deps.db, userId, deps.clock.now())).map(toDataExport);
}

/**
 * One file of the customer's download: 404 for another's (or none), 409 while it is being made (or failed), 410 once
 * past its expiry, even before the nightly job has deleted it.
 */
export async function dataExportFile(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  id: number,
  format: DataExportFormat,
): Promise<{ body: Buffer; fileName: string; contentType: string }> {
  const row = await repo.findExport(deps.db, id);
  if (!row || row.user_id !== userId) throw new AppError('not_found', 'notFound');
  if (row.expires_at && row.expires_at.getTime() <= deps.clock.now().getTime()) {
    throw new AppError('gone', 'dataExportExpired');
  }
  if (row.status !== 'ready' || !row.completed_at) throw new AppError('conflict', 'dataExportNotReady');
  const body = await repo.exportFile(deps.db, id, format);
  if (!body) throw new AppError('conflict', 'dataExportNotReady');
  return {
    body,
    fileName: `saakh-my-data-${dayInIndia(row.completed_at)}.${format}`,
    contentType: format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
  };
}

/**
 * Everything held about the customer as the JSON document, kind by kind (their own rows only; no secrets, no staff),
 * reporting progress between kinds.
 */
export async function dataExportDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  locale: Locale,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<DataExportDocument> {
  const db = deps.db;
  const profile = await repo.profileOf(db, userId);
  if (!profile) throw new Error(`Data export of a customer that does not exist: ${userId}`);
  const consents = await consentsOfCustomer(db, userId, locale);
  const applications = await repo.applicationsOf(db, userId);
  const kfs = await repo.kfsOf(db, userId);
  await onProgress(25);
  const documents = await repo.documentsOf(db, userId);
  const messages = await repo.messagesOf(db, userId);
  const complaints = await repo.complaintsOf(db, userId);
  await onProgress(45);
  const document: DataExportDocument = {
    generated_at: deps.clock.now().toISOString(),
    customer_id: userId,
    profile,
    consents,
    applications,
    kfs,
    documents,
    messages,
    complaints,
    insurance_requests: await repo.insuranceRequestsOf(db, userId),
    help_requests: await repo.helpRequestsOf(db, userId),
    calls: await repo.callsOf(db, userId),
    sessions: await repo.sessionsOf(db, userId),
    shared: await sharedParties(deps, userId, locale),
  };
  await onProgress(60);
  return dataExportDocumentSchema.parse(document);
}

/**
 * Makes a download: the JSON document, then the PDF printed from it in the download's language, with the progress
 * written as it goes; ready with its expiry, or failed (the customer may ask again; a failure is not counted).
 */
export async function buildDataExport(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'log'>,
  exportId: number,
): Promise<{ status: 'ready' | 'failed' | 'skipped' }> {
  const row = await repo.findExport(deps.db, exportId);
  if (!row || row.status === 'ready') return { status: 'skipped' };
  if (await repo.exportOwnerErased(deps.db, row.user_id)) return { status: 'skipped' };
  if (!(await repo.startExport(deps.db, exportId))) return { status: 'skipped' };
  try {
    const document = await dataExportDocument(deps, row.user_id, row.language, (percent) =>
      repo.setExportProgress(deps.db, exportId, percent),
    );
    const json = Buffer.from(`${JSON.stringify(document, null, 2)}\n`, 'utf8');
    await repo.setExportProgress(deps.db, exportId, 70);
    const pdf = await printPdf(deps.config.chromiumPath, dataExportHtml(document, row.language));
    const completedAt = deps.clock.now();
    await repo.finishExport(deps.db, exportId, {
      json,
      pdf,
      completedAt,
      expiresAt: new Date(completedAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
    });
    return { status: 'ready' };
  } catch (error) {
    deps.log.error({ err: error, exportId }, 'data-rights: a download of My data could not be made');
    const at = deps.clock.now();
    await repo.failExport(deps.db, exportId, {
      at,
      expiresAt: new Date(at.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS),
    });
    return { status: 'failed' };
  }
}

/** The job that makes a download; a failure is recorded on the download rather than tried again. */
export const dataExportJob = defineJob({
  queue: 'data-rights.export',
  payload: z.object({ exportId: z.number().int() }),
  retryLimit: 0,
  // Printing a long PDF takes a while; a run still going after this died with its process.
  expireInSeconds: 10 * 60,
  run: (deps, { exportId }) => buildDataExport(deps, exportId),
});

// ---------- erasure ----------

/**
 * GET /api/customer/erasure-request: what an erasure of the customer erases and keeps (the admin preview's lines,
 * through the erasure module), why each kept kind is kept, the applications still with a lender, and their latest
 * request.
 */
export async function myErasureState(deps: Pick<Deps, 'db'>, userId: number): Promise<MyErasureState> {
  const preview = await previewErasure(deps, userId);
  return {
    lines: preview.lines.map((line) => ({
      ...line,
      keep_reason:
        line.action === 'keep' && line.category in erasureKeepReasons
          ? erasureKeepReasons[line.category as keyof typeof erasureKeepReasons]
          : null,
    })),
    applications_in_progress: preview.in_flight.length,
    request: await latestErasureRequest(deps, userId),
  };
}
