import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@saakh/domain/admin-users';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { sessions } from '../../db/schema/auth';

/** An admin as user management reads it: never the password hash. */
const adminColumns = {
  id: admin_users.id,
  name: admin_users.name,
  email: admin_users.email,
  role_id: admin_users.role_id,
  status: admin_users.status,
  created_at: admin_users.created_at,
  last_login_at: admin_users.last_login_at,
};

export type AdminUserRow = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  status: number;
  created_at: Date;
  last_login_at: Date | null;
};

function listWhere(query: AdminUserListQuery): SQL | undefined {
  return and(
    equalsWhenGiven(admin_users.role_id, query.role_id),
    query.active === undefined ? undefined : query.active ? eq(admin_users.status, 1) : ne(admin_users.status, 1),
    searchAny(query.q, [admin_users.name, admin_users.email]),
  );
}

/** The asked order; admins that tie keep the default order (by name), then the id. */
function listOrder(sort: AdminUserListQuery['sort']): SQL[] {
  const columns = {
    name: admin_users.name,
    email: admin_users.email,
    role_id: admin_users.role_id,
    active: admin_users.status,
    created_at: admin_users.created_at,
    last_login_at: admin_users.last_login_at,
  };
  return orderBy(sort, columns, admin_users.id, [asc(admin_users.name)]);
}

export function listAdmins(db: Executor, query: AdminUserListQuery): Promise<Page<AdminUserRow>> {
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(adminColumns)
        .from(admin_users)
        .where(listWhere(query))
        .orderBy(...listOrder(query.sort))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(admin_users).where(listWhere(query));
      return row?.n ?? 0;
    },
  });
}

/** The admin's password hash, for checking their current password; nothing else reads it. */
export async function findPasswordHash(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ password_hash: admin_users.password_hash })
    .from(admin_users)
    .where(eq(admin_users.id, id))
    .limit(1);
  return row?.password_hash;
}

/** The admin, locked until the transaction ends, so two changes to one account happen one after the other. */
export async function findAdminForUpdate(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminColumns).from(admin_users).where(eq(admin_users.id, id)).limit(1).for('update');
  return row;
}

/**
 * Serialises role and active changes until the transaction ends: two admins demoting or disabling each other at once
 * take turns, so the second sees the first's change and the last active role 1 admin stays. One lock for all such
 * changes (they are rare) rather than row locks, which two crossing changes would take in opposite orders.
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

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: admin_users.id })
    .from(admin_users)
    .where(eq(sql`lower(${admin_users.email})`, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

export async function insertAdmin(
  db: Executor,
  values: { name: string; email: string; role_id: number; password_hash: string },
): Promise<AdminUserRow> {
  const [row] = await db.insert(admin_users).values(values).returning(adminColumns);
  if (!row) throw new Error('Admin insert returned no row');
  return row;
}

export async function updateAdmin(
  db: Executor,
  id: number,
  values: Partial<{ role_id: number; status: number; password_hash: string }>,
): Promise<AdminUserRow> {
  const [row] = await db.update(admin_users).set(values).where(eq(admin_users.id, id)).returning(adminColumns);
  if (!row) throw new Error(`Admin ${id} vanished during update`);
  return row;
}

/**
 * Ends an admin's sessions now: their own, and the partner sessions they opened by masquerading. `keepSessionId`
 * spares the caller's own session (an admin resetting their own password stays logged in here).
 */
export async function revokeAdminSessions(db: Executor, adminId: number, keepSessionId?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        or(
          and(eq(sessions.kind, 'admin'), eq(sessions.subject_id, adminId)),
          eq(sessions.masquerade_admin_id, adminId),
        ),
        sql`${sessions.revoked_at} is null`,
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
