/** Business constants of customer spec §9 and admin spec §9, and the limits DESIGN §5 sets. */
export const OTP_LENGTH = 6;
export const MOBILE_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const MONTHLY_INCOME_MIN = 1;
export const MONTHLY_INCOME_MAX = 1_000_000;
export const HOUSEHOLD_INCOME_THRESHOLD = 300_000;
export const COOKIE_DEFAULT_MINUTES = 60;
export const TOAST_MAX = 5;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const ADMIN_SIDEBAR_WIDTH = 240;
export const THUMBNAIL_WIDTH = 100;
export const STATUS_FILE_REFRESH_MS = 30_000;
export const STATUS_FILE_PAGE_SIZES = [5, 10, 20] as const;
export const UNIQUE_ID_PLACEHOLDER = '{UNIQUE_ID}';
export const DEFAULT_PARTNER_KEY = 'cl';
export const PREFIX_CODE = 'TOPCLIND';
export const CURRENCY_LOCALE = 'en-IN';
export const COUNTRY = 'IN';
export const DEFAULT_PHONE_CODE = '91';

export const otpPolicy = {
  ttlSeconds: 300,
  maxWrongTries: 5,
  resendAfterSeconds: 30,
  maxSendsPerNumber: 3,
  sendWindowSeconds: 900,
  maxSendsPerIp: 20,
} as const;

/**
 * Staff password logins (decision 017). Failed logins counted in the window: per address across all accounts (then
 * that address waits), per account from one address or known device (then only that pair waits), and per account
 * across addresses (then a new device needs a sign-in link from the account's e-mail; known devices still log in).
 * Successful logins never count; the request ceiling per address only stops floods.
 */
export const loginPolicy = {
  maxFailuresPerAddress: 50,
  maxFailuresPerAccountPerAddress: 10,
  maxFailuresPerAccount: 20,
  failureWindowSeconds: 900,
  maxRequestsPerAddress: 600,
  signInLinkTtlSeconds: 900,
  signInLinksPerWindow: 3,
  deviceCookieDays: 365,
} as const;

export const idleDefaults = {
  customerMinutes: 15,
  staffMinutes: 15,
  countdownSeconds: 60,
} as const;

export const tracking = {
  categoryId: 1,
  goalId: 3,
} as const;

export const datePresets = ['yesterday', 'last_7_days', 'last_30_days', 'custom_range'] as const;
export type DatePreset = (typeof datePresets)[number];
