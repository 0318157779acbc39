import { z } from 'zod';

/** Settings the web app reads at start (idle limits are configurable, customer spec §9). */
export const clientSettingsSchema = z.object({
  idle: z.object({
    customerMinutes: z.number(),
    staffMinutes: z.number(),
    countdownSeconds: z.number().int(),
  }),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;
