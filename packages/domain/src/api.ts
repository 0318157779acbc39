import { z } from 'zod';

/** The answer envelope of every endpoint (DESIGN §4). */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const okMessageSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type OkMessage = z.infer<typeof okMessageSchema>;

export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** The largest PostgreSQL `integer`, the type of every serial id: a larger id can name no row. */
export const INT4_MAX = 2_147_483_647;

/** A row id as a path, query or body value: a whole number from 1 to INT4_MAX, else 'invalidValue'. */
export const rowIdSchema = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .positive({ error: 'invalidValue' })
  .max(INT4_MAX, { error: 'invalidValue' });

/** A row id with its own message (the field's "unknown …" or "not selected"), for forms that name the field. */
export function rowIdWith(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(INT4_MAX, { error: message });
}

export const idParamSchema = z.object({ id: rowIdSchema });
export type IdParam = z.infer<typeof idParamSchema>;

/** Route access levels a route declares (DESIGN §4); `partner_api`: a partner's API key (decision 023). */
export const accessLevels = ['public', 'customer', 'partner', 'admin', 'partner_api'] as const;
export type AccessLevel = (typeof accessLevels)[number];
