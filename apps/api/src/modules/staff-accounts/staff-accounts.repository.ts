/**
 * The queries of staff accounts (issue 28): admins in `admin_users`, partner users in `partner_users`, and the
 * sessions that end when an account is disabled or its password replaced. Answers never carry a password hash, except
 * `findPasswordHash`, which only the current-password check reads.
 */
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import { sessions } from '../../db/schema/auth';
import { partner_users, partners } from '../../db/schema/partners';

/** Which table a kind of staff account lives in. */
export type StaffTable = 'admin' | 'partner';

/** An account as management reads it, whichever table: an admin has a role, a partner user a partner and username. */
export type StaffAccountRow = {
  id: number;
  name: string;
  email: string;
  status: number;
  created_at: Date;
  last_login_at: Date | null;
  role_id: number | null;
  partner_id: number | null;
  username: string | null;
};

const adminColumns = {
  id: admin_users.id,
  name: admin_users.name,
  email: admin_users.email,
  role_id: admin_users.role_id,
  status: admin_users.status,
  created_at: admin_users.created_at,
  last_login_at: admin_users.last_login_at,
};

const partnerUserColumns = {
  id: partner_users.id,
  partner_id: partner_users.partner_id,
  name: partner_users.name,
  email: partner_users.email,
  username: partner_users.username,
  status: partner_users.status,
  created_at: partner_users.created_at,
  last_login_at: partner_users.last_login_at,
};

type AdminSelected = Omit<StaffAccountRow, 'role_id' | 'partner_id' | 'username'> & { role_id: number };
type PartnerSelected = Omit<StaffAccountRow, 'role_id' | 'partner_id' | 'username'> & {
  partner_id: number;
  username: string;
};

const fromAdmin = (row: AdminSelected): StaffAccountRow => ({ ...row, partner_id: null, username: null });
const fromPartnerUser = (row: PartnerSelected): StaffAccountRow => ({ ...row, role_id: null });

/** A partner user is found only within the partner that manages it; `null` is no such limit. */
function partnerUserWhere(id: number, partnerId: number | null): SQL | undefined {
  return and(eq(partner_users.id, id), partnerId === null ? undefined : eq(partner_users.partner_id, partnerId));
}

/** The account, locked until the transaction ends, so two changes to one account happen one after the other. */
export async function findAccountForUpdate(
  db: Executor,
  table: StaffTable,
  id: number,
  partnerId: number | null,
): Promise<StaffAccountRow | undefined> {
  if (table === 'admin') {
    const [row] = await db.select(adminColumns).from(admin_users).where(eq(admin_users.id, id)).limit(1).for('update');
    return row && fromAdmin(row);
  }
  const [row] = await db
    .select(partnerUserColumns)
    .from(partner_users)
    .where(partnerUserWhere(id, partnerId))
    .limit(1)
    .for('update');
  return row && fromPartnerUser(row);
}

/** The account's password hash, for checking its current password; nothing else reads it. */
export async function findPasswordHash(db: Executor, table: StaffTable, id: number): Promise<string | undefined> {
  const [row] =
    table === 'admin'
      ? await db.select({ hash: admin_users.password_hash }).from(admin_users).where(eq(admin_users.id, id)).limit(1)
      : await db
          .select({ hash: partner_users.password_hash })
          .from(partner_users)
          .where(eq(partner_users.id, id))
          .limit(1);
  return row?.hash;
}

/** A partner's users, by name. */
export async function listPartnerUsers(db: Executor, partnerId: number): Promise<StaffAccountRow[]> {
  const rows = await db
    .select(partnerUserColumns)
    .from(partner_users)
    .where(eq(partner_users.partner_id, partnerId))
    .orderBy(asc(partner_users.name), asc(partner_users.id));
  return rows.map(fromPartnerUser);
}

/** Whether the partner exists (not deleted); locked until the transaction ends when asked. */
export async function partnerExists(db: Executor, partnerId: number, lock: boolean): Promise<boolean> {
  const query = db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, partnerId), isNull(partners.deleted_at)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return Boolean(row);
}

/**
 * Which of the e-mail and username another account of the table holds already (compared without letter case). Admins
 * have no username: only the e-mail counts there.
 */
export async function identityTaken(
  db: Executor,
  table: StaffTable,
  identity: { email: string; username?: string },
): Promise<{ email: boolean; username: boolean }> {
  const email = identity.email.toLowerCase();
  if (table === 'admin') {
    const [row] = await db
      .select({ id: admin_users.id })
      .from(admin_users)
      .where(eq(sql`lower(${admin_users.email})`, email))
      .limit(1);
    return { email: Boolean(row), username: false };
  }
  const username = identity.username?.toLowerCase();
  const rows = await db
    .select({ email: partner_users.email, username: partner_users.username })
    .from(partner_users)
    .where(
      or(
        eq(sql`lower(${partner_users.email})`, email),
        username === undefined ? undefined : eq(sql`lower(${partner_users.username})`, username),
      ),
    );
  return {
    email: rows.some((row) => row.email.toLowerCase() === email),
    username: username !== undefined && rows.some((row) => row.username.toLowerCase() === username),
  };
}

export type NewStaffAccount = {
  name: string;
  email: string;
  password_hash: string;
  role_id?: number;
  partner_id?: number;
  username?: string;
};

export async function insertAccount(
  db: Executor,
  table: StaffTable,
  values: NewStaffAccount,
): Promise<StaffAccountRow> {
  if (table === 'admin') {
    if (values.role_id === undefined) throw new Error('An admin needs a role');
    const [row] = await db
      .insert(admin_users)
      .values({ name: values.name, email: values.email, role_id: values.role_id, password_hash: values.password_hash })
      .returning(adminColumns);
    if (!row) throw new Error('Admin insert returned no row');
    return fromAdmin(row);
  }
  if (values.partner_id === undefined || values.username === undefined) {
    throw new Error('A partner user needs a partner and a username');
  }
  const [row] = await db
    .insert(partner_users)
    .values({
      partner_id: values.partner_id,
      name: values.name,
      email: values.email,
      username: values.username,
      password_hash: values.password_hash,
    })
    .returning(partnerUserColumns);
  if (!row) throw new Error('Partner user insert returned no row');
  return fromPartnerUser(row);
}

export async function updateAccount(
  db: Executor,
  table: StaffTable,
  id: number,
  values: Partial<{ status: number; password_hash: string; role_id: number }>,
): Promise<StaffAccountRow> {
  if (table === 'admin') {
    const [row] = await db.update(admin_users).set(values).where(eq(admin_users.id, id)).returning(adminColumns);
    if (!row) throw new Error(`Admin ${id} vanished during update`);
    return fromAdmin(row);
  }
  const { role_id: _role, ...partnerValues } = values;
  const [row] = await db
    .update(partner_users)
    .set(partnerValues)
    .where(eq(partner_users.id, id))
    .returning(partnerUserColumns);
  if (!row) throw new Error(`Partner user ${id} vanished during update`);
  return fromPartnerUser(row);
}

/**
 * Ends an account's live sessions now. An admin's take the partner sessions it opened by masquerading; a partner
 * user's take the masquerades into it (they are its sessions). `keepSessionId` spares the caller's own session.
 */
export async function revokeSessions(
  db: Executor,
  table: StaffTable,
  id: number,
  keepSessionId?: number,
): Promise<void> {
  const whose =
    table === 'admin'
      ? or(and(eq(sessions.kind, 'admin'), eq(sessions.subject_id, id)), eq(sessions.masquerade_admin_id, id))
      : and(eq(sessions.kind, 'partner'), eq(sessions.subject_id, id));
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(whose, isNull(sessions.revoked_at), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)),
    );
}

/** Ends the sessions of every user of a partner (masquerades into them included): the partner is suspended. */
export async function revokePartnerSessions(db: Executor, partnerId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.kind, 'partner'),
        inArray(
          sessions.subject_id,
          db.select({ id: partner_users.id }).from(partner_users).where(eq(partner_users.partner_id, partnerId)),
        ),
        isNull(sessions.revoked_at),
      ),
    );
}

/**
 * Serialises admin role and active changes until the transaction ends: two admins demoting or disabling each other at
 * once take turns, so the second sees the first's change and the last active role 1 admin stays. One lock for all
 * such changes (they are rare) rather than row locks, which two crossing changes would take in opposite orders.
 */
export async function lockRoleChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin-users:role-one'))`);
}

export async function countOtherActiveRoleOneAdmins(db: Executor, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(admin_users)
    .where(and(eq(admin_users.role_id, 1), eq(admin_users.status, 1), ne(admin_users.id, exceptId)));
  return row?.n ?? 0;
}
