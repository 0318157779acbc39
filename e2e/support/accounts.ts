/** Demo accounts of the e2e server: the seed sets these passwords from SEED_* (support/seed.mjs). */
export { ADMIN_PASSWORD, PARTNER_PASSWORD } from './seed.mjs';

/** Seeded admins by role (1 super admin, 2 operations, 3 support). */
export const e2eAdmins = {
  admin: 'admin@saakh.local',
  ops: 'ops@saakh.local',
  csr: 'csr@saakh.local',
} as const;

/** The sidebar entries of role 2 (operations), in order (admin spec §6). */
export const operationsNavEntries = [
  'Dashboard',
  'CSR Portal',
  'Internal Report',
  'Customers Journey',
  'Application Status File',
  'Grievances',
  'Cases',
];

export const e2ePartner = { email: 'partner@saakh.local', username: 'finserve', partnerKey: 'finserve' } as const;
