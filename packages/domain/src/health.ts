import { z } from 'zod';

export const healthResultSchema = z.object({
  status: z.literal('ok'),
  time: z.string(),
  /** When the database last answered the process's periodic ping (`/api/health` never waits for the database). */
  database: z.object({ checkedAt: z.string() }).optional(),
});
export type HealthResult = z.infer<typeof healthResultSchema>;
