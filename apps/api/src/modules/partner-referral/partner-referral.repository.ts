/** Queries of referral: an open invitation, a parent's sub-partners with their leads and the parent's split. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { partnerStatusCodes } from '@saakh/domain/merchants';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { partners } from '../../db/schema/partners';

/** The partner behind an invite code (its key) when it may invite: active, not deleted, not a sub-partner. */
export async function openInviter(db: Executor, code: string) {
  const [row] = await db
    .select({ id: partners.id, name: partners.name, key: partners.key })
    .from(partners)
    .where(
      and(
        eq(partners.key, code),
        eq(partners.status, partnerStatusCodes.active),
        isNull(partners.parent_partner_id),
        isNull(partners.deleted_at),
      ),
    )
    .limit(1);
  return row;
}

export async function findPartner(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: partners.id,
      key: partners.key,
      status: partners.status,
      parent_partner_id: partners.parent_partner_id,
    })
    .from(partners)
    .where(and(eq(partners.id, id), isNull(partners.deleted_at)))
    .limit(1);
  return row;
}

export function subPartners(db: Executor, parentId: number) {
  return db
    .select({ id: partners.id, name: partners.name, status: partners.status, created_at: partners.created_at })
    .from(partners)
    .where(and(eq(partners.parent_partner_id, parentId), isNull(partners.deleted_at)))
    .orderBy(asc(partners.created_at), asc(partners.id));
}

/** Applications and disbursals per sub-partner, in one grouped query. */
export function leadCounts(db: Executor, partnerIds: number[]) {
  return db
    .select({
      partner_id: applications.partner_id,
      leads: sql<number>`count(*)::int`,
      disbursals: sql<number>`(count(*) filter (where ${applications.status} = 'disbursed'))::int`,
    })
    .from(applications)
    .where(inArray(applications.partner_id, partnerIds))
    .groupBy(applications.partner_id);
}

/** Whether an application under review already has this PAN or contact e-mail. */
export async function appliedWith(db: Executor, pan: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.status, partnerStatusCodes.applied),
        isNull(partners.deleted_at),
        or(eq(partners.pan, pan), eq(sql`lower(${partners.contact_email})`, email)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function keyTaken(db: Executor, key: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.key, key)).limit(1);
  return row !== undefined;
}

export async function insertPartner(db: Executor, values: typeof partners.$inferInsert): Promise<number> {
  const [row] = await db.insert(partners).values(values).returning({ id: partners.id });
  if (!row) throw new Error('Partner not written');
  return row.id;
}

/** The public join is no one's session: its audit row names the inviter and the partner made, no actor. */
export async function auditJoin(db: Executor, partnerId: number, inviterId: number): Promise<void> {
  await db.insert(audit_log).values({
    actor_kind: 'public',
    actor_id: null,
    masquerade_admin_id: null,
    action: 'partner.join',
    entity: 'partner',
    entity_id: String(partnerId),
    field: 'parent_partner_id',
    old_value: null,
    new_value: String(inviterId),
  });
}
