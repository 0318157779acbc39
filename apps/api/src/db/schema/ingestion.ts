import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IngestFileStatus, IngestKind, IngestSample, IngestStage, RowProblem } from '@saakh/domain/ingestion';
import type { ProfileAmountStyle, ProfileDateStyle, ProfileStatusWord } from '@saakh/domain/lender-file-profiles';
import type { SplitRole } from '@saakh/domain/partner-insights';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type {
  FeedDisagreementResolution,
  LedgerStatus,
  MisMatch,
  MisResolution,
  SlabBounds,
} from '@saakh/domain/reconciliation';
import { admin_users } from './admins';
import { applications } from './applications';
import { lenders } from './catalogue';
import { partner_payouts, partners } from './partners';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A lender file brought in by an admin (status file, MIS, commission): its checks, progress and outcome
 * (DESIGN §6). `status` is the spec's record status; `stage` says where the preview-then-apply flow is.
 */
export const ingest_files = pgTable(
  'ingest_files',
  {
    id: serial().primaryKey(),
    kind: text().$type<IngestKind>().notNull(),
    file_name: text().notNull(),
    format: text().$type<'xlsx' | 'xls' | 'csv'>().notNull(),
    sha256: text().notNull(),
    size_bytes: integer().notNull(),
    status: text().$type<IngestFileStatus>().notNull().default('processing'),
    stage: text().$type<IngestStage>().notNull().default('checking'),
    uploaded_by: integer().references(() => admin_users.id),
    /** The lender the file is from, when the admin named it: its file profile is applied (decision 046). */
    lender_id: integer().references(() => lenders.id, { onDelete: 'set null' }),
    duplicate_of: integer(),
    rows_read: integer().notNull().default(0),
    rows_total: integer(),
    bytes_read: integer().notNull().default(0),
    rows_updated: integer().notNull().default(0),
    error_count: integer().notNull().default(0),
    /** The first INGEST_MAX_KEPT_ERRORS row problems (message keys; rendered per language when read). */
    problems: jsonb().$type<RowProblem[]>().notNull().default([]),
    unknown_columns: jsonb().$type<string[]>().notNull().default([]),
    outcomes: jsonb().$type<Record<string, number>>().notNull().default({}),
    samples: jsonb().$type<IngestSample[]>().notNull().default([]),
    skip_errors: boolean(),
    /** Why the whole file failed: a message key. */
    failure: text(),
    applied_by: integer().references(() => admin_users.id),
    applied_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ingest_files_kind_idx').on(table.kind, table.created_at),
    index('ingest_files_sha_idx').on(table.kind, table.sha256),
  ],
);

/**
 * How one lender sends one kind of file (decision 046): its headers for the template's columns, its other names, its
 * status words and its date and amount styles. Saved from an upload's mapping step or edited by an admin.
 */
export const lender_file_profiles = pgTable(
  'lender_file_profiles',
  {
    id: serial().primaryKey(),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id, { onDelete: 'cascade' }),
    kind: text().$type<IngestKind>().notNull(),
    columns: jsonb().$type<Record<string, string>>().notNull().default({}),
    aliases: jsonb().$type<string[]>().notNull().default([]),
    status_words: jsonb().$type<ProfileStatusWord[]>().notNull().default([]),
    date_style: text().$type<ProfileDateStyle>().notNull().default('dmy'),
    amount_style: text().$type<ProfileAmountStyle>().notNull().default('indian'),
    updated_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lender_file_profiles_lender_kind_idx').on(table.lender_id, table.kind)],
);

/**
 * The uploaded bytes in 1 MiB chunks, kept private in the database (decision 009) so a job on any worker can read
 * them again; chunks keep memory flat while a large file is stored and read back.
 */
export const ingest_file_chunks = pgTable(
  'ingest_file_chunks',
  {
    file_id: integer()
      .notNull()
      .references(() => ingest_files.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    content: bytea().notNull(),
  },
  (table) => [primaryKey({ columns: [table.file_id, table.seq] })],
);

/** Each row of an applied MIS with how it matched Saakh's applications and, for exceptions, what an admin decided. */
export const mis_rows = pgTable(
  'mis_rows',
  {
    id: serial().primaryKey(),
    file_id: integer()
      .notNull()
      .references(() => ingest_files.id),
    row_number: integer().notNull(),
    lender_id: integer().references(() => lenders.id),
    /** The row's cells as the lender wrote them, for people to read. */
    values: jsonb().$type<Record<string, string | number | null>>().notNull(),
    /** The facts a disbursal takes from the row, as read. */
    disbursed_amount: numeric({ precision: 14, scale: 2 }).notNull(),
    disbursed_on: date({ mode: 'string' }).notNull(),
    lender_reference: text(),
    utr: text(),
    match: text().$type<MisMatch>().notNull(),
    score: integer().notNull(),
    /** The best candidate (matched, probable) or the application an admin chose. */
    application_id: uuid().references(() => applications.id),
    resolution: text().$type<MisResolution>(),
    resolved_by: integer().references(() => admin_users.id),
    resolved_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mis_rows_file_idx').on(table.file_id, table.row_number),
    index('mis_rows_open_idx')
      .on(table.created_at)
      .where(sql`resolution is null`),
  ],
);

/**
 * A status-file row that contradicts what the lender's API said of the application (decision 044): kept with both
 * values and their sources until an admin keeps the live value or takes the file's.
 */
export const feed_disagreements = pgTable(
  'feed_disagreements',
  {
    id: serial().primaryKey(),
    file_id: integer()
      .notNull()
      .references(() => ingest_files.id),
    row_number: integer().notNull(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id),
    file_status: text().$type<ApplicationStatus>().notNull(),
    file_amount: numeric({ precision: 14, scale: 2 }),
    file_on: date({ mode: 'string' }),
    file_reference: text(),
    file_remarks: text(),
    file_remark_code: text(),
    live_status: text().$type<ApplicationStatus>().notNull(),
    live_amount: numeric({ precision: 14, scale: 2 }),
    live_on: date({ mode: 'string' }),
    live_source: text().$type<StatusSource>().notNull(),
    live_at: timestamp({ withTimezone: true }).notNull(),
    resolution: text().$type<FeedDisagreementResolution>(),
    resolved_by: integer().references(() => admin_users.id),
    resolved_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feed_disagreements_file_idx').on(table.file_id, table.row_number),
    index('feed_disagreements_open_idx')
      .on(table.created_at)
      .where(sql`resolution is null`),
  ],
);

/** Commission a lender paid Saakh, one row per line of its statement. */
export const commission_receipts = pgTable(
  'commission_receipts',
  {
    id: serial().primaryKey(),
    file_id: integer()
      .notNull()
      .references(() => ingest_files.id),
    row_number: integer().notNull(),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    application_id: uuid().references(() => applications.id),
    lender_reference: text(),
    disbursed_amount: numeric({ precision: 14, scale: 2 }),
    commission_amount: numeric({ precision: 14, scale: 2 }).notNull(),
    gst: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    tds: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    payout_date: date({ mode: 'string' }).notNull(),
    utr: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('commission_receipts_lender_idx').on(table.lender_id, table.payout_date),
    index('commission_receipts_app_idx').on(table.application_id),
    index('commission_receipts_payout_idx').on(table.payout_date),
  ],
);

/**
 * What Saakh owes each partner for a disbursal it brought (DESIGN §7): pending from the expected commission when
 * the loan is disbursed, earned once the lender has paid, paid when Saakh pays the partner.
 */
export const commission_ledger = pgTable(
  'commission_ledger',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    application_id: uuid()
      .notNull()
      .references(() => applications.id),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    status: text().$type<LedgerStatus>().notNull(),
    /** The Saakh commission the share is taken from: expected until the lender pays, then received. */
    base_amount: numeric({ precision: 14, scale: 2 }).notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    tds: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** The GST paid with the share: set when it is paid (0 for a partner not registered then), null before. */
    gst: numeric({ precision: 14, scale: 2 }),
    disbursed_on: date({ mode: 'string' }).notNull(),
    earned_at: timestamp({ withTimezone: true }),
    paid_at: timestamp({ withTimezone: true }),
    payout_id: integer().references(() => partner_payouts.id),
    // What priced the row (decision 032), written with its figures by modules/commissions, so a statement shows the
    // rule that gave this amount even after the lender's slabs or the partner's terms change.
    /** The lender slab the expected commission came from (no slab applied: null); no foreign key, the slab may go. */
    slab_id: integer(),
    /** Its place in the lender's list then, from 1 ("Slab 2"). */
    slab_position: integer(),
    slab_bounds: jsonb().$type<SlabBounds>(),
    /** The slab's rates: Saakh's percentage of the disbursal and its flat amount. */
    lender_percent: numeric({ precision: 6, scale: 3 }),
    lender_flat: numeric({ precision: 12, scale: 2 }),
    /** The terms of the partner that brought the customer: its percentage of base_amount and its flat fee. */
    partner_percent: numeric({ precision: 6, scale: 3 }),
    partner_flat: integer(),
    /** That partner's share of base_amount before its parent's split. */
    gross_share: numeric({ precision: 14, scale: 2 }).notNull(),
    split_role: text().$type<SplitRole>().notNull(),
    /** The parent's percent of the gross share, on both lines of a split. */
    split_percent: numeric({ precision: 5, scale: 2 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_ledger_application_uq').on(table.application_id, table.partner_id),
    index('commission_ledger_partner_idx').on(table.partner_id, table.status, table.disbursed_on),
    index('commission_ledger_payout_idx').on(table.payout_id),
  ],
);

/**
 * The rows an apply will write, staged by the check as it classifies them (with progress), so that the apply is a
 * few set-based statements in one transaction. Cleared when the file is applied, discarded or checked again.
 */
export const ingest_rows = pgTable(
  'ingest_rows',
  {
    file_id: integer()
      .notNull()
      .references(() => ingest_files.id, { onDelete: 'cascade' }),
    row_number: integer().notNull(),
    outcome: text().notNull(),
    application_id: uuid(),
    data: jsonb().$type<Record<string, string | number | null>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.file_id, table.row_number] })],
);
