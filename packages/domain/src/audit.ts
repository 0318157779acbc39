import { z } from 'zod';
import { idSchema } from './lenders';

/** The change history of one catalogue record, as the admin screens show it (DESIGN §6). */
export const auditEntities = ['lender', 'credit_card', 'partner', 'vendor', 'job'] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditParamsSchema = z.object({ entity: z.enum(auditEntities), id: idSchema });
export type AuditParams = z.infer<typeof auditParamsSchema>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  field: z.string().nullable(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  actor_kind: z.string(),
  actor_id: z.number().int().nullable(),
  /** The admin's name when an admin made the change (directly or while masquerading). */
  actor_name: z.string().nullable(),
  masquerade_admin_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Newest first. */
export const auditRowListSchema = z.array(auditRowSchema);
