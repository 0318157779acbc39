/**
 * The tax documents of a partner payout (decision 043): the GST invoice (self-billed by Saakh where the partner
 * agreed, else the partner's own, recorded), the payment advice of an unregistered partner, and the TDS certificate
 * data (Form 16A) per quarter. One rule, one place: the financial year, its quarters, the invoice number and the GST
 * split are computed here for the API and the web alike.
 */
import { z } from 'zod';
import { financialYearOf, recentFinancialYears } from './date-ranges';
import { exportFormats } from './lists';
import { roundPaise } from './money';
import type { PayoutDocumentMessageKey } from './payout-documents-messages';

const msg = (key: PayoutDocumentMessageKey) => ({ error: key });

/** Services of commission agents (GST tariff heading 9961, commission services 996111). */
export const COMMISSION_SAC = '996111';
/** TDS on commission or brokerage, section 194H of the Income-tax Act, at 2 % since October 2024. */
export const TDS_SECTION = '194H';
export const TDS_RATE_PERCENT = 2;
export const GST_RATE_PERCENT = 18;
/** The self-billed series' prefix: `SB/2026-27/00001` is 16 characters, GST rule 46's limit. */
export const SELF_BILLED_PREFIX = 'SB';
const SEQ_DIGITS = 5;

// ---------- the Indian financial year (April to March) and its quarters ----------

export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type Quarter = (typeof quarters)[number];

export { financialYearOf, recentFinancialYears };

/** The quarter of the financial year a day falls in: Q1 April–June … Q4 January–March. */
export function quarterOf(day: string): Quarter {
  const month = Number(day.slice(5, 7));
  return quarters[Math.floor(((month + 8) % 12) / 3)] as Quarter;
}

/** The days of a quarter of a financial year, both ends included. */
export function quarterDays(fy: string, quarter: Quarter): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  const ranges: Record<Quarter, [number, string, string]> = {
    Q1: [start, '04-01', '06-30'],
    Q2: [start, '07-01', '09-30'],
    Q3: [start, '10-01', '12-31'],
    Q4: [start + 1, '01-01', '03-31'],
  };
  const [year, from, to] = ranges[quarter];
  return { from: `${year}-${from}`, to: `${year}-${to}` };
}

/** The self-billed invoice number of a sequence in a financial year, e.g. `SB/2026-27/00001`. */
export function selfBilledNumber(fy: string, seq: number): string {
  return `${SELF_BILLED_PREFIX}/${fy}/${String(seq).padStart(SEQ_DIGITS, '0')}`;
}

export const financialYearSchema = z
  .string(msg('financialYearInvalid'))
  .regex(/^\d{4}-\d{2}$/, msg('financialYearInvalid'))
  .refine((fy) => (Number(fy.slice(0, 4)) + 1) % 100 === Number(fy.slice(5)), msg('financialYearInvalid'));

// ---------- GST on a payout ----------

export type GstSplit =
  | { kind: 'intra_state'; cgst: number; sgst: number; igst: 0 }
  | { kind: 'inter_state'; cgst: 0; sgst: 0; igst: number };

/** A GSTIN's state code, its first two digits. */
export function stateCodeOf(gstin: string): string {
  return gstin.slice(0, 2);
}

/**
 * How a payout's GST is charged: CGST + SGST (9 % + 9 %) when the partner is registered in Saakh's state (the place
 * of supply is the recipient's, Saakh's, location), else IGST 18 %. The halves add up to the recorded GST to the
 * paisa: CGST takes the rounded half and SGST the rest.
 */
export function gstSplit(gst: number, supplierGstin: string, recipientGstin: string): GstSplit {
  if (stateCodeOf(supplierGstin) !== stateCodeOf(recipientGstin)) {
    return { kind: 'inter_state', cgst: 0, sgst: 0, igst: roundPaise(gst) };
  }
  const cgst = roundPaise(gst / 2);
  return { kind: 'intra_state', cgst, sgst: roundPaise(gst - cgst), igst: 0 };
}

/** State and union territory names by GST state code, for the place of supply. */
export const gstStates: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

// ---------- what a payout's document is ----------

/**
 * Which document a payout has: Saakh's self-billed invoice; for a registered partner that does not self-bill, its
 * own invoice (awaited until an admin records it); for an unregistered partner, a payment advice without GST.
 */
export const payoutDocumentKinds = ['self_billed', 'partner_awaited', 'partner_recorded', 'payment_advice'] as const;
export type PayoutDocumentKind = (typeof payoutDocumentKinds)[number];

export const payoutDocumentSchema = z.object({
  payout_id: z.number().int(),
  kind: z.enum(payoutDocumentKinds),
  /** The invoice number (Saakh's or the partner's); null for an awaited invoice and a payment advice. */
  number: z.string().nullable(),
  /** The invoice's date (YYYY-MM-DD); null as the number. */
  date: z.string().nullable(),
  /** Whether a file can be downloaded (a self-billed invoice or a payment advice). */
  downloadable: z.boolean(),
});
export type PayoutDocument = z.infer<typeof payoutDocumentSchema>;

export const payoutDocumentListSchema = z.array(payoutDocumentSchema);

const partySchema = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  address: z.string().nullable(),
});

/** A downloadable document's contents: a self-billed tax invoice, or a payment advice (no GST). */
export const payoutDocumentViewSchema = z.object({
  payout_id: z.number().int(),
  kind: z.enum(['self_billed', 'payment_advice']),
  number: z.string(),
  date: z.string(),
  supplier: partySchema,
  recipient: partySchema,
  /** The state of the place of supply, "27 Maharashtra"; null for a payment advice. */
  place_of_supply: z.string().nullable(),
  sac: z.string(),
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  tds: z.number(),
  clawbacks: z.number(),
  net: z.number(),
  reference: z.string(),
  paid_on: z.string(),
  lines: z.array(
    z.object({
      application_reference: z.string(),
      lender_name: z.string(),
      disbursed_on: z.string(),
      amount: z.number(),
      gst: z.number(),
    }),
  ),
});
export type PayoutDocumentView = z.infer<typeof payoutDocumentViewSchema>;

export const payoutDocumentDownloadQuerySchema = z.object({
  format: z.enum(['pdf', 'xlsx'], msg('selfBillingInvalid')).default('pdf'),
  lang: z.enum(['en', 'hi']).optional(),
});
export type PayoutDocumentDownloadQuery = z.infer<typeof payoutDocumentDownloadQuerySchema>;

/** The partner's own invoice for a payout, as GST rule 46 numbers it: up to 16 letters, digits, / and -. */
export const partnerInvoiceInputSchema = z.object({
  number: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string(msg('partnerInvoiceNumberInvalid'))
      .regex(/^(?=.*[A-Z0-9])[A-Z0-9/-]{1,16}$/, msg('partnerInvoiceNumberInvalid')),
  ),
  invoice_date: z.iso.date(msg('partnerInvoiceDateInvalid')),
});
export type PartnerInvoiceInput = z.infer<typeof partnerInvoiceInputSchema>;

/** The partner's agreement that Saakh issues its invoices (self-billing). */
export const selfBillingInputSchema = z.object({ self_billing: z.boolean(msg('selfBillingInvalid')) });
export type SelfBillingInput = z.infer<typeof selfBillingInputSchema>;

export const selfBillingSchema = z.object({
  self_billing: z.boolean(),
  agreed_at: z.string().nullable(),
  agreed_by: z.string().nullable(),
});
export type SelfBilling = z.infer<typeof selfBillingSchema>;

// ---------- Form 16A data ----------

export const form16aQuerySchema = z.object({
  fy: financialYearSchema,
  quarter: z.enum(quarters, msg('quarterInvalid')),
});
export type Form16aQuery = z.infer<typeof form16aQuerySchema>;
export const form16aExportQuerySchema = form16aQuerySchema.extend({
  format: z.enum(exportFormats, { error: 'invalidValue' }),
});
export type Form16aExportQuery = z.infer<typeof form16aExportQuerySchema>;

export const partnerTdsQuerySchema = z.object({ fy: financialYearSchema });
export type PartnerTdsQuery = z.infer<typeof partnerTdsQuerySchema>;

/** One payment of a certificate: the payout's day, the amount credited (the shares) and the TDS withheld. */
export const tdsPaymentSchema = z.object({
  payout_id: z.number().int(),
  reference: z.string(),
  paid_on: z.string(),
  amount: z.number(),
  tds: z.number(),
  rate_percent: z.number(),
});
export type TdsPayment = z.infer<typeof tdsPaymentSchema>;

/** The data of one partner's Form 16A for one quarter. */
export const form16aSchema = z.object({
  fy: z.string(),
  quarter: z.enum(quarters),
  deductor_name: z.string(),
  deductor_tan: z.string(),
  partner_id: z.number().int(),
  deductee_name: z.string(),
  deductee_pan: z.string().nullable(),
  section: z.literal(TDS_SECTION),
  payments: z.array(tdsPaymentSchema),
  total_amount: z.number(),
  total_tds: z.number(),
});
export type Form16a = z.infer<typeof form16aSchema>;
export const form16aListSchema = z.array(form16aSchema);

/** A partner's certificates of a financial year, one per quarter with payments. */
export const partnerTdsSchema = z.object({ fy: z.string(), certificates: z.array(form16aSchema) });
export type PartnerTds = z.infer<typeof partnerTdsSchema>;

// ---------- the document's words (the PDF and the workbook) ----------

export const payoutDocumentTexts = {
  selfBilledTitle: { en: 'Tax invoice (self-billed)', hi: 'टैक्स इनवॉइस (सेल्फ़-बिल्ड)' },
  paymentAdviceTitle: { en: 'Payment advice', hi: 'भुगतान सूचना' },
  selfBilledNote: {
    en: 'Self-billed invoice issued by the recipient on behalf of the supplier, with the supplier’s agreement, under rule 46 of the CGST Rules, 2017.',
    hi: 'आपूर्तिकर्ता की सहमति से, CGST नियम, 2017 के नियम 46 के अंतर्गत, प्राप्तकर्ता द्वारा आपूर्तिकर्ता की ओर से जारी सेल्फ़-बिल्ड इनवॉइस।',
  },
  paymentAdviceNote: {
    en: 'The partner is not registered for GST: no GST is charged, and this is not a tax invoice.',
    hi: 'पार्टनर GST में पंजीकृत नहीं है: कोई GST नहीं लिया गया, और यह टैक्स इनवॉइस नहीं है।',
  },
  supplier: { en: 'Supplier (partner)', hi: 'आपूर्तिकर्ता (पार्टनर)' },
  recipient: { en: 'Recipient', hi: 'प्राप्तकर्ता' },
  gstin: { en: 'GSTIN', hi: 'GSTIN' },
  pan: { en: 'PAN', hi: 'पैन' },
  address: { en: 'Address', hi: 'पता' },
  number: { en: 'Invoice number', hi: 'इनवॉइस नंबर' },
  adviceNumber: { en: 'Payout', hi: 'भुगतान' },
  date: { en: 'Date', hi: 'तारीख' },
  placeOfSupply: { en: 'Place of supply', hi: 'आपूर्ति का स्थान' },
  sac: { en: 'SAC', hi: 'SAC' },
  service: { en: 'Commission agent services', hi: 'कमीशन एजेंट सेवाएँ' },
  application: { en: 'Application', hi: 'आवेदन' },
  lender: { en: 'Lender', hi: 'ऋणदाता' },
  disbursedOn: { en: 'Disbursed on', hi: 'वितरण की तारीख' },
  amount: { en: 'Amount', hi: 'राशि' },
  gst: { en: 'GST', hi: 'GST' },
  taxableValue: { en: 'Taxable value', hi: 'कर योग्य मूल्य' },
  commission: { en: 'Commission', hi: 'कमीशन' },
  cgst: { en: 'CGST 9%', hi: 'CGST 9%' },
  sgst: { en: 'SGST 9%', hi: 'SGST 9%' },
  igst: { en: 'IGST 18%', hi: 'IGST 18%' },
  total: { en: 'Invoice total', hi: 'इनवॉइस कुल' },
  tds: { en: 'TDS withheld (section 194H)', hi: 'काटा गया TDS (धारा 194H)' },
  clawbacks: { en: 'Clawbacks recovered', hi: 'वसूली गई वापसी (क्लॉबैक)' },
  net: { en: 'Net paid', hi: 'शुद्ध भुगतान' },
  utr: { en: 'Bank reference (UTR)', hi: 'बैंक संदर्भ (UTR)' },
  paidOn: { en: 'Paid on', hi: 'भुगतान की तारीख' },
  notStored: { en: 'Not on record', hi: 'रिकॉर्ड में नहीं' },
} as const;
export type PayoutDocumentText = keyof typeof payoutDocumentTexts;

/** The Form 16A export's column headings. */
export const form16aColumnLabels = {
  fy: { en: 'Financial year', hi: 'वित्तीय वर्ष' },
  quarter: { en: 'Quarter', hi: 'तिमाही' },
  deductor_name: { en: 'Deductor', hi: 'कटौतीकर्ता' },
  deductor_tan: { en: 'Deductor TAN', hi: 'कटौतीकर्ता का TAN' },
  deductee_name: { en: 'Deductee', hi: 'कटौती प्राप्तकर्ता' },
  deductee_pan: { en: 'Deductee PAN', hi: 'कटौती प्राप्तकर्ता का पैन' },
  section: { en: 'Section', hi: 'धारा' },
  paid_on: { en: 'Date of payment or credit', hi: 'भुगतान या जमा की तारीख' },
  reference: { en: 'Bank reference (UTR)', hi: 'बैंक संदर्भ (UTR)' },
  amount: { en: 'Amount paid or credited', hi: 'भुगतान या जमा की गई राशि' },
  tds: { en: 'TDS deducted', hi: 'काटा गया TDS' },
  rate_percent: { en: 'Rate (%)', hi: 'दर (%)' },
  total_amount: { en: 'Quarter total paid', hi: 'तिमाही का कुल भुगतान' },
  total_tds: { en: 'Quarter total TDS', hi: 'तिमाही का कुल TDS' },
} as const;
