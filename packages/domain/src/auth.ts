import { z } from 'zod';
import { signInMarketingSchema } from './consents';
import { rowIdSchema } from './api';
import { patterns } from './patterns';
import { mobileInvalid } from './mobile-number';
import { byCompletionFlag } from './products';
import { adminRoleIds } from './roles';
import { sessionKinds } from './session-cookies';

/** Login, OTP and session schemas (DESIGN §5). */
export { sessionCookieNames, sessionKinds, sessionMarkerCookieNames, type SessionKind } from './session-cookies';

/** The rule of mobile-number.ts, which the login page checks before it loads a schema. */
export const mobileSchema = z.string({ error: mobileInvalid }).trim().regex(patterns.mobile, { error: mobileInvalid });

export const otpSchema = z.string({ error: 'otpInvalid' }).trim().regex(patterns.otp, { error: 'otpInvalid' });

export const emailSchema = z
  .string({ error: 'emailInvalid' })
  .trim()
  .max(254, { error: 'emailInvalid' })
  .regex(patterns.email, { error: 'emailInvalid' });

export const sendOtpInputSchema = z.object({ mobile: mobileSchema });
export type SendOtpInput = z.infer<typeof sendOtpInputSchema>;

export const sendOtpResultSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendOtpResult = z.infer<typeof sendOtpResultSchema>;

export const verifyOtpInputSchema = z.object({
  mobile: mobileSchema,
  otp: otpSchema,
  /** The terms of use and the privacy notice (purpose terms_privacy); required. */
  consent: z.literal(true, { error: 'consentRequired' }),
  /** Marketing by each channel, each its own optional consent (issue 30 item 3). */
  ...signInMarketingSchema,
  partner: z.string().max(40).optional(),
});
export type VerifyOtpInput = z.infer<typeof verifyOtpInputSchema>;

export const sessionUserSchema = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  languageId: z.number().int().nullable(),
  phoneNumber: z.string(),
  ...byCompletionFlag(() => z.number().int()),
  pl_update_required: z.number().int(),
  pl_se_update_required: z.number().int(),
  lastLoginAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const verifyOtpResultSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;

export const adminLoginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

export const adminRoleIdSchema = z.union(adminRoleIds.map((id) => z.literal(id)));

export const adminSessionSchema = z.object({
  adminId: z.number().int(),
  name: z.string(),
  email: z.string(),
  roleId: adminRoleIdSchema,
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminLoginResultSchema = adminSessionSchema.extend({ token: z.string() });
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/**
 * A right password when a second factor is due (decision 045): no session yet, a short-lived token to complete the
 * login with a code (`totp`), or to set the factor up first (`totp_setup`, for an account that must use one).
 */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.enum(['totp', 'totp_setup']),
  pending_token: z.string(),
  expires_in_seconds: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What the password step answers: the session, or the second factor due. */
export const adminLoginAnswerSchema = z.union([adminLoginResultSchema, secondFactorChallengeSchema]);
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswerSchema>;

/** Partners log in with their e-mail or their user name in the `email` field. */
export const partnerLoginInputSchema = z.object({
  email: z
    .string({ error: 'userNameInvalid' })
    .trim()
    .min(3, { error: 'userNameInvalid' })
    .max(254, { error: 'userNameInvalid' })
    .refine((value) => patterns.email.test(value) || patterns.username.test(value), { error: 'userNameInvalid' }),
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }).max(200),
  partner: z.string().max(40).optional(),
});
export type PartnerLoginInput = z.infer<typeof partnerLoginInputSchema>;

export const partnerSessionSchema = z.object({
  partnerUserId: z.number().int(),
  partnerId: z.number().int(),
  partnerKey: z.string(),
  name: z.string(),
  isMasquerade: z.boolean(),
  masqueradeAdminId: z.number().int().nullable(),
});
export type PartnerSession = z.infer<typeof partnerSessionSchema>;

export const partnerLoginResultSchema = partnerSessionSchema.extend({ token: z.string() });
export type PartnerLoginResult = z.infer<typeof partnerLoginResultSchema>;

export const partnerLoginAnswerSchema = z.union([partnerLoginResultSchema, secondFactorChallengeSchema]);
export type PartnerLoginAnswer = z.infer<typeof partnerLoginAnswerSchema>;

export { needsSecondFactor } from './login-answers';

export const customerSessionSchema = sessionUserSchema;

export const masqueradeParamsSchema = z.object({ partnerId: rowIdSchema });
export type MasqueradeParams = z.infer<typeof masqueradeParamsSchema>;

/** Logout revokes the caller's token of one area (the bearer and that area's cookie). */
/** The token of an e-mailed sign-in link (decision 017): 256 random bits, URL-safe. */
export const signInLinkQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'signInLinkInvalid') });

export const logoutInputSchema = z.object({ kind: z.enum(sessionKinds).default('customer') });
export type LogoutInput = z.infer<typeof logoutInputSchema>;
