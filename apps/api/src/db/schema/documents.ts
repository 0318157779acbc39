/**
 * Documents a lender asks for (decision 054): each lender's checklist per loan product, the files customers and
 * partners upload for an application (kept in private storage, newest first per kind), and the customer's OTP
 * consent that lets their partner upload for a while.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  DocumentContentType,
  DocumentKind,
  DocumentRejectionReason,
  DocumentUploader,
} from '@saakh/domain/documents';
import { admin_users } from './admins';
import { applications } from './applications';
import { lenders } from './catalogue';
import { partners, partner_users } from './partners';

/** What a lender asks for, per loan product: one row per product and kind. */
export const lender_document_requirements = pgTable(
  'lender_document_requirements',
  {
    lender_id: integer()
      .notNull()
      .references(() => lenders.id, { onDelete: 'cascade' }),
    product: text().notNull(),
    kind: text().$type<DocumentKind>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lender_id, table.product, table.kind] })],
);

/** Every upload for an application's asked documents; the newest of a kind is the one that counts. */
export const application_documents = pgTable(
  'application_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text().$type<DocumentKind>().notNull(),
    file_name: text().notNull(),
    content_type: text().$type<DocumentContentType>().notNull(),
    size_bytes: integer().notNull(),
    /** The file's key in the private store (never a public URL). */
    storage_key: text().notNull(),
    uploaded_by: text().$type<DocumentUploader>().notNull(),
    partner_user_id: integer().references(() => partner_users.id, { onDelete: 'set null' }),
    status: text().$type<'uploaded' | 'verified' | 'rejected'>().notNull().default('uploaded'),
    rejection_reason: text().$type<DocumentRejectionReason>(),
    rejection_note: text(),
    reviewed_by: integer().references(() => admin_users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_documents_latest_idx').on(table.application_id, table.kind, sql`${table.created_at} desc`),
  ],
);

/** A customer's OTP consent that their partner may upload documents for one application until expires_at. */
export const application_document_consents = pgTable(
  'application_document_consents',
  {
    id: serial().primaryKey(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    partner_id: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    partner_user_id: integer().references(() => partner_users.id, { onDelete: 'set null' }),
    granted_at: timestamp({ withTimezone: true }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('application_document_consents_application_idx').on(table.application_id, table.expires_at)],
);
