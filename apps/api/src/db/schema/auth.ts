import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Opaque session tokens, kept only as SHA-256 hashes (DESIGN §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    kind: text().$type<'customer' | 'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    masquerade_admin_id: integer(),
    /** The admin's session a masquerade was opened from: the masquerade lives only as long as it does. */
    masquerade_session_id: integer(),
    ip: text(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_subject_idx').on(table.kind, table.subject_id),
    index('sessions_masquerade_session_idx')
      .on(table.masquerade_session_id)
      .where(sql`masquerade_session_id is not null`),
  ],
);

/**
 * Failed password logins (decision 017). A try is written before its password is checked and deleted when the
 * password was right, so concurrent guesses count; read per address, per account and address (or known device), and
 * per account across addresses.
 */
export const login_failures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    identifier: text().notNull(),
    ip: text(),
    /** SHA-256 of the device cookie when the try came from a device known to this account; else null. */
    device_hash: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_account_idx').on(table.kind, table.identifier, table.created_at),
    index('login_failures_ip_idx').on(table.ip, table.created_at),
    index('login_failures_created_idx').on(table.created_at),
  ],
);

/** Browsers that signed in to a staff account: the device cookie's SHA-256, once per account (decision 017). */
export const login_devices = pgTable(
  'login_devices',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('login_devices_token_account_idx').on(table.token_hash, table.kind, table.subject_id)],
);

/** Single-use sign-in links e-mailed while an account is protected; only the token's SHA-256 is kept. */
export const login_links = pgTable(
  'login_links',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_links_account_idx').on(table.kind, table.subject_id, table.created_at)],
);

export const otp_challenges = pgTable(
  'otp_challenges',
  {
    id: serial().primaryKey(),
    mobile: text().notNull(),
    /** What the code confirms: a login, or a KFS the customer acknowledges (issue 30); one never answers the other. */
    purpose: text().$type<'login' | 'kfs' | 'grievance' | 'documents'>().notNull().default('login'),
    code_hash: text().notNull(),
    ip: text(),
    attempts: integer().notNull().default(0),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    consumed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_mobile_created_idx').on(table.mobile, table.created_at),
    index('otp_ip_created_idx').on(table.ip, table.created_at),
  ],
);

/**
 * Password reset links e-mailed on request (decision 045); only the token's SHA-256 is kept. A link works once, until
 * expires_at, and only while the account's password is still the one it was issued under (password_stamp), so any
 * password change ends every older link.
 */
export const password_reset_tokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    /** SHA-256 of the account's password hash when the link was issued. */
    password_stamp: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_account_idx').on(table.kind, table.subject_id, table.created_at)],
);

/**
 * A staff account's TOTP second factor (decision 045): the secret as secret-box ciphertext, confirmed once a first
 * code matched (until then it is a setup in progress), and the last time step used, so no code is accepted twice.
 */
export const staff_totp = pgTable(
  'staff_totp',
  {
    id: serial().primaryKey(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    secret: text().notNull(),
    confirmed_at: timestamp({ withTimezone: true }),
    last_step: bigint({ mode: 'number' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_totp_account_idx').on(table.kind, table.subject_id)],
);

/** Single-use recovery codes of a staff account's second factor, kept as SHA-256 hashes; a new set replaces the old. */
export const staff_recovery_codes = pgTable(
  'staff_recovery_codes',
  {
    id: serial().primaryKey(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    code_hash: text().notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_recovery_codes_account_idx').on(table.kind, table.subject_id)],
);

/**
 * The short-lived token a right password answers when a second factor is due (decision 045): no session yet. Its
 * purpose says what completes it: a code (`totp`) or setting the factor up first (`totp_setup`).
 */
export const login_challenges = pgTable(
  'login_challenges',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    purpose: text().$type<'totp' | 'totp_setup'>().notNull(),
    attempts: integer().notNull().default(0),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_challenges_account_idx').on(table.kind, table.subject_id)],
);
