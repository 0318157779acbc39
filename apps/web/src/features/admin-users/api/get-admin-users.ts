import { useQuery } from '@tanstack/react-query';
import type { AdminUserListItem } from '@saakh/domain/admin-users';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const adminUsersKey = ['admin-users'] as const;

/** One page of admin users (GET /api/admin/admin-users on the list contract). */
export function adminUsersQueryOptions(query: ListQuery) {
  return listQueryOptions<AdminUserListItem>([...adminUsersKey, 'list'], '/api/admin/admin-users', query);
}

export function useAdminUsers(query: ListQuery) {
  return useQuery(adminUsersQueryOptions(query));
}
