import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import { audit_log } from '../../db/schema/audit';
import type { Session } from '../../lib/session';

export type AuditEntry = {
  action: string;
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

export async function listAudit(db: Executor, entity: string, entityId: string | number, limit = 200) {
  return db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(entityId))))
    .orderBy(desc(audit_log.created_at), desc(audit_log.id))
    .limit(limit);
}

/** Like listAudit, with the acting admin's name: the admin who acted, or who was masquerading as the partner. */
export async function listAuditWithActors(db: Executor, entity: string, entityId: string | number, limit = 200) {
  const adminId = sql`coalesce(case when ${audit_log.actor_kind} = 'admin' then ${audit_log.actor_id} end, ${audit_log.masquerade_admin_id})`;
  return db
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
    .where(and(eq(audit_log.entity, entity), eq(audit_log.entity_id, String(entityId))))
    .orderBy(desc(audit_log.created_at), desc(audit_log.id))
    .limit(limit);
}
