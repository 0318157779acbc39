import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { documentOpenStatuses, type DocumentChecklistItem, type DocumentKind } from '@saakh/domain/documents';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import {
  application_document_consents,
  application_documents,
  lender_document_requirements,
} from '../../db/schema/documents';
import { users } from '../../db/schema/users';

const applicationColumns = {
  id: applications.id,
  reference: applications.reference,
  product: applications.product,
  status: applications.status,
  userId: applications.user_id,
  partnerId: applications.partner_id,
  lenderId: applications.lender_id,
  lenderName: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
  mobile: users.mobile_phone_number,
  createdAt: applications.created_at,
};

export type DocumentApplication = {
  id: string;
  reference: string;
  product: string;
  status: string;
  userId: number;
  partnerId: number | null;
  lenderId: number;
  lenderName: string;
  mobile: string;
  createdAt: Date;
};

function fromApplications(db: Executor) {
  return db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .innerJoin(users, eq(users.id, applications.user_id));
}

/** An application with what its documents need: its lender, product, status, customer and partner. */
export async function findApplication(db: Executor, applicationId: string): Promise<DocumentApplication | undefined> {
  const [row] = await fromApplications(db).where(eq(applications.id, applicationId)).limit(1);
  return row;
}

/** Locks the application until the transaction ends, so its status holds while a document is written. */
export async function lockApplication(db: Executor, applicationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row?.status;
}

/**
 * The customer's open applications whose lender asks for documents, newest first, each with how many it asks for and
 * how many are outstanding (nothing uploaded, or the latest upload rejected): one statement however many there are.
 */
export function documentRequestsOf(
  db: Executor,
  userId: number,
): Promise<
  {
    applicationId: string;
    reference: string;
    product: string;
    lenderName: string;
    asked: number;
    outstanding: number;
  }[]
> {
  const latestStatus = sql`(
    select ${application_documents.status} from ${application_documents}
    where ${application_documents.application_id} = ${applications.id}
      and ${application_documents.kind} = ${lender_document_requirements.kind}
    order by ${application_documents.created_at} desc, ${application_documents.id} desc
    limit 1
  )`;
  return db
    .select({
      applicationId: applications.id,
      reference: applications.reference,
      product: applications.product,
      lenderName: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
      asked: sql<number>`count(*)::int`,
      outstanding: sql<number>`(count(*) filter (where coalesce(${latestStatus}, 'rejected') = 'rejected'))::int`,
    })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .innerJoin(
      lender_document_requirements,
      and(
        eq(lender_document_requirements.lender_id, applications.lender_id),
        eq(lender_document_requirements.product, applications.product),
      ),
    )
    .where(and(eq(applications.user_id, userId), inArray(applications.status, [...documentOpenStatuses])))
    .groupBy(applications.id, lenders.id)
    .orderBy(desc(applications.created_at), desc(applications.id));
}

/** What the lender asks for a product. */
export async function askedKinds(db: Executor, lenderId: number, product: string): Promise<DocumentKind[]> {
  const rows = await db
    .select({ kind: lender_document_requirements.kind })
    .from(lender_document_requirements)
    .where(
      and(eq(lender_document_requirements.lender_id, lenderId), eq(lender_document_requirements.product, product)),
    );
  return rows.map((row) => row.kind);
}

export function checklistOf(db: Executor, lenderId: number): Promise<DocumentChecklistItem[]> {
  return db
    .select({ product: lender_document_requirements.product, kind: lender_document_requirements.kind })
    .from(lender_document_requirements)
    .where(eq(lender_document_requirements.lender_id, lenderId))
    .orderBy(asc(lender_document_requirements.product), asc(lender_document_requirements.kind));
}

/** Replaces the lender's whole checklist. */
export async function replaceChecklist(db: Executor, lenderId: number, items: DocumentChecklistItem[]): Promise<void> {
  await db.delete(lender_document_requirements).where(eq(lender_document_requirements.lender_id, lenderId));
  if (items.length === 0) return;
  await db
    .insert(lender_document_requirements)
    .values(items.map((item) => ({ lender_id: lenderId, product: item.product, kind: item.kind })));
}

export type DocumentRow = typeof application_documents.$inferSelect;

/** The latest upload of each kind of an application. */
export function latestUploads(db: Executor, applicationId: string): Promise<DocumentRow[]> {
  return db
    .selectDistinctOn([application_documents.kind])
    .from(application_documents)
    .where(eq(application_documents.application_id, applicationId))
    .orderBy(asc(application_documents.kind), desc(application_documents.created_at), desc(application_documents.id));
}

/**
 * How many of an application's documents wait for staff, as an expression over its id column: each kind's latest
 * upload, not yet reviewed (an upload replaced before review no longer counts).
 */
export function uploadsToReview(applicationId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${application_documents} d
    where d.application_id = ${applicationId} and d.status = 'uploaded'
      and not exists (
        select 1 from ${application_documents} n
        where n.application_id = d.application_id and n.kind = d.kind and (n.created_at, n.id) > (d.created_at, d.id)
      ))`;
}

/** The latest upload of one kind of an application, if any. */
export async function latestUpload(
  db: Executor,
  applicationId: string,
  kind: DocumentKind,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(application_documents)
    .where(and(eq(application_documents.application_id, applicationId), eq(application_documents.kind, kind)))
    .orderBy(desc(application_documents.created_at), desc(application_documents.id))
    .limit(1);
  return row;
}

export async function findDocument(db: Executor, fileId: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(application_documents).where(eq(application_documents.id, fileId)).limit(1);
  return row;
}

/**
 * Records an upload, stamped with the time of the insert itself (not the transaction's start): uploads of a kind are
 * written one at a time under the application's lock, so the newest is the latest stamp even when two overlap.
 */
export async function insertDocument(
  db: Executor,
  values: Omit<typeof application_documents.$inferInsert, 'created_at'>,
): Promise<void> {
  await db.insert(application_documents).values({ ...values, created_at: sql`clock_timestamp()` });
}

export async function reviewDocument(
  db: Executor,
  fileId: string,
  review: {
    status: 'verified' | 'rejected';
    reason: DocumentRow['rejection_reason'];
    note: string | null;
    adminId: number;
    at: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(application_documents)
    .set({
      status: review.status,
      rejection_reason: review.reason,
      rejection_note: review.note,
      reviewed_by: review.adminId,
      reviewed_at: review.at,
    })
    .where(and(eq(application_documents.id, fileId), eq(application_documents.status, 'uploaded')))
    .returning({ id: application_documents.id });
  return rows.length > 0;
}

export async function insertConsent(
  db: Executor,
  values: { applicationId: string; partnerId: number; partnerUserId: number | null; at: Date; until: Date },
): Promise<void> {
  await db.insert(application_document_consents).values({
    application_id: values.applicationId,
    partner_id: values.partnerId,
    partner_user_id: values.partnerUserId,
    granted_at: values.at,
    expires_at: values.until,
  });
}

/** Until when the partner's consent for the application stands at `now`, or null when none does. */
export async function consentUntil(
  db: Executor,
  applicationId: string,
  partnerId: number,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({
      until: sql<Date | null>`max(${application_document_consents.expires_at})`.mapWith(
        application_document_consents.expires_at,
      ),
    })
    .from(application_document_consents)
    .where(
      and(
        eq(application_document_consents.application_id, applicationId),
        eq(application_document_consents.partner_id, partnerId),
        gt(application_document_consents.expires_at, now),
      ),
    );
  return row?.until ?? null;
}

/** Erasure: deletes the documents and consents of the customer's applications; the files' keys, to delete them. */
export async function deleteCustomerDocuments(db: Executor, userId: number): Promise<string[]> {
  const ofCustomer = db.select({ id: applications.id }).from(applications).where(eq(applications.user_id, userId));
  await db
    .delete(application_document_consents)
    .where(inArray(application_document_consents.application_id, ofCustomer));
  const rows = await db
    .delete(application_documents)
    .where(inArray(application_documents.application_id, ofCustomer))
    .returning({ key: application_documents.storage_key });
  return rows.map((row) => row.key);
}
