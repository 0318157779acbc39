import { z } from 'zod';

export const healthResultSchema = z.object({ status: z.literal('ok'), time: z.string() });
export type HealthResult = z.infer<typeof healthResultSchema>;
