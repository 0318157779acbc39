import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Who changed what, when, from what to what (DESIGN §6). */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actor_kind: text().notNull(),
    actor_id: integer(),
    masquerade_admin_id: integer(),
    action: text().notNull(),
    entity: text().notNull(),
    entity_id: text().notNull(),
    field: text(),
    old_value: text(),
    new_value: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_entity_idx').on(table.entity, table.entity_id, table.created_at)],
);
