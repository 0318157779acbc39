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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof idParamSchema>;

/** Route access levels a route declares (DESIGN §4). */
export const accessLevels = ['public', 'customer', 'partner', 'admin'] as const;
export type AccessLevel = (typeof accessLevels)[number];
