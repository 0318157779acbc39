import { z } from 'zod';
import { mobileSchema } from './auth';

export const otpOutboxQuerySchema = z.object({ mobile: mobileSchema });
export const otpOutboxResultSchema = z.object({ otp: z.string() });
export type OtpOutboxResult = z.infer<typeof otpOutboxResultSchema>;
