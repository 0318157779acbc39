/** The environment every API test app starts from (a test file adds its own overrides). */
export const TEST_ADMIN_PASSWORD = 'Admin-Test-Password-1';
export const TEST_PARTNER_PASSWORD = 'Partner-Test-Password-1';

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  SEED_PARTNER_PASSWORD: TEST_PARTNER_PASSWORD,
  OTP_HASH_SECRET: 'test-otp-hash-secret-of-at-least-32-characters',
  JOBS_POLL_SECONDS: '0.5',
  // argon2id at a tenth of a millisecond instead of tens: every login and made-up account hashes. One test
  // (lib/passwords.test.ts) keeps the production cost, and production refuses this one (config.ts).
  PASSWORD_HASH_MEMORY_KIB: '64',
  PASSWORD_HASH_TIME_COST: '1',
};
