import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_HISTORY_LIMIT,
  auditNameKey,
  type AuditAction,
  type AuditListQuery,
  type AuditNamedKind,
} from '@saakh/domain/audit';
import { LIST_DEFAULT_PAGE_SIZE } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listOrPage, orderBy, type PageBounds, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { credit_cards, lender_groups, lenders } from '../../db/schema/catalogue';
import { message_campaigns, message_templates } from '../../db/schema/messaging';
import { partner_users, partners } from '../../db/schema/partners';
import { vouchers } from '../../db/schema/products';
import type { Session } from '../../lib/session';

export type AuditEntry = {
  /** One of the declared actions, so the history's action filter offers every action the log holds. */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  field?: string | null;
  oldValue?: unknown;
  newValue?: unknown;
};

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Writes audit rows for a session's changes; a masquerading admin is recorded beside the partner. */
export async function recordAudit(db: Executor, actor: Session, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(audit_log).values(
    entries.map((entry) => ({
      actor_kind: actor.kind,
      actor_id: actor.subjectId,
      masquerade_admin_id: actor.masqueradeAdminId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      field: entry.field ?? null,
      old_value: asText(entry.oldValue),
      new_value: asText(entry.newValue),
    })),
  );
}

/** One record's changes matching the history's filter and search (by field, old or new value). */
function historyWhere(
  entity: string,
  entityId: string | number,
  filter: Omit<AuditListQuery, 'sort'>,
): SQL | undefined {
  return and(
    eq(audit_log.entity, entity),
    eq(audit_log.entity_id, String(entityId)),
    equalsWhenGiven(audit_log.action, filter.action),
    searchAny(filter.q, [audit_log.field, audit_log.old_value, audit_log.new_value]),
  );
}

/**
 * The asked order; changes that tie are newest first, then in the order they were written (the id: one
 * transaction's changes share their time), in the asked direction.
 */
function historyOrder(sort: AuditListQuery['sort']): SQL[] {
  const columns = { created_at: audit_log.created_at, action: audit_log.action, field: audit_log.field };
  return orderBy(sort, columns, audit_log.id, [desc(audit_log.created_at)]);
}

/**
 * A record's history with the acting admin's name (the admin who acted, or who was masquerading as the partner):
 * without paging the first AUDIT_HISTORY_LIMIT changes in the asked order (by default the newest), else one page of
 * the whole history. The audit_entity_idx index (entity, entity_id, created_at) serves the default order.
 */
export function listAuditWithActors(db: Executor, entity: string, entityId: string | number, query: AuditListQuery) {
  const where = historyWhere(entity, entityId, query);
  const adminId = sql`coalesce(case when ${audit_log.actor_kind} = 'admin' then ${audit_log.actor_id} end, ${audit_log.masquerade_admin_id})`;
  return listOrPage(query, LIST_DEFAULT_PAGE_SIZE, {
    items: ({ limit, offset }: PageBounds = { limit: AUDIT_HISTORY_LIMIT, offset: 0 }) =>
      db
        .select({
          id: audit_log.id,
          action: audit_log.action,
          field: audit_log.field,
          old_value: audit_log.old_value,
          new_value: audit_log.new_value,
          actor_kind: audit_log.actor_kind,
          actor_id: audit_log.actor_id,
          actor_name: sql<string | null>`coalesce(${admin_users.name}, ${partner_users.name})`,
          masquerade_admin_id: audit_log.masquerade_admin_id,
          created_at: audit_log.created_at,
        })
        .from(audit_log)
        .leftJoin(admin_users, eq(admin_users.id, adminId))
        .leftJoin(
          partner_users,
          and(
            eq(partner_users.id, audit_log.actor_id),
            eq(audit_log.actor_kind, 'partner'),
            sql`${audit_log.masquerade_admin_id} is null`,
          ),
        )
        .where(where)
        .orderBy(...historyOrder(query.sort))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(audit_log).where(where);
      return row?.n ?? 0;
    },
  });
}

/** Each named kind's table, id and name columns. */
const nameSources = {
  lender: { id: lenders.id, name: lenders.name },
  partner: { id: partners.id, name: partners.name },
  partner_user: { id: partner_users.id, name: partner_users.name },
  admin_user: { id: admin_users.id, name: admin_users.name },
  message_template: { id: message_templates.id, name: message_templates.name },
  message_campaign: { id: message_campaigns.id, name: message_campaigns.name },
  credit_card: { id: credit_cards.category_id, name: credit_cards.category_name },
  voucher: { id: vouchers.id, name: vouchers.brand },
  lender_group: { id: lender_groups.id, name: lender_groups.name },
  application: { id: applications.id, name: applications.reference },
} satisfies Record<AuditNamedKind, { id: unknown; name: unknown }>;

/**
 * The names of the records a page of history points at, keyed by auditNameKey: one query per kind the page names (at
 * most one per kind, however many rows), never one per row.
 */
export async function namesOf(
  db: Executor,
  refs: { kind: AuditNamedKind; id: number | string }[],
): Promise<Map<string, string>> {
  const byKind = new Map<AuditNamedKind, Set<number | string>>();
  for (const { kind, id } of refs) byKind.set(kind, (byKind.get(kind) ?? new Set()).add(id));
  const names = new Map<string, string>();
  for (const [kind, ids] of byKind) {
    const source = nameSources[kind];
    const rows = await db
      .select({ id: source.id, name: source.name })
      .from(source.id.table)
      .where(inArray(source.id, [...ids]));
    for (const row of rows) names.set(auditNameKey(kind, row.id), row.name);
  }
  return names;
}

/**
 * How many times an actor did an action on an entity kind since a time: a limit on audited actions that holds across
 * instances. The entity narrows the read to that kind's rows of audit_entity_idx.
 */
export async function countRecentActions(
  db: Executor,
  actor: Session,
  entry: { action: AuditAction; entity: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(audit_log)
    .where(
      and(
        eq(audit_log.actor_kind, actor.kind),
        eq(audit_log.actor_id, actor.subjectId),
        eq(audit_log.entity, entry.entity),
        eq(audit_log.action, entry.action),
        gte(audit_log.created_at, since),
      ),
    );
  return row?.n ?? 0;
}
