import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReportProduct } from '@saakh/domain/product-types';
import { admin_users } from './admins';
import { partners } from './partners';

/**
 * Links a partner shares for a campaign (decision 012): the short URL /t/{code} sends the customer to the partner's
 * landing page with the link's UTM values, its code as utm_content, and the product.
 */
export const tracking_links = pgTable(
  'tracking_links',
  {
    id: serial().primaryKey(),
    /** The short, unguessable part of /t/{code}; also the utm_content the customer carries from the landing. */
    code: text().notNull(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    campaign: text().notNull(),
    url_segment: text().notNull(),
    utm_source: text().notNull(),
    utm_medium: text().notNull(),
    utm_campaign: text().notNull(),
    product: text().$type<ReportProduct>(),
    created_by: integer().references(() => admin_users.id),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracking_links_code_uq').on(table.code),
    // The list's default order (newest first), and a partner's links in that order.
    index('tracking_links_created_idx').on(table.created_at),
    index('tracking_links_partner_idx').on(table.partner_id, table.created_at),
  ],
);

/** One row per redirect through an active link: a click, counted by link and time. */
export const tracking_link_clicks = pgTable(
  'tracking_link_clicks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    link_id: integer()
      .notNull()
      .references(() => tracking_links.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_link_clicks_link_idx').on(table.link_id, table.created_at)],
);
