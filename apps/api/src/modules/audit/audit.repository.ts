import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { AUDIT_HISTORY_LIMIT, type AuditAction, type AuditListQuery } from '@saakh/domain/audit';
import { LIST_DEFAULT_PAGE_SIZE } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listOrPage, orderBy, type PageBounds, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { audit_log } from '../../db/schema/audit';
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
          actor_name: admin_users.name,
          masquerade_admin_id: audit_log.masquerade_admin_id,
          created_at: audit_log.created_at,
        })
        .from(audit_log)
        .leftJoin(admin_users, eq(admin_users.id, adminId))
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
