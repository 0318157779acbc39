/**
 * Who lends and what it charges, for the demo lenders (issue 29): the Hindi display name, the regulated entity's
 * legal name and kind, its RBI registration, the shortest tenure and the charges in English and Hindi. Where the
 * name customers see is an app's brand (Money View, Fibe, KreditBee, Rupeek…), the legal name is the NBFC that
 * lends through it, so both are shown.
 *
 * The legal names and kinds are the lenders' own. The registration numbers are demo values written in the real
 * formats (an NBFC's certificate N-RR.NNNNN, a housing finance company's NHB certificate NN.NNNN.NN, a bank's
 * licence), not the lenders' actual numbers: take those from RBI's registers before going live.
 */
import type { LenderKind } from '@saakh/domain/offers';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { lenders } from '../schema/catalogue';

/** Foreclosure: a share of the outstanding principal after a lock-in of EMIs, or nil. */
type Foreclosure = { percent: number; lockInEmis: number } | 'nil' | 'nilFloating';
/** Part-prepayment: a share of the amount prepaid, nil, or not allowed. */
type PartPrepayment = { percent: number } | 'nil' | 'notAllowed';

type LenderTrustSeed = {
  displayNameHi: string;
  legalName: string;
  kind: LenderKind;
  registration: string;
  /** The shortest tenure in months. */
  minTenure: number;
  /** Penal charge, percent a month on the overdue amount. */
  penal: number;
  /** Rupees for each bounced EMI or mandate. */
  bounce: number;
  foreclosure: Foreclosure;
  partPrepayment: PartPrepayment;
};

/** Keyed by the seed's name and product (Bajaj Finserv lends personal and business loans). */
const trust: Record<string, LenderTrustSeed> = {
  'Kotak_Mahindra/pl': {
    displayNameHi: 'कोटक महिंद्रा बैंक',
    legalName: 'Kotak Mahindra Bank Limited',
    kind: 'bank',
    registration: 'MUM:112',
    minTenure: 12,
    penal: 2,
    bounce: 600,
    foreclosure: { percent: 5, lockInEmis: 12 },
    partPrepayment: { percent: 5 },
  },
  'Bajaj_Finserv/pl': {
    displayNameHi: 'बजाज फ़िनसर्व',
    legalName: 'Bajaj Finance Limited',
    kind: 'nbfc',
    registration: 'B-13.01863',
    minTenure: 12,
    penal: 3,
    bounce: 700,
    foreclosure: { percent: 4, lockInEmis: 1 },
    partPrepayment: { percent: 2 },
  },
  'Tata_Capital/pl': {
    displayNameHi: 'टाटा कैपिटल',
    legalName: 'Tata Capital Limited',
    kind: 'nbfc',
    registration: 'B-13.02114',
    minTenure: 12,
    penal: 2,
    bounce: 600,
    foreclosure: { percent: 4.5, lockInEmis: 6 },
    partPrepayment: { percent: 2.5 },
  },
  'IDFC_First/pl': {
    displayNameHi: 'आईडीएफ़सी फ़र्स्ट बैंक',
    legalName: 'IDFC FIRST Bank Limited',
    kind: 'bank',
    registration: 'MUM:119',
    minTenure: 6,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 5, lockInEmis: 0 },
    partPrepayment: { percent: 5 },
  },
  'Aditya_Birla_Capital/pl': {
    displayNameHi: 'आदित्य बिड़ला कैपिटल',
    legalName: 'Aditya Birla Capital Limited',
    kind: 'nbfc',
    registration: 'N-13.02254',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 4, lockInEmis: 12 },
    partPrepayment: { percent: 3 },
  },
  'MoneyView/pl': {
    displayNameHi: 'मनी व्यू',
    legalName: 'Whizdm Finance Private Limited',
    kind: 'nbfc',
    registration: 'N-02.00312',
    minTenure: 3,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 4, lockInEmis: 3 },
    partPrepayment: 'notAllowed',
  },
  'Fibe/pl': {
    displayNameHi: 'फ़ाइब',
    legalName: 'EarlySalary Services Private Limited',
    kind: 'nbfc',
    registration: 'N-13.02198',
    minTenure: 3,
    penal: 3,
    bounce: 450,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'KreditBee/pl': {
    displayNameHi: 'क्रेडिटबी',
    legalName: 'Krazybee Services Private Limited',
    kind: 'nbfc',
    registration: 'N-02.00287',
    minTenure: 3,
    penal: 3,
    bounce: 400,
    foreclosure: { percent: 3, lockInEmis: 0 },
    partPrepayment: 'notAllowed',
  },
  'Navi_Finserv/pl': {
    displayNameHi: 'नवी फ़िनसर्व',
    legalName: 'Navi Finserv Limited',
    kind: 'nbfc',
    registration: 'N-02.00269',
    minTenure: 3,
    penal: 2,
    bounce: 500,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Lendingkart/bl': {
    displayNameHi: 'लेंडिंगकार्ट',
    legalName: 'Lendingkart Finance Limited',
    kind: 'nbfc',
    registration: 'N-01.00548',
    minTenure: 6,
    penal: 2,
    bounce: 750,
    foreclosure: { percent: 4, lockInEmis: 6 },
    partPrepayment: 'notAllowed',
  },
  'Indifi/bl': {
    displayNameHi: 'इंडिफ़ी',
    legalName: 'Indifi Capital Private Limited',
    kind: 'nbfc',
    registration: 'N-14.03341',
    minTenure: 6,
    penal: 2,
    bounce: 750,
    foreclosure: { percent: 5, lockInEmis: 6 },
    partPrepayment: { percent: 4 },
  },
  'FlexiLoans/bl': {
    displayNameHi: 'फ़्लेक्सीलोन्स',
    legalName: 'Epimoney Private Limited',
    kind: 'nbfc',
    registration: 'N-13.02276',
    minTenure: 6,
    penal: 3,
    bounce: 750,
    foreclosure: { percent: 5, lockInEmis: 6 },
    partPrepayment: 'notAllowed',
  },
  'Bajaj_Finserv/bl': {
    displayNameHi: 'बजाज फ़िनसर्व',
    legalName: 'Bajaj Finance Limited',
    kind: 'nbfc',
    registration: 'B-13.01863',
    minTenure: 12,
    penal: 3,
    bounce: 1_000,
    foreclosure: { percent: 4, lockInEmis: 1 },
    partPrepayment: { percent: 2 },
  },
  'NeoGrowth/bl': {
    displayNameHi: 'नियोग्रोथ',
    legalName: 'NeoGrowth Credit Private Limited',
    kind: 'nbfc',
    registration: 'N-13.02067',
    minTenure: 6,
    penal: 2,
    bounce: 1_000,
    foreclosure: { percent: 5, lockInEmis: 6 },
    partPrepayment: { percent: 5 },
  },
  'Muthoot_Gold/gl': {
    displayNameHi: 'मुथूट फ़ाइनेंस',
    legalName: 'Muthoot Finance Limited',
    kind: 'nbfc',
    registration: 'N-16.00167',
    minTenure: 1,
    penal: 2,
    bounce: 250,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Manappuram_Gold/gl': {
    displayNameHi: 'मणप्पुरम फ़ाइनेंस',
    legalName: 'Manappuram Finance Limited',
    kind: 'nbfc',
    registration: 'N-16.00174',
    minTenure: 1,
    penal: 2,
    bounce: 250,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'IIFL_Gold/gl': {
    displayNameHi: 'आईआईएफ़एल फ़ाइनेंस',
    legalName: 'IIFL Finance Limited',
    kind: 'nbfc',
    registration: 'N-13.02393',
    minTenure: 3,
    penal: 2,
    bounce: 300,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Rupeek/gl': {
    displayNameHi: 'रूपीक',
    legalName: 'Rupeek Capital Private Limited',
    kind: 'nbfc',
    registration: 'N-02.00331',
    minTenure: 3,
    penal: 2,
    bounce: 300,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Aadhar_Housing/hl': {
    displayNameHi: 'आधार हाउसिंग फ़ाइनेंस',
    legalName: 'Aadhar Housing Finance Limited',
    kind: 'hfc',
    registration: '04.0154.17',
    minTenure: 60,
    penal: 2,
    bounce: 500,
    foreclosure: 'nilFloating',
    partPrepayment: 'nil',
  },
  'Aavas_Financiers/hl': {
    displayNameHi: 'आवास फ़ाइनेंसियर्स',
    legalName: 'Aavas Financiers Limited',
    kind: 'hfc',
    registration: '03.0134.15',
    minTenure: 60,
    penal: 2,
    bounce: 500,
    foreclosure: 'nilFloating',
    partPrepayment: 'nil',
  },
  'PNB_Housing/hl': {
    displayNameHi: 'पीएनबी हाउसिंग फ़ाइनेंस',
    legalName: 'PNB Housing Finance Limited',
    kind: 'hfc',
    registration: '01.0011.06',
    minTenure: 60,
    penal: 2,
    bounce: 500,
    foreclosure: 'nilFloating',
    partPrepayment: 'nil',
  },
  'Home_First/hl': {
    displayNameHi: 'होम फ़र्स्ट फ़ाइनेंस',
    legalName: 'Home First Finance Company India Limited',
    kind: 'hfc',
    registration: '05.0149.17',
    minTenure: 60,
    penal: 2,
    bounce: 500,
    foreclosure: 'nilFloating',
    partPrepayment: 'nil',
  },
  'LIC_Housing/hl': {
    displayNameHi: 'एलआईसी हाउसिंग फ़ाइनेंस',
    legalName: 'LIC Housing Finance Limited',
    kind: 'hfc',
    registration: '01.0024.06',
    minTenure: 60,
    penal: 2,
    bounce: 500,
    foreclosure: 'nilFloating',
    partPrepayment: 'nil',
  },
  'Credila/sl': {
    displayNameHi: 'क्रेडिला फ़ाइनेंशियल सर्विसेज़',
    legalName: 'Credila Financial Services Limited',
    kind: 'nbfc',
    registration: 'N-13.01989',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Avanse/sl': {
    displayNameHi: 'अवान्से फ़ाइनेंशियल सर्विसेज़',
    legalName: 'Avanse Financial Services Limited',
    kind: 'nbfc',
    registration: 'N-13.02006',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'SBI_Scholar/sl': {
    displayNameHi: 'भारतीय स्टेट बैंक',
    legalName: 'State Bank of India',
    kind: 'bank',
    registration: 'SBI ACT 1955',
    minTenure: 60,
    penal: 2,
    bounce: 250,
    foreclosure: 'nil',
    partPrepayment: 'nil',
  },
  'Hero_FinCorp/tw': {
    displayNameHi: 'हीरो फ़िनकॉर्प',
    legalName: 'Hero FinCorp Limited',
    kind: 'nbfc',
    registration: 'B-14.01540',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 4, lockInEmis: 6 },
    partPrepayment: 'notAllowed',
  },
  'TVS_Credit/tw': {
    displayNameHi: 'टीवीएस क्रेडिट',
    legalName: 'TVS Credit Services Limited',
    kind: 'nbfc',
    registration: 'N-07.00792',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 3, lockInEmis: 6 },
    partPrepayment: 'notAllowed',
  },
  'Shriram_Finance/tw': {
    displayNameHi: 'श्रीराम फ़ाइनेंस',
    legalName: 'Shriram Finance Limited',
    kind: 'nbfc',
    registration: 'B-07.00459',
    minTenure: 6,
    penal: 2,
    bounce: 400,
    foreclosure: { percent: 3, lockInEmis: 3 },
    partPrepayment: 'notAllowed',
  },
  'HDFC_Bank/cl': {
    displayNameHi: 'एचडीएफ़सी बैंक',
    legalName: 'HDFC Bank Limited',
    kind: 'bank',
    registration: 'MUM:27',
    minTenure: 12,
    penal: 2,
    bounce: 550,
    foreclosure: { percent: 5, lockInEmis: 12 },
    partPrepayment: { percent: 5 },
  },
  'Mahindra_Finance/cl': {
    displayNameHi: 'महिंद्रा फ़ाइनेंस',
    legalName: 'Mahindra & Mahindra Financial Services Limited',
    kind: 'nbfc',
    registration: 'B-13.00264',
    minTenure: 12,
    penal: 2,
    bounce: 500,
    foreclosure: { percent: 4, lockInEmis: 6 },
    partPrepayment: { percent: 4 },
  },
  'Kotak_Prime/cl': {
    displayNameHi: 'कोटक महिंद्रा प्राइम',
    legalName: 'Kotak Mahindra Prime Limited',
    kind: 'nbfc',
    registration: 'B-13.00842',
    minTenure: 12,
    penal: 2,
    bounce: 550,
    foreclosure: { percent: 5, lockInEmis: 6 },
    partPrepayment: { percent: 5 },
  },
};

const rupees = new Intl.NumberFormat('en-IN');

/** A charge as customers read it, in English and Hindi. */
type Bilingual = [en: string, hi: string];

function penalText(percent: number): Bilingual {
  return [
    `${percent}% a month on the overdue amount, from the due date until it is paid; never added to the interest`,
    `बकाया राशि पर ${percent}% प्रति माह, देय तिथि से भुगतान तक; ब्याज में नहीं जोड़ा जाता`,
  ];
}

function bounceText(amount: number): Bilingual {
  return [
    `₹${rupees.format(amount)} for each bounced EMI or mandate, plus GST`,
    `हर बाउंस हुई EMI या मैंडेट पर ₹${rupees.format(amount)}, साथ में GST`,
  ];
}

function foreclosureText(foreclosure: Foreclosure): Bilingual {
  if (foreclosure === 'nil') return ['Nil: close the loan any time', 'शून्य: लोन कभी भी बंद करें'];
  if (foreclosure === 'nilFloating') {
    return [
      'Nil on floating-rate loans to individuals; 2% of the outstanding principal on fixed-rate loans',
      'व्यक्तियों के फ़्लोटिंग-रेट लोन पर शून्य; फ़िक्स्ड-रेट लोन पर बकाया मूलधन का 2%',
    ];
  }
  const { percent, lockInEmis } = foreclosure;
  if (lockInEmis === 0) {
    return [`${percent}% of the outstanding principal, plus GST`, `बकाया मूलधन का ${percent}%, साथ में GST`];
  }
  return [
    `${percent}% of the outstanding principal, plus GST; allowed after ${lockInEmis} EMIs`,
    `बकाया मूलधन का ${percent}%, साथ में GST; ${lockInEmis} EMI के बाद अनुमति`,
  ];
}

function partPrepaymentText(partPrepayment: PartPrepayment): Bilingual {
  if (partPrepayment === 'nil') return ['Nil', 'शून्य'];
  if (partPrepayment === 'notAllowed') return ['Not allowed', 'अनुमति नहीं'];
  return [
    `${partPrepayment.percent}% of the amount prepaid, plus GST`,
    `पहले चुकाई गई राशि का ${partPrepayment.percent}%, साथ में GST`,
  ];
}

export type LenderTrustValues = Pick<
  typeof lenders.$inferInsert,
  | 'display_name_hi'
  | 'legal_name'
  | 'lender_kind'
  | 'rbi_registration'
  | 'min_tenure'
  | 'penal_charges'
  | 'penal_charges_hi'
  | 'bounce_charges'
  | 'bounce_charges_hi'
  | 'foreclosure_charges'
  | 'foreclosure_charges_hi'
  | 'part_prepayment_charges'
  | 'part_prepayment_charges_hi'
>;

/** The columns of a demo lender; an unknown lender gets none (its admins fill them in). */
export function lenderTrustValues(seed: { name: string; product: LoanProductCode }): LenderTrustValues {
  const found = trust[`${seed.name}/${seed.product}`];
  if (!found) return {};
  const [penal, penalHi] = penalText(found.penal);
  const [bounce, bounceHi] = bounceText(found.bounce);
  const [foreclosure, foreclosureHi] = foreclosureText(found.foreclosure);
  const [partPrepayment, partPrepaymentHi] = partPrepaymentText(found.partPrepayment);
  return {
    display_name_hi: found.displayNameHi,
    legal_name: found.legalName,
    lender_kind: found.kind,
    rbi_registration: found.registration,
    min_tenure: found.minTenure,
    penal_charges: penal,
    penal_charges_hi: penalHi,
    bounce_charges: bounce,
    bounce_charges_hi: bounceHi,
    foreclosure_charges: foreclosure,
    foreclosure_charges_hi: foreclosureHi,
    part_prepayment_charges: partPrepayment,
    part_prepayment_charges_hi: partPrepaymentHi,
  };
}

/** The demo lenders the table holds (for tests: every one has its entry). */
export const lenderTrustKeys = Object.keys(trust);

/**
 * A database seeded before migration 0031 gets the same values: each demo lender (by key and product) that has no
 * legal name yet is filled in, so an admin's own entries are never overwritten.
 */
export async function seedLenderTrust(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ id: lenders.id, name: lenders.name, product: lenders.product })
    .from(lenders)
    .where(and(isNull(lenders.legal_name), isNull(lenders.deleted_at)));
  for (const row of rows) {
    const values = Object.entries(lenderTrustValues(row)).map(([column, value]) => {
      const key = column as keyof LenderTrustValues;
      return [key, sql`coalesce(${lenders[key]}, ${value})`] as const;
    });
    if (values.length > 0) await tx.update(lenders).set(Object.fromEntries(values)).where(eq(lenders.id, row.id));
  }
}
