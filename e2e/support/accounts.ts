/** Demo accounts of the e2e server: the seed sets these passwords from SEED_* (support/seed.mjs). */
export { ADMIN_PASSWORD, PARTNER_PASSWORD } from './seed.mjs';

/** Seeded admins by role (1 super admin, 2 operations, 3 support). */
export const e2eAdmins = {
  admin: 'admin@saakh.local',
  ops: 'ops@saakh.local',
  csr: 'csr@saakh.local',
} as const;

export const e2ePartner = { email: 'partner@saakh.local', username: 'finserve', partnerKey: 'finserve' } as const;
