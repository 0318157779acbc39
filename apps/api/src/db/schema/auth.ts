import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque session tokens, kept only as SHA-256 hashes (DESIGN §5). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    token_hash: text().notNull().unique(),
    kind: text().$type<'customer' | 'admin' | 'partner'>().notNull(),
    subject_id: integer().notNull(),
    masquerade_admin_id: integer(),
    ip: text(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    last_used_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_subject_idx').on(table.kind, table.subject_id)],
);

/** Failed password logins, counted per account across addresses (DESIGN §5: rate limits on password checks). */
export const login_failures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    kind: text().$type<'admin' | 'partner'>().notNull(),
    identifier: text().notNull(),
    ip: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_account_idx').on(table.kind, table.identifier, table.created_at)],
);

export const otp_challenges = pgTable(
  'otp_challenges',
  {
    id: serial().primaryKey(),
    mobile: text().notNull(),
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
