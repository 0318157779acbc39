/** The admin list of user management: one page, searched, filtered, sorted (account changes are staff-accounts'). */
import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@saakh/domain/admin-users';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy, searchAny } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';

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
