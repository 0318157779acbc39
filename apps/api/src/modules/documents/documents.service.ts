/**
 * Documents a lender asks for (issue 33, item 3; decision 054): each lender's checklist per product, what an open
 * application still needs, uploads by the customer (or their partner with the customer's OTP consent) into private
 * storage, staff's review, and the files read back only by the customer and staff.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { SendOtpResult } from '@saakh/domain/auth';
import {
  DOCUMENT_CONSENT_MINUTES,
  documentKinds,
  documentOpenStatuses,
  type ApplicationDocument,
  type ApplicationDocuments,
  type DocumentConsent,
  type DocumentKind,
  type DocumentRequests,
  type DocumentReviewInput,
  type LenderDocumentChecklist,
  type PartnerApplicationDocuments,
} from '@saakh/domain/documents';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import type { UploadedFile } from '../../lib/uploads/multipart';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import { recordAudit } from '../audit/audit.service';
import { checkOtpCode, sendOtpCode } from '../auth/auth.service';
import { lenderExists } from '../lenders/lenders.service';
import * as repo from './documents.repository';

const MINUTE_MS = 60 * 1000;

const notFound = () => new AppError('not_found', 'notFound');

function isOpen(status: string): boolean {
  return (documentOpenStatuses as readonly string[]).includes(status);
}

function toItem(kind: DocumentKind, upload: repo.DocumentRow | undefined): ApplicationDocument {
  if (!upload) return { kind, status: 'needed', file: null, rejection: null, reviewedAt: null };
  return {
    kind,
    status: upload.status,
    file: {
      id: upload.id,
      fileName: upload.file_name,
      contentType: upload.content_type,
      sizeBytes: upload.size_bytes,
      uploadedAt: upload.created_at.toISOString(),
      uploadedBy: upload.uploaded_by,
    },
    rejection:
      upload.status === 'rejected' && upload.rejection_reason
        ? { reason: upload.rejection_reason, note: upload.rejection_note }
        : null,
    reviewedAt: upload.reviewed_at?.toISOString() ?? null,
  };
}

/** The lender's checklist for the application's product, in the order of documentKinds, with the latest uploads. */
async function documentsOf(db: Executor, application: repo.DocumentApplication): Promise<ApplicationDocuments> {
  const asked = new Set(await repo.askedKinds(db, application.lenderId, application.product));
  const uploads = new Map((await repo.latestUploads(db, application.id)).map((row) => [row.kind, row]));
  const items = documentKinds.filter((kind) => asked.has(kind)).map((kind) => toItem(kind, uploads.get(kind)));
  return {
    applicationId: application.id,
    reference: application.reference,
    product: application.product,
    lenderName: application.lenderName,
    open: isOpen(application.status),
    items,
    outstanding: items.filter((item) => item.status === 'needed' || item.status === 'rejected').length,
  };
}

// ---- access ------------------------------------------------------------------------------------------------------

/** The customer's own application; any other (or none) is not found. */
async function customerApplication(deps: Pick<Deps, 'db'>, session: Session, applicationId: string) {
  const application = await repo.findApplication(deps.db, applicationId);
  if (!application || application.userId !== session.subjectId) throw notFound();
  return application;
}

/** An application the partner brought; any other partner's (or none) is not found. */
async function partnerApplication(deps: Pick<Deps, 'db'>, actor: PartnerActor, applicationId: string) {
  const application = await repo.findApplication(deps.db, applicationId);
  if (!application || application.partnerId === null || application.partnerId !== actor.partnerId) throw notFound();
  return application;
}

async function staffApplication(deps: Pick<Deps, 'db'>, applicationId: string) {
  const application = await repo.findApplication(deps.db, applicationId);
  if (!application) throw notFound();
  return application;
}

// ---- reads -------------------------------------------------------------------------------------------------------

/** The customer's open applications whose lender asks for documents, with how many are still outstanding. */
export function documentRequests(deps: Pick<Deps, 'db'>, session: Session): Promise<DocumentRequests> {
  return repo.documentRequestsOf(deps.db, session.subjectId);
}

export async function customerDocuments(
  deps: Pick<Deps, 'db'>,
  session: Session,
  applicationId: string,
): Promise<ApplicationDocuments> {
  return documentsOf(deps.db, await customerApplication(deps, session, applicationId));
}

export async function partnerDocuments(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: PartnerActor,
  applicationId: string,
): Promise<PartnerApplicationDocuments> {
  const application = await partnerApplication(deps, actor, applicationId);
  const until = await repo.consentUntil(deps.db, application.id, actor.partnerId, deps.clock.now());
  return { ...(await documentsOf(deps.db, application)), consentUntil: until?.toISOString() ?? null };
}

export async function staffDocuments(deps: Pick<Deps, 'db'>, applicationId: string): Promise<ApplicationDocuments> {
  return documentsOf(deps.db, await staffApplication(deps, applicationId));
}

/**
 * For the cases queue (decision 053): how many of an application's uploads wait for staff, as an SQL expression over
 * its id column, so the queue can show, filter and page by it in one statement.
 */
export const documentsToReviewSql = repo.uploadsToReview;

// ---- uploads -----------------------------------------------------------------------------------------------------

/** Why a document of this kind cannot be uploaded to the application now, checked again under the lock. */
async function assertUploadable(
  db: Executor,
  application: repo.DocumentApplication,
  status: string,
  kind: DocumentKind,
) {
  if (!isOpen(status)) throw new AppError('conflict', 'documentsClosed');
  const asked = await repo.askedKinds(db, application.lenderId, application.product);
  if (!asked.includes(kind)) throw new AppError('validation', 'documentNotAsked');
  if ((await repo.latestUpload(db, application.id, kind))?.status === 'verified') {
    throw new AppError('conflict', 'documentAlreadyVerified');
  }
}

type Uploader = { by: 'customer' } | { by: 'partner'; partnerId: number; partnerUserId: number };

/**
 * Checks an upload before its file is read: the application must be open, ask for the kind, and not have it verified
 * (and, for a partner, the customer's consent must stand). `readFile` reads the form only once these hold.
 */
async function upload(
  deps: Pick<Deps, 'db' | 'clock' | 'privateStorage' | 'log'>,
  application: repo.DocumentApplication,
  kind: DocumentKind,
  uploader: Uploader,
  readFile: () => Promise<UploadedFile>,
): Promise<void> {
  await assertUploadable(deps.db, application, application.status, kind);
  const file = await readFile();
  const id = randomUUID();
  const ext = file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
  const key = `documents/${application.id}/${id}.${ext}`;
  await deps.privateStorage.put(key, file.content, file.contentType);
  try {
    await deps.db.transaction(async (tx) => {
      const status = await repo.lockApplication(tx, application.id);
      if (status === undefined) throw notFound();
      if (uploader.by === 'partner') await assertConsent(tx, application.id, uploader.partnerId, deps.clock.now());
      await assertUploadable(tx, application, status, kind);
      await repo.insertDocument(tx, {
        id,
        application_id: application.id,
        kind,
        file_name: file.fileName,
        content_type: file.contentType as repo.DocumentRow['content_type'],
        size_bytes: file.content.length,
        storage_key: key,
        uploaded_by: uploader.by,
        partner_user_id: uploader.by === 'partner' ? uploader.partnerUserId : null,
      });
    });
  } catch (error) {
    // Nothing half-saved: a refused upload leaves no file behind.
    await deps.privateStorage.delete(key).catch((cleanup: unknown) => {
      deps.log.warn({ err: cleanup }, 'A refused document upload could not be removed from private storage');
    });
    throw error;
  }
}

export async function uploadAsCustomer(
  deps: Pick<Deps, 'db' | 'clock' | 'privateStorage' | 'log'>,
  session: Session,
  applicationId: string,
  kind: DocumentKind,
  readFile: () => Promise<UploadedFile>,
): Promise<ApplicationDocuments> {
  const application = await customerApplication(deps, session, applicationId);
  await upload(deps, application, kind, { by: 'customer' }, readFile);
  return documentsOf(deps.db, application);
}

async function assertConsent(db: Executor, applicationId: string, partnerId: number, now: Date) {
  if (!(await repo.consentUntil(db, applicationId, partnerId, now))) {
    throw new AppError('forbidden', 'documentConsentRequired');
  }
}

export async function uploadAsPartner(
  deps: Pick<Deps, 'db' | 'clock' | 'privateStorage' | 'log'>,
  actor: PartnerActor,
  applicationId: string,
  kind: DocumentKind,
  readFile: () => Promise<UploadedFile>,
): Promise<PartnerApplicationDocuments> {
  const application = await partnerApplication(deps, actor, applicationId);
  await assertConsent(deps.db, application.id, actor.partnerId, deps.clock.now());
  await upload(
    deps,
    application,
    kind,
    { by: 'partner', partnerId: actor.partnerId, partnerUserId: actor.partnerUserId },
    readFile,
  );
  return partnerDocuments(deps, actor, applicationId);
}

// ---- the partner's consent ---------------------------------------------------------------------------------------

/** Sends the application's customer the OTP that lets this partner upload their documents for a while. */
export async function sendConsentOtp(
  deps: Deps,
  actor: PartnerActor,
  applicationId: string,
  ip: string,
): Promise<SendOtpResult> {
  const application = await partnerApplication(deps, actor, applicationId);
  if (!isOpen(application.status)) throw new AppError('conflict', 'documentsClosed');
  return sendOtpCode(deps, application.mobile, ip, {
    purpose: 'documents',
    text: (code) =>
      `${code} is your Saakh OTP to let your loan partner upload documents for loan application ${application.reference} for ${DOCUMENT_CONSENT_MINUTES} minutes. It is valid for 5 minutes. Share it only with your partner if you agree.`,
    templateId: deps.config.sms.documentsOtpTemplateId,
  });
}

/** The customer's OTP, typed in by the partner: records the consent for DOCUMENT_CONSENT_MINUTES. */
export async function verifyConsent(
  deps: Deps,
  actor: PartnerActor,
  applicationId: string,
  otp: string,
): Promise<DocumentConsent> {
  const application = await partnerApplication(deps, actor, applicationId);
  if (!isOpen(application.status)) throw new AppError('conflict', 'documentsClosed');
  await checkOtpCode(deps, application.mobile, otp, 'documents');
  const at = deps.clock.now();
  const until = new Date(at.getTime() + DOCUMENT_CONSENT_MINUTES * MINUTE_MS);
  await repo.insertConsent(deps.db, {
    applicationId: application.id,
    partnerId: actor.partnerId,
    partnerUserId: actor.partnerUserId,
    at,
    until,
  });
  return { consentUntil: until.toISOString() };
}

// ---- files -------------------------------------------------------------------------------------------------------

export type DocumentDownload = { fileName: string; contentType: string; sizeBytes: number; body: Readable };

async function openFile(deps: Pick<Deps, 'privateStorage'>, row: repo.DocumentRow): Promise<DocumentDownload> {
  const body = await deps.privateStorage.get(row.storage_key);
  if (!body) throw notFound();
  return { fileName: row.file_name, contentType: row.content_type, sizeBytes: row.size_bytes, body };
}

/** The customer's own upload. */
export async function customerFile(
  deps: Pick<Deps, 'db' | 'privateStorage'>,
  session: Session,
  applicationId: string,
  fileId: string,
): Promise<DocumentDownload> {
  const application = await customerApplication(deps, session, applicationId);
  const row = await repo.findDocument(deps.db, fileId);
  if (!row || row.application_id !== application.id) throw notFound();
  return openFile(deps, row);
}

/** A file for staff: each opening is audited, a staff action on personal data. */
export async function staffFile(
  deps: Pick<Deps, 'db' | 'privateStorage'>,
  session: Session,
  fileId: string,
): Promise<DocumentDownload> {
  const row = await repo.findDocument(deps.db, fileId);
  if (!row) throw notFound();
  const file = await openFile(deps, row);
  await recordAudit(deps.db, session, [
    {
      action: 'application_document.view',
      entity: 'application',
      entityId: row.application_id,
      field: row.kind,
      newValue: { file_id: row.id },
    },
  ]);
  return file;
}

// ---- review ------------------------------------------------------------------------------------------------------

/**
 * Staff's verdict on an upload: only the latest of its kind, not yet reviewed, of an open application (409 otherwise,
 * so two staff cannot overwrite each other). Audited with the decision and reason, not the note.
 */
export async function reviewDocument(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  fileId: string,
  input: DocumentReviewInput,
): Promise<ApplicationDocuments> {
  const row = await repo.findDocument(deps.db, fileId);
  if (!row) throw notFound();
  await deps.db.transaction(async (tx) => {
    const status = await repo.lockApplication(tx, row.application_id);
    if (status === undefined) throw notFound();
    if (!isOpen(status)) throw new AppError('conflict', 'documentsClosed');
    const latest = await repo.latestUpload(tx, row.application_id, row.kind);
    if (latest?.id !== row.id || latest.status !== 'uploaded')
      throw new AppError('conflict', 'documentAlreadyReviewed');
    const reviewed = await repo.reviewDocument(tx, row.id, {
      status: input.decision,
      reason: input.decision === 'rejected' ? input.reason : null,
      note: input.decision === 'rejected' ? input.note : null,
      adminId: session.subjectId,
      at: deps.clock.now(),
    });
    if (!reviewed) throw new AppError('conflict', 'documentAlreadyReviewed');
    await recordAudit(tx, session, [
      {
        action: 'application_document.review',
        entity: 'application',
        entityId: row.application_id,
        field: row.kind,
        oldValue: { file_id: row.id, status: 'uploaded' },
        newValue: {
          file_id: row.id,
          status: input.decision,
          ...(input.decision === 'rejected' ? { rejection: input.reason } : {}),
        },
      },
    ]);
  });
  return staffDocuments(deps, row.application_id);
}

// ---- checklists --------------------------------------------------------------------------------------------------

export async function lenderChecklist(deps: Pick<Deps, 'db'>, lenderId: number): Promise<LenderDocumentChecklist> {
  if (!(await lenderExists(deps.db, lenderId))) throw notFound();
  return { items: await repo.checklistOf(deps.db, lenderId) };
}

/** A checklist as the history shows it: each product's documents, in the order of documentKinds. */
function byProduct(items: { product: string; kind: DocumentKind }[]): Record<string, DocumentKind[]> {
  const lists: Record<string, DocumentKind[]> = {};
  for (const kind of documentKinds) {
    for (const item of items) if (item.kind === kind) (lists[item.product] ??= []).push(kind);
  }
  return Object.fromEntries(Object.entries(lists).sort(([a], [b]) => a.localeCompare(b)));
}

/** Replaces a lender's whole checklist; audited with each product's documents before and after when they differ. */
export async function saveLenderChecklist(
  deps: Pick<Deps, 'db'>,
  session: Session,
  lenderId: number,
  input: LenderDocumentChecklist,
): Promise<LenderDocumentChecklist> {
  return deps.db.transaction(async (tx) => {
    if (!(await lenderExists(tx, lenderId))) throw notFound();
    const before = byProduct(await repo.checklistOf(tx, lenderId));
    await repo.replaceChecklist(tx, lenderId, input.items);
    const after = byProduct(await repo.checklistOf(tx, lenderId));
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, session, [
        {
          action: 'lender.documents.update',
          entity: 'lender',
          entityId: lenderId,
          field: 'document_checklist',
          oldValue: before,
          newValue: after,
        },
      ]);
    }
    return { items: await repo.checklistOf(tx, lenderId) };
  });
}

// ---- erasure -----------------------------------------------------------------------------------------------------

/**
 * Erasure (decision 015): deletes the rows of the customer's documents in the erasure's transaction and answers the
 * keys of their files, which the caller deletes from private storage once the transaction commits.
 */
export function eraseCustomerDocumentRows(tx: Executor, userId: number): Promise<string[]> {
  return repo.deleteCustomerDocuments(tx, userId);
}

/** Deletes erased documents' files; one that fails is logged by key (no personal data) and the rest still go. */
export async function deleteDocumentFiles(deps: Pick<Deps, 'privateStorage' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.privateStorage.delete(key).catch((error: unknown) => {
      deps.log.error({ err: error, key }, 'An erased document file could not be deleted from private storage');
    });
  }
}
