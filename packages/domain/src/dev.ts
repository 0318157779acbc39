import { z } from 'zod';
import { mobileSchema } from './auth';

export const otpOutboxQuerySchema = z.object({ mobile: mobileSchema });
export const otpOutboxResultSchema = z.object({ otp: z.string() });
export type OtpOutboxResult = z.infer<typeof otpOutboxResultSchema>;

export const emailOutboxQuerySchema = z.object({ to: z.string().email().max(254) });
export const emailOutboxResultSchema = z.object({ subject: z.string(), text: z.string() });
export type EmailOutboxResult = z.infer<typeof emailOutboxResultSchema>;
