/** Staff account security (decision 045): forgot-password links and the TOTP second factor. */
import { z } from 'zod';
import { adminLoginResultSchema, emailSchema, partnerLoginResultSchema } from './auth';
import { newPasswordSchema } from './partner-settings';

/** The staff areas that log in with a password. */
export const staffKinds = ['admin', 'partner'] as const;
export type StaffKind = (typeof staffKinds)[number];

export const passwordResetPolicy = {
  /** A reset link works this long, once. */
  ttlSeconds: 30 * 60,
  /** Reset e-mails one account is sent in the window, at most (more requests are answered alike and send nothing). */
  emailsPerWindow: 3,
  windowSeconds: 15 * 60,
  /** Requests per address, and per e-mail typed, in the window (429 past either, whether the account exists or not). */
  requestsPerAddress: 10,
  requestsPerEmail: 5,
} as const;

/** RFC 6238 as authenticator apps expect by default: SHA-1, 6 digits, a 30 s step, and one step either side. */
export const totpPolicy = {
  digits: 6,
  stepSeconds: 30,
  window: 1,
  /** 160 random bits, as RFC 4226 recommends for HMAC-SHA1. */
  secretBytes: 20,
  recoveryCodes: 10,
  issuer: 'Saakh',
  /** Wrong codes one pending login may take before it is void (log in with the password again). */
  maxTriesPerChallenge: 5,
  /** How long the token a right password answers lasts: to type a code, or to set the factor up first. */
  challengeSeconds: 5 * 60,
  setupChallengeSeconds: 15 * 60,
} as const;

export const resetTokenSchema = z.string({ error: 'passwordResetInvalid' }).regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'passwordResetInvalid',
});

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({ token: resetTokenSchema, new_password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const resetPasswordResultSchema = z.object({ kind: z.enum(staffKinds) });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;

export const totpCodeSchema = z
  .string({ error: 'totpCodeInvalid' })
  .trim()
  .regex(/^\d{6}$/, { error: 'totpCodeInvalid' });

/** A recovery code as shown (xxxxx-xxxxx); letters in any case, the dash optional. */
export const recoveryCodeSchema = z
  .string({ error: 'recoveryCodeInvalid' })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'recoveryCodeInvalid' });

export const pendingTokenSchema = z
  .string({ error: 'secondFactorExpired' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'secondFactorExpired' });

/** The second step of a login: the pending token and a code from the app, or one recovery code. */
export const secondFactorInputSchema = z
  .object({
    pending_token: pendingTokenSchema,
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((input) => (input.code === undefined) !== (input.recovery_code === undefined), {
    path: ['code'],
    message: 'totpCodeInvalid',
  });
export type SecondFactorInput = z.infer<typeof secondFactorInputSchema>;

export const pendingTokenInputSchema = z.object({ pending_token: pendingTokenSchema });
export type PendingTokenInput = z.infer<typeof pendingTokenInputSchema>;

/** What an authenticator app needs: the otpauth:// URI (also as a QR code image) and the secret to type in. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_data_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmInputSchema = z.object({ code: totpCodeSchema });
export type TotpConfirmInput = z.infer<typeof totpConfirmInputSchema>;

export const setupConfirmInputSchema = z.object({ pending_token: pendingTokenSchema, code: totpCodeSchema });
export type SetupConfirmInput = z.infer<typeof setupConfirmInputSchema>;

/** Shown once: the codes are kept only as hashes. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether this account must use it (role 1 admins and partners' owners, when TOTP_REQUIRED is on). */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

export const totpDisableInputSchema = z.object({
  current_password: z
    .string({ error: 'currentPasswordRequired' })
    .min(1, { error: 'currentPasswordRequired' })
    .max(200),
  code: totpCodeSchema,
});
export type TotpDisableInput = z.infer<typeof totpDisableInputSchema>;

/** A new set of recovery codes for the signed-in account: confirmed like turning the factor off. */
export const renewRecoveryCodesInputSchema = totpDisableInputSchema;
export type RenewRecoveryCodesInput = z.infer<typeof renewRecoveryCodesInputSchema>;

export const TOTP_CLEAR_REASON_MIN = 5;
export const TOTP_CLEAR_REASON_MAX = 500;

/** A role 1 admin turns off another account's lost second factor: why, in a few words, kept in the audit log. */
export const clearTotpInputSchema = z.object({
  reason: z
    .string({ error: 'totpClearReasonRequired' })
    .trim()
    .min(TOTP_CLEAR_REASON_MIN, { error: 'totpClearReasonRequired' })
    .max(TOTP_CLEAR_REASON_MAX, { error: 'totpClearReasonTooLong' }),
});
export type ClearTotpInput = z.infer<typeof clearTotpInputSchema>;

/** A login completed by setting the factor up: the session, and the recovery codes, shown once. */
export const adminSetupLoginResultSchema = adminLoginResultSchema.extend(recoveryCodesSchema.shape);
export type AdminSetupLoginResult = z.infer<typeof adminSetupLoginResultSchema>;
export const partnerSetupLoginResultSchema = partnerLoginResultSchema.extend(recoveryCodesSchema.shape);
export type PartnerSetupLoginResult = z.infer<typeof partnerSetupLoginResultSchema>;
