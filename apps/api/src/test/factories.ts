/**
 * Test data, built row by row as a test needs it (as immich's test factories do), on the copy of the reference
 * database each test file gets. Every factory fills what a real row would hold and takes overrides; names, e-mails
 * and keys are unique per call, so tests never collide.
 */
import { sql } from 'drizzle-orm';
import type { AdminRoleId } from '@saakh/domain/roles';
import type { SessionKind } from '@saakh/domain/auth';
import { CONSENT_TEXT_VERSIONS, type ConsentPurpose } from '@saakh/domain/consents';
import type { Executor } from '../db/client';
import { admin_users } from '../db/schema/admins';
import { applications, customer_apps } from '../db/schema/applications';
import { audit_log } from '../db/schema/audit';
import { commission_ledger } from '../db/schema/ingestion';
import { sessions } from '../db/schema/auth';
import { credit_cards, lender_groups, lender_revenue, lenders, revenue_types, vendors } from '../db/schema/catalogue';
import { partner_users, partners } from '../db/schema/partners';
import { consents, users } from '../db/schema/users';
import { hashPassword } from '../lib/passwords';
import { newToken, sha256 } from '../lib/tokens';
import { TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD } from './test-env';

let sequence = 0;
/** A number unique within the test process. */
export function unique(): number {
  sequence += 1;
  return sequence;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: each test password is hashed once per process. */
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what} insert returned no row`);
  return row;
}

export type AdminRow = typeof admin_users.$inferSelect;
export async function createAdmin(
  db: Executor,
  overrides: Partial<typeof admin_users.$inferInsert> & { role_id?: AdminRoleId } = {},
): Promise<AdminRow & { password: string }> {
  const n = unique();
  const row = first(
    await db
      .insert(admin_users)
      .values({
        email: `admin-${n}@test.saakh.local`,
        name: `Test Admin ${n}`,
        role_id: 1,
        password_hash: await passwordHash(TEST_ADMIN_PASSWORD),
        ...overrides,
      })
      .returning(),
    'admin',
  );
  return { ...row, password: TEST_ADMIN_PASSWORD };
}

export type PartnerRow = typeof partners.$inferSelect;
/** An active partner brand; its UTM id and font link follow its key and font family unless overridden. */
export async function createPartner(
  db: Executor,
  overrides: Partial<typeof partners.$inferInsert> = {},
): Promise<PartnerRow> {
  const n = unique();
  const key = overrides.key ?? `partner${n}`;
  const fontFamily = overrides.font_family === undefined ? 'Poppins' : overrides.font_family;
  return first(
    await db
      .insert(partners)
      .values({
        key,
        name: `Test Partner ${n}`,
        utm_id: `utm-${key}`,
        revenue_percent: '0.750',
        revenue_flat_fee: 250,
        primary_color: '#00695C',
        secondary_color: '#F9A825',
        font_family: fontFamily,
        font_link: fontFamily
          ? `https://fonts.googleapis.com/css2?family=${fontFamily.replace(/ /g, '+')}:wght@400;500;700&display=swap`
          : null,
        ...overrides,
      })
      .returning(),
    'partner',
  );
}

export type PartnerUserRow = typeof partner_users.$inferSelect;
export async function createPartnerUser(
  db: Executor,
  overrides: Partial<typeof partner_users.$inferInsert> & { partner_id?: number } = {},
): Promise<PartnerUserRow & { password: string }> {
  const n = unique();
  const partnerId = overrides.partner_id ?? (await createPartner(db)).id;
  const row = first(
    await db
      .insert(partner_users)
      .values({
        email: `partner-user-${n}@test.saakh.local`,
        username: `partneruser${n}`,
        name: `Partner User ${n}`,
        password_hash: await passwordHash(TEST_PARTNER_PASSWORD),
        ...overrides,
        partner_id: partnerId,
      })
      .returning(),
    'partner user',
  );
  return { ...row, password: TEST_PARTNER_PASSWORD };
}

/** A valid Indian mobile number (10 digits, starting 6–9) no other call of the process returns. */
export function freshMobile(): string {
  return String(7_000_000_000 + unique());
}

export type CustomerRow = typeof users.$inferSelect;
export async function createCustomer(
  db: Executor,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<CustomerRow> {
  return first(
    await db
      .insert(users)
      .values({ mobile_phone_number: freshMobile(), ...overrides })
      .returning(),
    'customer',
  );
}

/**
 * A consent of a customer, as the consents module records it (given on the web now, standing unless withdrawn_at is
 * set); the kind and text version are the purpose's own unless given.
 */
export async function createConsent(
  db: Executor,
  userId: number,
  purpose: ConsentPurpose,
  overrides: Partial<typeof consents.$inferInsert> = {},
): Promise<typeof consents.$inferSelect> {
  const version = purpose === 'household_income' ? 'household-income-2026-01' : CONSENT_TEXT_VERSIONS[purpose];
  return first(
    await db
      .insert(consents)
      .values({ user_id: userId, purpose, kind: purpose, text_version: version, channel: 'web', ...overrides })
      .returning(),
    'consent',
  );
}

/** A live session token of a kind for a subject, as a login would issue it (no OTP or password round trip). */
export async function createSession(
  db: Executor,
  kind: SessionKind,
  subjectId: number,
  options: { masqueradeAdminId?: number; hours?: number } = {},
): Promise<string> {
  const token = newToken();
  const expires = sql`now() + make_interval(hours => ${options.hours ?? 1})`;
  // A masquerade lives as long as the admin session it was opened from: give it one.
  const from =
    options.masqueradeAdminId === undefined
      ? undefined
      : first(
          await db
            .insert(sessions)
            .values({
              token_hash: sha256(newToken()),
              kind: 'admin',
              subject_id: options.masqueradeAdminId,
              expires_at: expires,
            })
            .returning({ id: sessions.id }),
          'admin session',
        );
  await db.insert(sessions).values({
    token_hash: sha256(token),
    kind,
    subject_id: subjectId,
    masquerade_admin_id: options.masqueradeAdminId ?? null,
    masquerade_session_id: from?.id ?? null,
    expires_at: expires,
  });
  return token;
}

export type LenderRow = typeof lenders.$inferSelect;
/** A personal-loan lender any adult salaried customer with ₹60,000 a month matches, with overrides. */
export async function createLender(
  db: Executor,
  overrides: Partial<typeof lenders.$inferInsert> = {},
): Promise<LenderRow> {
  const name = overrides.name ?? `Lender${unique()}`;
  return first(
    await db
      .insert(lenders)
      .values({
        name,
        lender_key: name.toLowerCase(),
        product: 'pl',
        min_income: 15000,
        max_income: 500000,
        min_age: 21,
        max_age: 60,
        ticket_class: 4,
        credit_score_class: 2,
        salaried: 1,
        self_employed: 1,
        business: 1,
        priority: 0,
        lender_status: 1,
        loan_amount_upto: 1_000_000,
        tenure: 24,
        interest_rate: '10.99',
        processing_fees: '0.00',
        lender_mode: 'submit',
        ...overrides,
      })
      .returning(),
    'lender',
  );
}

export async function createLenderGroup(db: Executor, name = `Group ${unique()}`) {
  return first(await db.insert(lender_groups).values({ name }).returning(), 'lender group');
}

/** The id of a reference revenue type by name ('Flat', 'Percentage', 'Slab based', 'Flat + Percentage'). */
export async function revenueTypeId(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ id: revenue_types.id })
    .from(revenue_types)
    .where(sql`${revenue_types.name} = ${name}`);
  if (!row) throw new Error(`No revenue type ${name}`);
  return row.id;
}

export async function createRevenueItem(
  db: Executor,
  lenderId: number,
  overrides: Partial<typeof lender_revenue.$inferInsert> = {},
) {
  return first(
    await db
      .insert(lender_revenue)
      .values({
        lender_id: lenderId,
        revenue_type_id: overrides.revenue_type_id ?? (await revenueTypeId(db, 'Percentage')),
        revenue_percent: '1.250',
        status: 1,
        sort_order: 0,
        ...overrides,
      })
      .returning(),
    'revenue item',
  );
}

/** A card face as the catalogue's cards carry: a static SVG on this site. */
const cardThumbnail = '/card-art/saral-cashback.svg';

export type CreditCardRow = typeof credit_cards.$inferSelect;
/** A live, unsecured card with a thumbnail, bullets and a {UNIQUE_ID} link, placed after the cards made before it. */
export async function createCreditCard(
  db: Executor,
  overrides: Partial<typeof credit_cards.$inferInsert> = {},
): Promise<CreditCardRow> {
  const n = unique();
  return first(
    await db
      .insert(credit_cards)
      .values({
        category_name: `Test Card ${n}`,
        category_img_thumb: cardThumbnail,
        key_feature: '5% cashback on groceries',
        annual_fee: 499,
        sort_order: n,
        status: 1,
        secured: 0,
        utm_link: `https://cards.example.in/apply/test-${n}?sub_id={UNIQUE_ID}`,
        marketing_bullets: ['Lounge access', 'Fuel surcharge waiver'],
        ...overrides,
      })
      .returning(),
    'credit card',
  );
}

export async function createVendor(db: Executor, overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const n = unique();
  return first(
    await db
      .insert(vendors)
      .values({ key: `vendor-${n}`, name: `Vendor ${n}`, kind: 'sms', enabled: 1, ...overrides })
      .returning(),
    'vendor',
  );
}

/** A lender's API integration: the lender_api vendor keyed by the lender's key, as offers look it up. */
export async function createLenderApiVendor(
  db: Executor,
  lender: Pick<LenderRow, 'lender_key' | 'name'>,
  overrides: Partial<typeof vendors.$inferInsert> = {},
) {
  return createVendor(db, {
    key: lender.lender_key,
    name: `${lender.name.replace(/_/g, ' ')} lending API`,
    kind: 'lender_api',
    ...overrides,
  });
}

export type AuditLogRow = typeof audit_log.$inferSelect;
/** An admin's change to a lender in the audit log, with overrides (created_at to order a history). */
export async function createAuditEntry(
  db: Executor,
  overrides: Partial<typeof audit_log.$inferInsert> = {},
): Promise<AuditLogRow> {
  return first(
    await db
      .insert(audit_log)
      .values({
        actor_kind: 'admin',
        actor_id: null,
        action: 'lender.update',
        entity: 'lender',
        entity_id: String(unique()),
        field: 'priority',
        old_value: '0',
        new_value: '1',
        ...overrides,
      })
      .returning(),
    'audit entry',
  );
}

export type ApplicationRow = typeof applications.$inferSelect;
/**
 * A credit application of a customer to a lender as selecting an offer makes it (₹2,00,000 over 24 months), already
 * submitted unless overridden, with the customer's journey it belongs to.
 */
export async function createApplication(
  db: Executor,
  input: { userId: number; lenderId: number; partnerId?: number | null } & Partial<typeof applications.$inferInsert>,
): Promise<ApplicationRow> {
  const { userId, lenderId, partnerId = null, ...overrides } = input;
  const app = first(
    await db
      .insert(customer_apps)
      .values({
        user_id: userId,
        product: overrides.product ?? 'pl',
        status: 'closed',
        partner_id: partnerId,
        desired_amount: 200_000,
        // The journey starts when its application is made, unless the test says when.
        ...(overrides.created_at ? { created_at: overrides.created_at } : {}),
      })
      .returning(),
    'customer app',
  );
  return first(
    await db
      .insert(applications)
      .values({
        app_id: app.id,
        user_id: userId,
        lender_id: lenderId,
        partner_id: partnerId,
        product: 'pl',
        lender_mode: 'submit',
        status: 'submitted',
        amount: 200_000,
        tenure_months: 24,
        interest_rate: '10.99',
        apr: '11.50',
        emi: '9327.12',
        processing_fee: '0',
        total_payable: '223850.88',
        submitted_at: sql`now()`,
        ...overrides,
      })
      .returning(),
    'application',
  );
}

export type LedgerRow = typeof commission_ledger.$inferSelect;
/**
 * A partner's ledger row written as it stands, for tests about what reads the ledger (rows the commissions module
 * prices come from `refreshCommissionsFor` and `earnShares`): the partner's own share unless said, its gross share the
 * row's amount.
 */
export async function createLedgerRow(
  db: Executor,
  values: Omit<typeof commission_ledger.$inferInsert, 'gross_share' | 'split_role'> &
    Partial<Pick<typeof commission_ledger.$inferInsert, 'gross_share' | 'split_role'>>,
): Promise<LedgerRow> {
  return first(
    await db
      .insert(commission_ledger)
      .values({ split_role: 'own', gross_share: values.amount, ...values })
      .returning(),
    'ledger row',
  );
}
