import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DedupeDecision, DedupeMatch } from '@saakh/domain/dedupe';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { admin_users } from './admins';
import { applications } from './applications';
import { partners } from './partners';
import { users } from './users';

/**
 * Every duplicate the de-dupe rule found (decision 013): the later application, the first one it matched, both
 * partners (null: a direct customer), what matched and the decision; an admin's override is kept beside it. The
 * rule itself searches users and applications by their existing indexes (mobile, PAN, user and creation time).
 */
export const dedupe_logs = pgTable(
  'dedupe_logs',
  {
    id: serial().primaryKey(),
    /** The later application: the duplicate. */
    application_id: uuid()
      .notNull()
      .references(() => applications.id),
    first_application_id: uuid()
      .notNull()
      .references(() => applications.id),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    product: text().$type<LoanProductCode>().notNull(),
    matched_on: text().$type<DedupeMatch>().notNull(),
    /** The partner of the first application, who keeps the lead unless an admin overrides. */
    first_partner_id: integer().references(() => partners.id),
    /** The partner the later application came through, who does not get the lead. */
    duplicate_partner_id: integer().references(() => partners.id),
    window_days: integer().notNull(),
    decision: text().$type<DedupeDecision>().notNull().default('first_partner_kept'),
    overridden_by: integer().references(() => admin_users.id),
    override_reason: text(),
    overridden_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An application is judged once, when it is created.
    uniqueIndex('dedupe_logs_application_uq').on(table.application_id),
    index('dedupe_logs_created_idx').on(table.created_at),
    // The search by application id finds either side.
    index('dedupe_logs_first_application_idx').on(table.first_application_id),
    // The partner filter (either side) and a partner's own duplicates, newest first.
    index('dedupe_logs_first_partner_idx').on(table.first_partner_id, table.created_at),
    index('dedupe_logs_duplicate_partner_idx').on(table.duplicate_partner_id, table.created_at),
  ],
);
