import { z } from 'zod';
import { mobileSchema } from './auth';

export const otpOutboxQuerySchema = z.object({ mobile: mobileSchema });
export const otpOutboxResultSchema = z.object({ otp: z.string() });
export type OtpOutboxResult = z.infer<typeof otpOutboxResultSchema>;

export const emailOutboxQuerySchema = z.object({ to: z.string().email().max(254) });
export const emailOutboxResultSchema = z.object({ subject: z.string(), text: z.string() });
export type EmailOutboxResult = z.infer<typeof emailOutboxResultSchema>;

/**
 * Where a development server's clock stands against the real time (DEV_CLOCK_CONTROL): a browser test moves it ahead
 * instead of waiting, and puts it back with 0. Up to a week ahead; never back in time.
 */
export const devClockInputSchema = z.object({
  offset_seconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 86_400),
});
export type DevClockInput = z.infer<typeof devClockInputSchema>;
export const devClockResultSchema = z.object({ now: z.string().datetime(), offset_seconds: z.number().int() });
export type DevClockResult = z.infer<typeof devClockResultSchema>;
