import { z } from 'zod';
import type { AdminUserMessageKey } from './admin-users-messages';
import { adminRoleIdSchema, emailSchema } from './auth';
import { listQuerySchema, optionalFilter, pageOf, type Page } from './lists';
import { adminRoleIds } from './roles';

/** User management (admin /admin/user-management): the admins who may log in, their role and whether they may. */

export const ADMIN_NAME_MIN = 2;
export const ADMIN_NAME_MAX = 80;
/** Length of a generated password: about 93 bits from a 56-character alphabet without look-alikes. */
export const GENERATED_PASSWORD_LENGTH = 16;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: adminRoleIdSchema,
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A row of User Management's list: the admin, and whether their two-step login is on (decision 045). */
export const adminUserListItemSchema = adminUserSchema.extend({ totp_enabled: z.boolean() });
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export type AdminUserPage = Page<AdminUserListItem>;

/** Columns the list sorts by; default: by name. */
export const adminUserSortColumns = ['name', 'email', 'role_id', 'active', 'created_at', 'last_login_at'] as const;
export type AdminUserSortColumn = (typeof adminUserSortColumns)[number];

const roleFilter = z.coerce
  .number({ error: 'invalidValue' })
  .refine((value) => (adminRoleIds as readonly number[]).includes(value), { error: 'invalidValue' });

const activeFilter = z.enum(['true', 'false'], { error: 'invalidValue' }).transform((value) => value === 'true');

/** /api/admin/admin-users' query: one page; q searches the name and the e-mail. */
export const adminUserListQuerySchema = listQuerySchema({
  sortable: adminUserSortColumns,
  defaultSort: 'name',
  defaultPageSize: 20,
  filters: { role_id: optionalFilter(roleFilter), active: optionalFilter(activeFilter) },
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserPageSchema = pageOf(adminUserListItemSchema);

export const adminNameSchema = z
  .string({ error: 'adminNameInvalid' satisfies AdminUserMessageKey })
  .trim()
  .min(ADMIN_NAME_MIN, { error: 'adminNameInvalid' satisfies AdminUserMessageKey })
  .max(ADMIN_NAME_MAX, { error: 'adminNameInvalid' satisfies AdminUserMessageKey });

/** A role from a form (a select's text) or a JSON number. */
export const adminRoleInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.union(
    adminRoleIds.map((id) => z.literal(id)),
    { error: 'adminRoleInvalid' satisfies AdminUserMessageKey },
  ),
);

/** E-mails are compared without letter case and stored lowercase, so one address is one account. */
export const createAdminUserInputSchema = z.object({
  name: adminNameSchema,
  email: emailSchema.transform((email) => email.toLowerCase()),
  role_id: adminRoleInputSchema,
});
export type CreateAdminUserInput = z.infer<typeof createAdminUserInputSchema>;

export const adminUserRoleInputSchema = z.object({ role_id: adminRoleInputSchema });
export type AdminUserRoleInput = z.infer<typeof adminUserRoleInputSchema>;

export const adminUserActiveInputSchema = z.object({
  active: z.boolean({ error: 'invalidValue' }),
});
export type AdminUserActiveInput = z.infer<typeof adminUserActiveInputSchema>;

/**
 * A password reset. Resetting one's own needs the current password: a session left open must not be enough to take
 * the account over (the server checks it; another admin's reset needs none).
 */
export const resetAdminPasswordInputSchema = z
  .object({
    current_password: z
      .string({ error: 'currentPasswordRequired' })
      .max(200, { error: 'currentPasswordWrong' })
      .optional(),
  })
  .nullish();
export type ResetAdminPasswordInput = z.infer<typeof resetAdminPasswordInputSchema>;

/**
 * A new account or a reset: the user and the password made for them. The password is in this one answer only; the
 * server keeps its hash and nothing else.
 */
export const adminUserWithPasswordSchema = z.object({
  user: adminUserSchema,
  password: z.string(),
});
export type AdminUserWithPassword = z.infer<typeof adminUserWithPasswordSchema>;
