/**
 * Demo catalogue: revenue types, lender groups, lenders over the four loan products with matching criteria,
 * loan details, eligibility texts, special offers and commission slabs, credit cards, and the vendor switches.
 * The customer journey matches offers against these rows, so the criteria are meant to be realistic.
 */
import { eq } from 'drizzle-orm';
import { loanProducts, type LoanProductCode } from '@saakh/domain/products';
import type { VendorKind } from '@saakh/domain/vendors';
import type { Executor } from '../client';
import { credit_cards, lender_groups, lender_revenue, lenders, revenue_types, vendors } from '../schema/catalogue';
import { lenderTrustValues } from './lender-trust';

export const revenueTypeNames = ['Flat', 'Percentage', 'Slab based', 'Flat + Percentage'] as const;
type RevenueTypeName = (typeof revenueTypeNames)[number];

export const lenderGroupNames = [
  'Banks',
  'NBFCs',
  'Fintech Lenders',
  'Housing Finance',
  'Gold Loan Specialists',
] as const;
type LenderGroupName = (typeof lenderGroupNames)[number];

type Employment = 'salaried' | 'self_employed' | 'business';
type OfferWindow = 'current' | 'expired' | 'upcoming';

type RevenueSeed = {
  type: RevenueTypeName;
  flat?: number;
  percent?: number;
  disbursedMin?: number;
  disbursedMax?: number;
  filesMin?: number;
  filesMax?: number;
};

export type LenderSeed = {
  /** The key-like name of files and URLs (the lender key is its lower case). */
  name: string;
  /** What customers read on offers, the KFS, timelines and consent lines. */
  displayName: string;
  product: LoanProductCode;
  income: [number | null, number | null];
  age: [number, number];
  ticket: 1 | 2 | 3 | 4;
  score: 1 | 2 | 3 | 4;
  employment: Employment[];
  priority: number;
  upto: number;
  minLoan: number;
  tenure: number;
  rate: number;
  apr: [number, number];
  fee: number;
  mode: 'submit' | 'intake' | 'transaction';
  api?: boolean;
  autosubmission?: boolean;
  active?: { off: string };
  groups: LenderGroupName[];
  /** A special offer; with a flat fee it prices the offer (fee and APR), without one it is a note on the card. */
  offer?: { text: string; window: OfferWindow; flatFee?: number };
  journey: string;
  revenue: RevenueSeed[];
};

/**
 * Score classes (DESIGN §6): 1 new to credit, 2 below 650, 3 650–749, 4 750+; a lender's class is the lowest it
 * accepts. Ticket classes: 1 ≤ ₹50,000, 2 ≤ ₹2,00,000, 3 ≤ ₹5,00,000, 4 above; a lender's class is the highest it serves.
 */
export const lenderSeed: LenderSeed[] = [
  {
    name: 'Kotak_Mahindra',
    displayName: 'Kotak Mahindra Bank',
    product: 'pl',
    income: [25_000, null],
    age: [21, 58],
    ticket: 4,
    score: 3,
    employment: ['salaried'],
    priority: 90,
    upto: 2_000_000,
    minLoan: 50_000,
    tenure: 60,
    rate: 10.99,
    apr: [11.5, 16.25],
    fee: 2.5,
    mode: 'submit',
    api: true,
    autosubmission: true,
    groups: ['Banks'],
    offer: {
      text: 'Processing fee flat ₹999 for salaried customers of listed companies',
      window: 'current',
      flatFee: 999,
    },
    journey: 'Apply on Saakh, upload salary slips and bank statement, video KYC, disbursal in 2 working days.',
    revenue: [
      { type: 'Slab based', percent: 1.25, disbursedMin: 0, disbursedMax: 5_000_000 },
      { type: 'Slab based', percent: 1.5, disbursedMin: 5_000_000, disbursedMax: 20_000_000 },
    ],
  },
  {
    name: 'Bajaj_Finserv',
    displayName: 'Bajaj Finserv',
    product: 'pl',
    income: [15_000, null],
    age: [21, 58],
    ticket: 3,
    score: 3,
    employment: ['salaried'],
    priority: 85,
    upto: 500_000,
    minLoan: 30_000,
    tenure: 48,
    rate: 13,
    apr: [14, 24],
    fee: 3,
    mode: 'intake',
    api: true,
    groups: ['NBFCs'],
    journey: 'Fill the intake form, e-sign the agreement, e-NACH mandate, money in the account the same day.',
    revenue: [{ type: 'Percentage', percent: 1.75 }],
  },
  {
    name: 'Tata_Capital',
    displayName: 'Tata Capital',
    product: 'pl',
    income: [20_000, null],
    age: [22, 58],
    ticket: 4,
    score: 4,
    employment: ['salaried', 'self_employed'],
    priority: 80,
    upto: 3_500_000,
    minLoan: 75_000,
    tenure: 60,
    rate: 10.99,
    apr: [11.25, 15.5],
    fee: 2,
    mode: 'transaction',
    groups: ['NBFCs'],
    offer: { text: 'Interest from 10.49% for a CIBIL score of 780 and above', window: 'current' },
    journey: "Continue on the lender's page, complete online KYC and income check, sanction letter in 24 hours.",
    revenue: [{ type: 'Flat + Percentage', flat: 500, percent: 1 }],
  },
  {
    name: 'IDFC_First',
    displayName: 'IDFC FIRST Bank',
    product: 'pl',
    income: [18_000, 300_000],
    age: [23, 60],
    ticket: 3,
    score: 3,
    employment: ['salaried'],
    priority: 75,
    upto: 500_000,
    minLoan: 20_000,
    tenure: 60,
    rate: 11.5,
    apr: [12, 20],
    fee: 2,
    mode: 'submit',
    groups: ['Banks'],
    offer: { text: 'Zero foreclosure charges after 6 EMIs', window: 'expired' },
    journey: 'Submit the application, bank verifies employment by e-mail, disbursal in 3 working days.',
    revenue: [{ type: 'Percentage', percent: 1.1 }],
  },
  {
    name: 'Aditya_Birla_Capital',
    displayName: 'Aditya Birla Capital',
    product: 'pl',
    income: [30_000, null],
    age: [23, 60],
    ticket: 4,
    score: 4,
    employment: ['salaried', 'self_employed'],
    priority: 70,
    upto: 3_500_000,
    minLoan: 100_000,
    tenure: 60,
    rate: 12,
    apr: [12.5, 18],
    fee: 2,
    mode: 'submit',
    api: true,
    groups: ['NBFCs'],
    journey: 'Submit the application, document pick-up at home, disbursal in 4 working days.',
    revenue: [{ type: 'Percentage', percent: 1.4 }],
  },
  {
    name: 'MoneyView',
    displayName: 'Money View',
    product: 'pl',
    income: [13_500, null],
    age: [21, 57],
    ticket: 2,
    score: 2,
    employment: ['salaried', 'self_employed'],
    priority: 60,
    upto: 200_000,
    minLoan: 5_000,
    tenure: 36,
    rate: 16,
    apr: [18, 36],
    fee: 2.5,
    mode: 'transaction',
    groups: ['Fintech Lenders'],
    journey: "Continue in the lender's app, bank statement check through account aggregator, instant disbursal.",
    revenue: [{ type: 'Flat', flat: 350 }],
  },
  {
    name: 'Fibe',
    displayName: 'Fibe',
    product: 'pl',
    income: [15_000, null],
    age: [21, 55],
    ticket: 2,
    score: 2,
    employment: ['salaried'],
    priority: 55,
    upto: 200_000,
    minLoan: 8_000,
    tenure: 24,
    rate: 18,
    apr: [20, 30],
    fee: 3,
    mode: 'intake',
    groups: ['Fintech Lenders'],
    offer: { text: 'First EMI holiday for loans taken this month', window: 'current' },
    journey: 'Fill the intake form, selfie KYC, e-NACH, disbursal in 30 minutes.',
    revenue: [{ type: 'Flat', flat: 300 }],
  },
  {
    name: 'KreditBee',
    displayName: 'KreditBee',
    product: 'pl',
    income: [10_000, null],
    age: [21, 45],
    ticket: 1,
    score: 1,
    employment: ['salaried'],
    priority: 40,
    upto: 50_000,
    minLoan: 1_000,
    tenure: 12,
    rate: 24,
    apr: [26, 36],
    fee: 4,
    mode: 'transaction',
    groups: ['Fintech Lenders'],
    journey: "Continue in the lender's app, Aadhaar OTP KYC, money in minutes; suits customers new to credit.",
    revenue: [{ type: 'Flat', flat: 150 }],
  },
  {
    name: 'Navi_Finserv',
    displayName: 'Navi Finserv',
    product: 'pl',
    income: [12_000, null],
    age: [21, 65],
    ticket: 3,
    score: 3,
    employment: ['salaried', 'self_employed'],
    priority: 50,
    upto: 500_000,
    minLoan: 10_000,
    tenure: 60,
    rate: 12,
    apr: [13, 26],
    fee: 3.5,
    mode: 'submit',
    active: { off: 'Paused by the lender while it revises its credit policy' },
    groups: ['Fintech Lenders'],
    journey: 'Submit the application, fully digital KYC, disbursal within a day.',
    revenue: [{ type: 'Percentage', percent: 1 }],
  },
  {
    name: 'Lendingkart',
    displayName: 'Lendingkart',
    product: 'bl',
    income: [50_000, null],
    age: [21, 65],
    ticket: 3,
    score: 2,
    employment: ['business', 'self_employed'],
    priority: 80,
    upto: 500_000,
    minLoan: 50_000,
    tenure: 36,
    rate: 18,
    apr: [19, 27],
    fee: 2,
    mode: 'submit',
    api: true,
    autosubmission: true,
    groups: ['Fintech Lenders', 'NBFCs'],
    offer: { text: 'No collateral up to ₹5,00,000 for businesses older than 1 year', window: 'current' },
    journey: 'Submit GST returns and 6 months of bank statements, credit decision in 72 hours.',
    revenue: [
      { type: 'Slab based', percent: 2, filesMin: 0, filesMax: 50 },
      { type: 'Slab based', percent: 2.5, filesMin: 50, filesMax: 500 },
    ],
  },
  {
    name: 'Indifi',
    displayName: 'Indifi',
    product: 'bl',
    income: [40_000, null],
    age: [23, 65],
    ticket: 4,
    score: 3,
    employment: ['business'],
    priority: 70,
    upto: 5_000_000,
    minLoan: 100_000,
    tenure: 36,
    rate: 17,
    apr: [18, 26],
    fee: 2.5,
    mode: 'intake',
    groups: ['Fintech Lenders'],
    journey: 'Fill the business intake form, upload GST and ITR, field visit, disbursal in a week.',
    revenue: [{ type: 'Percentage', percent: 2 }],
  },
  {
    name: 'FlexiLoans',
    displayName: 'FlexiLoans',
    product: 'bl',
    income: [30_000, null],
    age: [21, 65],
    ticket: 3,
    score: 2,
    employment: ['business', 'self_employed'],
    priority: 65,
    upto: 500_000,
    minLoan: 50_000,
    tenure: 24,
    rate: 19,
    apr: [20, 30],
    fee: 2,
    mode: 'transaction',
    groups: ['Fintech Lenders'],
    journey: "Continue on the lender's page, link bank account, sanction in 48 hours.",
    revenue: [{ type: 'Flat + Percentage', flat: 1_000, percent: 1.5 }],
  },
  {
    name: 'Bajaj_Finserv',
    displayName: 'Bajaj Finserv',
    product: 'bl',
    income: [60_000, null],
    age: [25, 65],
    ticket: 4,
    score: 4,
    employment: ['business', 'self_employed'],
    priority: 75,
    upto: 5_000_000,
    minLoan: 200_000,
    tenure: 84,
    rate: 14,
    apr: [15, 22],
    fee: 2,
    mode: 'submit',
    api: true,
    groups: ['NBFCs'],
    journey: 'Submit the application with 2 years of ITR, relationship manager call, disbursal in 48 hours.',
    revenue: [{ type: 'Percentage', percent: 1.5 }],
  },
  {
    name: 'NeoGrowth',
    displayName: 'NeoGrowth',
    product: 'bl',
    income: [75_000, null],
    age: [24, 65],
    ticket: 4,
    score: 3,
    employment: ['business'],
    priority: 45,
    upto: 5_000_000,
    minLoan: 300_000,
    tenure: 36,
    rate: 20,
    apr: [21, 28],
    fee: 3,
    mode: 'submit',
    groups: ['NBFCs'],
    journey: 'For retailers with card and UPI sales; submit the application, repay as a share of daily sales.',
    revenue: [{ type: 'Percentage', percent: 1.25 }],
  },
  {
    name: 'Muthoot_Gold',
    displayName: 'Muthoot Finance',
    product: 'gl',
    income: [null, null],
    age: [18, 75],
    ticket: 4,
    score: 1,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 90,
    upto: 5_000_000,
    minLoan: 1_500,
    tenure: 12,
    rate: 9.9,
    apr: [10.5, 24],
    fee: 1,
    mode: 'submit',
    api: true,
    groups: ['Gold Loan Specialists'],
    offer: { text: 'Gold loan at ₹6,500 per gram this week', window: 'current' },
    journey: 'Book a branch visit, gold valued in front of the customer, cash or bank transfer in 30 minutes.',
    revenue: [{ type: 'Percentage', percent: 0.5 }],
  },
  {
    name: 'Manappuram_Gold',
    displayName: 'Manappuram Finance',
    product: 'gl',
    income: [null, null],
    age: [18, 70],
    ticket: 4,
    score: 1,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 80,
    upto: 2_500_000,
    minLoan: 1_000,
    tenure: 12,
    rate: 11,
    apr: [11.5, 26],
    fee: 1,
    mode: 'intake',
    groups: ['Gold Loan Specialists'],
    journey: 'Fill the intake form with the gold weight, branch visit or doorstep pick-up, same-day money.',
    revenue: [{ type: 'Percentage', percent: 0.45 }],
  },
  {
    name: 'IIFL_Gold',
    displayName: 'IIFL Finance',
    product: 'gl',
    income: [null, null],
    age: [18, 70],
    ticket: 3,
    score: 1,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 70,
    upto: 500_000,
    minLoan: 3_000,
    tenure: 24,
    rate: 12,
    apr: [12.5, 25],
    fee: 0.5,
    mode: 'submit',
    groups: ['Gold Loan Specialists', 'NBFCs'],
    offer: { text: 'Festive offer: no processing fee', window: 'expired', flatFee: 0 },
    journey: 'Submit the application, branch visit with the gold and Aadhaar, money in 30 minutes.',
    revenue: [{ type: 'Flat', flat: 200 }],
  },
  {
    name: 'Rupeek',
    displayName: 'Rupeek',
    product: 'gl',
    income: [null, null],
    age: [21, 70],
    ticket: 3,
    score: 1,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 60,
    upto: 500_000,
    minLoan: 10_000,
    tenure: 12,
    rate: 10.5,
    apr: [11, 22],
    fee: 0.75,
    mode: 'transaction',
    groups: ['Gold Loan Specialists', 'Fintech Lenders'],
    offer: { text: 'Doorstep gold loan with free insured pick-up from next month', window: 'upcoming' },
    journey: "Continue on the lender's page, an agent collects the gold at home and the money is sent at once.",
    revenue: [{ type: 'Flat', flat: 250 }],
  },
  {
    name: 'Aadhar_Housing',
    displayName: 'Aadhar Housing Finance',
    product: 'hl',
    income: [12_000, null],
    age: [21, 60],
    ticket: 4,
    score: 2,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 85,
    upto: 5_000_000,
    minLoan: 300_000,
    tenure: 240,
    rate: 9.5,
    apr: [10, 14],
    fee: 1,
    mode: 'submit',
    api: true,
    groups: ['Housing Finance'],
    offer: { text: 'PMAY interest subsidy help desk for first-time buyers', window: 'current' },
    journey:
      'Submit the application, property and income documents checked at a branch, legal and technical check, sanction in 10 days.',
    revenue: [
      { type: 'Slab based', percent: 0.4, disbursedMin: 0, disbursedMax: 10_000_000 },
      { type: 'Slab based', percent: 0.55, disbursedMin: 10_000_000, disbursedMax: 50_000_000 },
    ],
  },
  {
    name: 'Aavas_Financiers',
    displayName: 'Aavas Financiers',
    product: 'hl',
    income: [10_000, null],
    age: [21, 65],
    ticket: 4,
    score: 2,
    employment: ['salaried', 'self_employed', 'business'],
    priority: 80,
    upto: 5_000_000,
    minLoan: 200_000,
    tenure: 240,
    rate: 10,
    apr: [10.5, 15],
    fee: 1.5,
    mode: 'intake',
    groups: ['Housing Finance'],
    journey: 'Fill the intake form, home visit to assess informal income, sanction in 2 weeks.',
    revenue: [{ type: 'Percentage', percent: 0.5 }],
  },
  {
    name: 'PNB_Housing',
    displayName: 'PNB Housing Finance',
    product: 'hl',
    income: [25_000, null],
    age: [23, 65],
    ticket: 4,
    score: 4,
    employment: ['salaried', 'self_employed'],
    priority: 75,
    upto: 5_000_000,
    minLoan: 800_000,
    tenure: 360,
    rate: 8.75,
    apr: [9, 12],
    fee: 0.5,
    mode: 'submit',
    groups: ['Housing Finance', 'Banks'],
    journey: 'Submit the application, property papers verified, sanction in 7 days.',
    revenue: [{ type: 'Percentage', percent: 0.35 }],
  },
  {
    name: 'Home_First',
    displayName: 'Home First Finance',
    product: 'hl',
    income: [15_000, null],
    age: [21, 60],
    ticket: 4,
    score: 2,
    employment: ['salaried', 'self_employed'],
    priority: 65,
    upto: 4_000_000,
    minLoan: 300_000,
    tenure: 300,
    rate: 10.5,
    apr: [11, 16],
    fee: 1.25,
    mode: 'transaction',
    groups: ['Housing Finance'],
    journey: "Continue on the lender's page, WhatsApp-based document upload, sanction in 5 days.",
    revenue: [{ type: 'Flat', flat: 5_000 }],
  },
  {
    name: 'LIC_Housing',
    displayName: 'LIC Housing Finance',
    product: 'hl',
    income: [20_000, null],
    age: [21, 60],
    ticket: 4,
    score: 3,
    employment: ['salaried'],
    priority: 70,
    upto: 5_000_000,
    minLoan: 500_000,
    tenure: 360,
    rate: 8.6,
    apr: [8.9, 11.5],
    fee: 0.5,
    mode: 'submit',
    groups: ['Housing Finance'],
    journey:
      'Submit the application, branch verification, legal and technical check of the property, sanction in 10 days.',
    revenue: [{ type: 'Percentage', percent: 0.3 }],
  },
];

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const scoreText: Record<LenderSeed['score'], string> = {
  1: 'No credit history needed',
  2: 'Any score; below 650 considered',
  3: '650 and above',
  4: '750 and above',
};

const employmentText: Record<Employment, string> = {
  salaried: 'Salaried',
  self_employed: 'Self employed professional',
  business: 'Self employed business',
};

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Offer dates relative to the day the demo is seeded, so "current" is current when someone first looks. */
function offerDates(window: OfferWindow): { start: string; end: string } {
  if (window === 'expired') return { start: isoDay(-90), end: isoDay(-30) };
  if (window === 'upcoming') return { start: isoDay(20), end: isoDay(80) };
  return { start: isoDay(-10), end: isoDay(60) };
}

function incomeText([min, max]: LenderSeed['income']): string {
  if (min === null) return 'No income proof needed';
  return max === null
    ? `${rupees.format(min)} net a month or more`
    : `${rupees.format(min)} to ${rupees.format(max)} net a month`;
}

/**
 * A demo transaction lender's own site, where "Continue to <lender>" hands the customer over with their reference
 * ({UNIQUE_ID}); the reserved .example domain never reaches a real lender. Migration 0019 writes the same address.
 */
export function demoHandoffUrl(lenderKey: string): string {
  return `https://apply.${lenderKey.replace(/_/g, '-')}.example/saakh?ref={UNIQUE_ID}`;
}

export function lenderValues(seed: LenderSeed, groupIds: Map<string, number>): typeof lenders.$inferInsert {
  const key = seed.name.toLowerCase();
  const dates = seed.offer ? offerDates(seed.offer.window) : null;
  return {
    name: seed.name,
    display_name: seed.displayName,
    lender_key: key,
    product: seed.product,
    min_income: seed.income[0],
    max_income: seed.income[1],
    min_age: seed.age[0],
    max_age: seed.age[1],
    ticket_class: seed.ticket,
    credit_score_class: seed.score,
    salaried: seed.employment.includes('salaried') ? 1 : 0,
    self_employed: seed.employment.includes('self_employed') ? 1 : 0,
    business: seed.employment.includes('business') ? 1 : 0,
    priority: seed.priority,
    lender_status: seed.active ? 0 : 1,
    status_reason: seed.active?.off ?? null,
    so_status: seed.offer ? 1 : 0,
    so_text: seed.offer?.text ?? null,
    so_date_start: dates?.start ?? null,
    so_date_end: dates?.end ?? null,
    so_processing_fee: seed.offer?.flatFee === undefined ? null : seed.offer.flatFee.toFixed(2),
    loan_amount_upto: seed.upto,
    tenure: seed.tenure,
    interest_rate: seed.rate.toFixed(2),
    apr_min: seed.apr[0].toFixed(2),
    apr_max: seed.apr[1].toFixed(2),
    processing_fees: seed.fee.toFixed(2),
    lender_group_ids: seed.groups.map((name) => {
      const id = groupIds.get(name);
      if (id === undefined) throw new Error(`Lender group ${name} missing`);
      return id;
    }),
    autosubmission: seed.autosubmission ? 1 : 0,
    api: seed.api ? 1 : 0,
    lender_mode: seed.mode,
    transaction_url: seed.mode === 'transaction' ? demoHandoffUrl(key) : null,
    age_text: `${seed.age[0]} to ${seed.age[1]} years`,
    employment_text: seed.employment.map((kind) => employmentText[kind]).join(', '),
    income_text: incomeText(seed.income),
    min_amount: seed.minLoan,
    min_loan_text: rupees.format(seed.minLoan),
    max_loan_text: rupees.format(seed.upto),
    cibil_text: scoreText[seed.score],
    lender_journey_text: seed.journey,
    ...lenderTrustValues(seed),
  };
}

export async function idsByName(
  tx: Executor,
  table: typeof revenue_types | typeof lender_groups,
): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** A small card face as an inline SVG, so the demo cards have thumbnails without shipping image files. */
/** Each demo card's face: a static SVG shipped with the web app (apps/web/public/card-art), never an inline image. */
export function cardThumbnail(slug: string): string {
  return `/card-art/${slug}.svg`;
}

type CardSeed = {
  name: string;
  colours: [string, string];
  keyFeature: string;
  annualFee: number;
  secured: boolean;
  status: 0 | 1;
  slug: string;
  bullets: string[];
};

export const creditCardSeed: CardSeed[] = [
  {
    name: 'Saral Cashback Card',
    colours: ['#0B5FFF', '#00B4D8'],
    keyFeature: '5% cashback on online shopping',
    annualFee: 499,
    secured: false,
    status: 1,
    slug: 'saral-cashback',
    bullets: [
      '5% cashback on online spends',
      '1% cashback on everything else',
      'Annual fee waived on ₹1,00,000 spend a year',
    ],
  },
  {
    name: 'Yatra Miles Card',
    colours: ['#1B263B', '#415A77'],
    keyFeature: '4 air miles per ₹200 on travel',
    annualFee: 2_500,
    secured: false,
    status: 1,
    slug: 'yatra-miles',
    bullets: [
      '8 complimentary domestic lounge visits a year',
      '4 air miles per ₹200 on flights and hotels',
      'Forex mark-up of 1.99%',
    ],
  },
  {
    name: 'Shubh Rewards Card',
    colours: ['#9D0208', '#F48C06'],
    keyFeature: '10X reward points on groceries and dining',
    annualFee: 999,
    secured: false,
    status: 1,
    slug: 'shubh-rewards',
    bullets: ['10X points at supermarkets and restaurants', 'Welcome voucher worth ₹1,000', '1% fuel surcharge waiver'],
  },
  {
    name: 'Pehla Kadam Secured Card',
    colours: ['#2D6A4F', '#95D5B2'],
    keyFeature: 'Card against a fixed deposit from ₹10,000',
    annualFee: 0,
    secured: true,
    status: 1,
    slug: 'pehla-kadam',
    bullets: [
      'No income proof or credit history needed',
      'Limit up to 90% of the fixed deposit',
      'Builds your CIBIL score with on-time payments',
    ],
  },
  {
    name: 'Kisan FD Card',
    colours: ['#386641', '#A7C957'],
    keyFeature: 'Lifetime free secured card with FD interest',
    annualFee: 0,
    secured: true,
    status: 1,
    slug: 'kisan-fd',
    bullets: [
      'Fixed deposit keeps earning interest',
      'UPI payments through RuPay',
      'Free add-on card for a family member',
    ],
  },
  {
    name: 'Udaan Student Card',
    colours: ['#7209B7', '#4CC9F0'],
    keyFeature: 'First card for students against a ₹5,000 deposit',
    annualFee: 0,
    secured: true,
    status: 1,
    slug: 'udaan-student',
    bullets: [
      'Open with a deposit of ₹5,000',
      'Spend alerts for parents',
      'Upgrade to an unsecured card after 12 months',
    ],
  },
  {
    name: 'Fuel Saver Card',
    colours: ['#E85D04', '#FFBA08'],
    keyFeature: '4% value back on fuel',
    annualFee: 499,
    secured: false,
    status: 1,
    slug: 'fuel-saver',
    bullets: [
      '4% value back at partner fuel pumps',
      '1% fuel surcharge waiver',
      'Annual fee waived on ₹50,000 spend a year',
    ],
  },
  {
    name: 'Platinum Lifestyle Card',
    colours: ['#343A40', '#ADB5BD'],
    keyFeature: 'Buy one get one movie tickets and golf rounds',
    annualFee: 5_000,
    secured: false,
    status: 1,
    slug: 'platinum-lifestyle',
    bullets: [
      'Buy one get one movie tickets twice a month',
      '4 complimentary golf rounds a year',
      'Concierge service around the clock',
    ],
  },
  {
    name: 'Bazaar Co-brand Card',
    colours: ['#C9184A', '#FF758F'],
    keyFeature: '7.5% off on Bazaar app orders',
    annualFee: 749,
    secured: false,
    status: 0,
    slug: 'bazaar-cobrand',
    bullets: ['7.5% off on orders in the Bazaar app', 'No-cost EMI on electronics', 'Launching soon'],
  },
];

type VendorSeed = { key: string; name: string; kind: VendorKind; enabled: number; reason: string | null };

export const providerVendors: VendorSeed[] = [
  { key: 'sms-console', name: 'Console SMS (development outbox)', kind: 'sms', enabled: 1, reason: null },
  { key: 'sms-http', name: 'HTTP SMS gateway (DLT registered)', kind: 'sms', enabled: 1, reason: null },
  {
    key: 'credit-bureau',
    name: 'Credit bureau score pull',
    kind: 'bureau',
    enabled: 0,
    reason: 'Customers declare their score band until the bureau agreement is signed',
  },
  { key: 'storage-local', name: 'Local file storage', kind: 'storage', enabled: 1, reason: null },
  { key: 'storage-s3', name: 'S3-compatible storage', kind: 'storage', enabled: 1, reason: null },
];

type CatalogueSeedStep = { name: string; run: (tx: Executor) => Promise<void> };

/** Data the product needs to work at all: the revenue types and the provider integrations. */
export const catalogueReferenceSteps: CatalogueSeedStep[] = [
  {
    name: 'catalogue-revenue-types',
    run: async (tx) => {
      await tx
        .insert(revenue_types)
        .values(revenueTypeNames.map((name) => ({ name })))
        .onConflictDoNothing();
    },
  },
  {
    name: 'vendors-providers',
    run: async (tx) => {
      await tx.insert(vendors).values(providerVendors).onConflictDoNothing();
    },
  },
];

/** The demo catalogue: lender groups, lenders with their revenue slabs, credit cards, lender integrations. */
export const catalogueSeedSteps: CatalogueSeedStep[] = [
  {
    name: 'catalogue-lender-groups',
    run: async (tx) => {
      await tx.insert(lender_groups).values(lenderGroupNames.map((name) => ({ name })));
    },
  },
  {
    name: 'catalogue-lenders',
    run: async (tx) => {
      const groupIds = await idsByName(tx, lender_groups);
      const typeIds = await idsByName(tx, revenue_types);
      const rows = await tx
        .insert(lenders)
        .values(lenderSeed.map((seed) => lenderValues(seed, groupIds)))
        .returning({ id: lenders.id });
      const revenueRows = lenderSeed.flatMap((seed, index) => {
        const lenderId = rows[index]?.id;
        if (lenderId === undefined) throw new Error(`Lender ${seed.name} was not inserted`);
        return seed.revenue.map((item, order) => {
          const typeId = typeIds.get(item.type);
          if (typeId === undefined) throw new Error(`Revenue type ${item.type} missing`);
          return {
            lender_id: lenderId,
            revenue_type_id: typeId,
            revenue_flat: item.flat === undefined ? null : item.flat.toFixed(2),
            revenue_percent: item.percent === undefined ? null : item.percent.toFixed(3),
            slab_disbursed_min: item.disbursedMin ?? null,
            slab_disbursed_max: item.disbursedMax ?? null,
            slab_number_min: item.filesMin ?? null,
            slab_number_max: item.filesMax ?? null,
            status: 1,
            sort_order: order,
          };
        });
      });
      await tx.insert(lender_revenue).values(revenueRows);
    },
  },
  {
    name: 'catalogue-credit-cards',
    run: async (tx) => {
      await tx.insert(credit_cards).values(
        creditCardSeed.map((card, index) => ({
          category_name: card.name,
          category_img_thumb: cardThumbnail(card.slug),
          key_feature: card.keyFeature,
          annual_fee: card.annualFee,
          sort_order: index + 1,
          status: card.status,
          secured: card.secured ? 1 : 0,
          utm_link: `https://cards.saakh-partners.example/apply/${card.slug}?utm_source=saakh&utm_medium=affiliate&utm_campaign=cards&sub_id={UNIQUE_ID}`,
          marketing_bullets: card.bullets,
        })),
      );
    },
  },
  {
    name: 'catalogue-vendors',
    run: async (tx) => {
      // A lender's API integration is the lender_api vendor keyed by its lender_key (offers read it that way);
      // one integration serves every product of that lender.
      const apiLenders = await tx
        .select({ key: lenders.lender_key, name: lenders.name, product: lenders.product })
        .from(lenders)
        .where(eq(lenders.api, 1));
      const byKey = new Map<string, { name: string; products: string[] }>();
      for (const lender of apiLenders) {
        const entry = byKey.get(lender.key) ?? { name: lender.name.replace(/_/g, ' '), products: [] };
        entry.products.push(loanProducts[lender.product].seedName);
        byKey.set(lender.key, entry);
      }
      const lenderVendors: VendorSeed[] = [...byKey].map(([key, entry]) => ({
        key,
        name: `${entry.name} lending API (${entry.products.join(', ')})`,
        kind: 'lender_api',
        enabled: 1,
        reason: null,
      }));
      if (lenderVendors.length > 0) await tx.insert(vendors).values(lenderVendors).onConflictDoNothing();
    },
  },
];
