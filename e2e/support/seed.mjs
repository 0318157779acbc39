/**
 * What the browser tests' servers seed their database with: the demo staff accounts' passwords and the password hash
 * cost. Shared by playwright.config.ts, the specs (support/accounts.ts) and `npm test`, which seeds one database with
 * it and gives every worker's server a copy (scripts/test.mjs).
 */
export const ADMIN_PASSWORD = 'Admin-E2E-Password-1';
export const PARTNER_PASSWORD = 'Partner-E2E-Password-1';

/** The servers' environment that shapes the seed. */
export const seedEnv = {
  SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
  SEED_PARTNER_PASSWORD: PARTNER_PASSWORD,
  // The tests' argon2id cost (as apps/api/src/test/test-env.ts): logins are not what these tests measure.
  PASSWORD_HASH_MEMORY_KIB: '64',
  PASSWORD_HASH_TIME_COST: '1',
};
