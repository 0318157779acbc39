import { adminRoleIds } from '@saakh/domain/roles';

/** The role choices as a select offers them: by number, as the spec shows roles (no names, admin spec §6). */
export function roleOptions(label: (roleId: number) => string) {
  return adminRoleIds.map((roleId) => ({ value: String(roleId), label: label(roleId) }));
}
