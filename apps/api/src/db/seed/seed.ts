/** Demo data, written once per step (DESIGN §3): `npm start` seeds a fresh database and skips seeded steps. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../client';
import { hashPassword } from '../../lib/passwords';
import { admin_users } from '../schema/admins';
import { partner_users, partners } from '../schema/partners';
import { languages, smart_list_items, smart_lists } from '../schema/reference';
import { seed_steps } from '../schema/system';
import { seedHindiContent } from './hindi-content';
import { seedDocumentChecklists } from './document-checklists';
import { seedLenderTrust } from './lender-trust';
import { seedPartnerInsights } from './partner-insights';
import { seedPartnerContent } from './partner-content';
import { seedPartnerApi } from './partner-api';
import { seedPartnerSupport } from './partner-support';
import { seedCustomerProducts } from './products';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { defaultBrandLook } from '@saakh/domain/brand';
import { catalogueReferenceSteps, catalogueSeedSteps } from './catalogue';
import { seedDemoActivity } from './activity';
import { customerSeedSteps } from './customer';
import { seedMerchantManagement } from './merchants';
import { seedMessaging } from './messaging';
import { smartListSeed } from './smart-lists';
import { seedTelecalling } from './telecalling';

export type SeedResult = { summary: string[] };

type SeedContext = { config: Config; summary: string[] };
export type SeedStep = { name: string; run: (tx: Executor, context: SeedContext) => Promise<void> };

export const demoAdmins = [
  { email: 'admin@saakh.local', name: 'Asha Admin', role_id: 1 },
  { email: 'ops@saakh.local', name: 'Omkar Operations', role_id: 2 },
  { email: 'csr@saakh.local', name: 'Chitra Support', role_id: 3 },
] as const;

export const demoPartnerUser = { email: 'partner@saakh.local', username: 'finserve', name: 'FinServe DSA' } as const;

export const demoPartners = [
  {
    key: 'cl',
    name: 'Saakh',
    ...defaultBrandLook,
    title: null,
    terms_apply: false,
  },
  {
    key: 'finserve',
    name: 'FinServe DSA',
    primary_color: '#00695C',
    secondary_color: '#F9A825',
    font_family: 'Poppins',
    title: 'FinServe Loans',
    terms_apply: true,
  },
  {
    key: 'paisamitra',
    name: 'PaisaMitra',
    primary_color: '#6A1B9A',
    secondary_color: '#00ACC1',
    font_family: 'Noto Sans',
    title: 'PaisaMitra',
    terms_apply: false,
  },
  {
    key: 'kisanbazaar',
    name: 'Kisan Bazaar',
    primary_color: '#2E7D32',
    secondary_color: '#EF6C00',
    font_family: 'Mukta',
    title: 'Kisan Bazaar Credit',
    terms_apply: true,
  },
] as const;

/** A web font's stylesheet; none for a brand on the system fonts (the default brand: nothing to fetch first). */
function fontLink(family: string | null): string | null {
  if (!family) return null;
  return `https://fonts.googleapis.com/css2?family=${family.replace(/ /g, '+')}:wght@400;500;700&display=swap`;
}

function generatedPassword(): string {
  return `Sk-${randomBytes(9).toString('base64url')}`;
}

/** What the product needs on every database, demo or not: languages, option lists, revenue types, the default brand. */
export const referenceSteps: SeedStep[] = [
  {
    name: 'languages',
    run: async (tx) => {
      await tx
        .insert(languages)
        .values([
          {
            code: 'en',
            language_name: 'English',
            is_default: true,
            country_key: 'IN',
            country_name: 'India',
            phone_code: '91',
          },
          {
            code: 'hi',
            language_name: 'हिन्दी',
            is_default: false,
            country_key: 'IN',
            country_name: 'India',
            phone_code: '91',
          },
        ])
        .onConflictDoNothing();
    },
  },
  {
    name: 'smart-lists',
    run: async (tx) => {
      for (const [kind, options] of Object.entries(smartListSeed)) {
        const [list] = await tx.insert(smart_lists).values({ kind }).returning({ id: smart_lists.id });
        if (!list) throw new Error(`Could not create list ${kind}`);
        await tx.insert(smart_list_items).values(
          options.map(([code, en, hi], index) => ({
            list_id: list.id,
            code,
            value_en: en,
            value_hi: hi,
            sort_order: index,
          })),
        );
      }
    },
  },
  {
    name: 'default-brand',
    run: async (tx) => {
      await tx
        .insert(partners)
        .values(demoPartners.filter((partner) => partner.key === DEFAULT_PARTNER_KEY).map(partnerValues))
        .onConflictDoNothing();
    },
  },
  ...catalogueReferenceSteps,
  ...customerSeedSteps,
];

function partnerValues(partner: (typeof demoPartners)[number], index: number): typeof partners.$inferInsert {
  const isDefault = partner.key === DEFAULT_PARTNER_KEY;
  return {
    ...partner,
    utm_id: isDefault ? null : `utm-${partner.key}`,
    revenue_percent: isDefault ? null : String(0.5 + index * 0.25),
    revenue_flat_fee: isDefault ? null : 250 * index,
    font_link: fontLink(partner.font_family),
    logo: `/brand/${partner.key}.svg`,
  };
}

/** The demo business on top: partners, staff accounts, the lender and card catalogue. */
const demoSteps: SeedStep[] = [
  {
    name: 'partners',
    run: async (tx) => {
      await tx.insert(partners).values(demoPartners.map(partnerValues)).onConflictDoNothing();
    },
  },
  {
    name: 'staff-accounts',
    run: async (tx, { config, summary }) => {
      const adminPassword = config.seed.adminPassword ?? generatedPassword();
      const partnerPassword = config.seed.partnerPassword ?? generatedPassword();
      // A generated password is shown once, on the developer's first start; one set in the environment never is.
      const shownAdmin = config.seed.adminPassword ? '(SEED_ADMIN_PASSWORD)' : adminPassword;
      const shownPartner = config.seed.partnerPassword ? '(SEED_PARTNER_PASSWORD)' : partnerPassword;
      const adminHash = await hashPassword(adminPassword, config.login.hashCost);
      await tx.insert(admin_users).values(demoAdmins.map((admin) => ({ ...admin, password_hash: adminHash })));
      const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.key, 'finserve'));
      if (!partner) throw new Error('Partner finserve missing');
      await tx.insert(partner_users).values({
        ...demoPartnerUser,
        partner_id: partner.id,
        password_hash: await hashPassword(partnerPassword, config.login.hashCost),
      });
      summary.push(
        '  Demo accounts created now (generated passwords are shown only this once):',
        ...demoAdmins.map((admin) => `    admin role ${admin.role_id}: ${admin.email} / ${shownAdmin}  (/admin/login)`),
        `    partner: ${demoPartnerUser.email} or ${demoPartnerUser.username} / ${shownPartner}  (/partner/login)`,
      );
    },
  },
  ...catalogueSeedSteps,
  { name: 'demo-activity', run: (tx) => seedDemoActivity(tx) },
  { name: 'merchant-management', run: (tx) => seedMerchantManagement(tx) },
  { name: 'messaging', run: (tx) => seedMessaging(tx) },
  { name: 'telecalling-queue', run: (tx) => seedTelecalling(tx) },
  { name: 'partner-support', run: (tx) => seedPartnerSupport(tx) },
  { name: 'partner-api', run: (tx) => seedPartnerApi(tx) },
  { name: 'customer-products', run: (tx) => seedCustomerProducts(tx) },
  { name: 'partner-insights', run: (tx) => seedPartnerInsights(tx) },
  { name: 'partner-content', run: (tx, { config }) => seedPartnerContent(tx, config) },
  // Who lends and its charges, for lenders seeded before migration 0031 (issue 29).
  { name: 'lender-trust', run: (tx) => seedLenderTrust(tx) },
  // What each lender asks its open applications for (decision 054).
  { name: 'document-checklists', run: (tx) => seedDocumentChecklists(tx) },
  // Last: it fills the Hindi of the demo texts every step above wrote (decision 025).
  { name: 'hindi-content', run: (tx) => seedHindiContent(tx) },
];

async function applySteps(db: Db, config: Config, steps: SeedStep[], summary: string[]): Promise<void> {
  const done = new Set((await db.select({ name: seed_steps.name }).from(seed_steps)).map((row) => row.name));
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx, { config, summary });
      await tx.insert(seed_steps).values({ name: step.name }).onConflictDoNothing();
    });
  }
}

/** Reference data only (tests start from this; their rows come from factories). */
export async function seedReferenceData(db: Db, config: Config): Promise<void> {
  await applySteps(db, config, referenceSteps, []);
}

/**
 * Reference and demo data. `activity: false` leaves out the demo activity, for scripts that make their own
 * (the volume generator and its benchmark).
 */
export async function seedDemoData(
  db: Db,
  config: Config,
  { activity = true }: { activity?: boolean } = {},
): Promise<SeedResult> {
  const summary: string[] = [];
  const steps = activity ? demoSteps : demoSteps.filter((step) => step.name !== 'demo-activity');
  await applySteps(db, config, [...referenceSteps, ...steps], summary);
  if (!summary.some((line) => line.includes('Demo accounts created'))) {
    const adminPassword = config.seed.adminPassword ? '(SEED_ADMIN_PASSWORD)' : '(as printed at first start)';
    const partnerPassword = config.seed.partnerPassword ? '(SEED_PARTNER_PASSWORD)' : '(as printed at first start)';
    summary.push(
      '  Demo accounts:',
      ...demoAdmins.map(
        (admin) => `    admin role ${admin.role_id}: ${admin.email} / ${adminPassword}  (/admin/login)`,
      ),
      `    partner: ${demoPartnerUser.email} or ${demoPartnerUser.username} / ${partnerPassword}  (/partner/login)`,
    );
  }
  return { summary };
}
