/**
 * Payout documents (issue 33 item 1, decision 043): Saakh's self-billed GST invoice for a registered partner that
 * agreed to self-billing, numbered per financial year when the payout is recorded; the partner's own invoice recorded
 * against the payout where it did not agree; a payment advice for an unregistered partner; and the quarter's TDS
 * certificate data (Form 16A). A partner reads only its own payouts' documents.
 */
import { dayInIndia } from '@saakh/domain/date-ranges';
import { maskTail } from '@saakh/domain/masking';
import { roundPaise } from '@saakh/domain/money';
import {
  COMMISSION_SAC,
  TDS_RATE_PERCENT,
  TDS_SECTION,
  financialYearOf,
  form16aColumnLabels,
  gstSplit,
  gstStates,
  quarterDays,
  quarters,
  selfBilledNumber,
  stateCodeOf,
  type Form16a,
  type Form16aQuery,
  type PartnerInvoiceInput,
  type PartnerTds,
  type PayoutDocument,
  type PayoutDocumentView,
  type Quarter,
  type SelfBilling,
  type SelfBillingInput,
} from '@saakh/domain/payout-documents';
import type { Locale } from '@saakh/domain/i18n';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { ExportColumn } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import { recordAudit } from '../audit/audit.service';
import * as repo from './payout-documents.repository';

type Company = Config['company'];

// ---------- issuing ----------

/**
 * Issues the self-billed invoice of a payout just recorded, in its transaction, when the partner was registered for
 * GST when paid and allows self-billing: the next number of the financial year of today in India. The series is
 * locked for the rest of the transaction, so two payouts recorded at once take consecutive numbers (the unique
 * indexes refuse a duplicate should the lock ever be missed). Answers the number, or null when none is due.
 */
export async function issueForPayout(
  deps: Pick<Deps, 'clock'>,
  tx: Executor,
  payoutId: number,
): Promise<string | null> {
  const payout = await repo.findPayout(tx, payoutId);
  if (!payout || payout.gstin === null || !payout.self_billing) return null;
  const issuedAt = deps.clock.now();
  const fy = financialYearOf(dayInIndia(issuedAt));
  await repo.lockSeries(tx, fy);
  const seq = (await repo.lastSeq(tx, fy)) + 1;
  const invoice = await repo.insertInvoice(tx, {
    payout_id: payoutId,
    fy,
    seq,
    number: selfBilledNumber(fy, seq),
    issued_at: issuedAt,
  });
  return invoice.number;
}

// ---------- what each payout has ----------

function documentOf(row: repo.PayoutDocumentListRow): PayoutDocument {
  if (row.invoice_number && row.invoice_issued_at) {
    return {
      payout_id: row.payout_id,
      kind: 'self_billed',
      number: row.invoice_number,
      date: dayInIndia(row.invoice_issued_at),
      downloadable: true,
    };
  }
  if (row.gstin === null) {
    return { payout_id: row.payout_id, kind: 'payment_advice', number: null, date: null, downloadable: true };
  }
  if (row.partner_invoice_number) {
    return {
      payout_id: row.payout_id,
      kind: 'partner_recorded',
      number: row.partner_invoice_number,
      date: row.partner_invoice_date,
      downloadable: false,
    };
  }
  return { payout_id: row.payout_id, kind: 'partner_awaited', number: null, date: null, downloadable: false };
}

/** The documents of a partner's recent payouts (as many as the payout history shows), newest first. */
export async function documentsOf(db: Executor, partnerId: number, limit = 50): Promise<PayoutDocument[]> {
  return (await repo.partnerPayoutDocuments(db, partnerId, limit)).map(documentOf);
}

/** The partner's payouts' documents: enough for a year of weekly payouts on its "Payouts and TDS" tab. */
export function partnerDocuments(deps: Pick<Deps, 'db'>, actor: PartnerActor): Promise<PayoutDocument[]> {
  return documentsOf(deps.db, actor.partnerId, 500);
}

// ---------- the document ----------

const money = (value: string | null) => roundPaise(Number(value ?? 0));

/**
 * The downloadable document of a payout: its self-billed invoice, or the payment advice of an unregistered
 * partner. A registered partner's payout without Saakh's invoice has no document here (its invoice is the
 * partner's), answered 409; a payout of another partner (when `partnerId` is given) is answered 404.
 */
async function viewOf(db: Executor, company: Company, payoutId: number, partnerId?: number) {
  const payout = await repo.findPayout(db, payoutId, partnerId);
  if (!payout) throw new AppError('not_found', 'notFound');
  const invoice = await repo.invoiceOf(db, payoutId);
  if (payout.gstin !== null && !invoice) throw new AppError('conflict', 'partnerInvoiceAwaited');
  const lines = (await repo.payoutLines(db, payoutId)).map((line) => ({
    application_reference: line.application_reference,
    lender_name: line.lender_name,
    disbursed_on: line.disbursed_on,
    amount: money(line.amount),
    gst: money(line.gst),
  }));
  const amount = money(payout.amount);
  const gst = money(payout.gst);
  const split = payout.gstin === null ? null : gstSplit(gst, payout.gstin, company.gstin);
  const recipientState = stateCodeOf(company.gstin);
  const view: PayoutDocumentView = {
    payout_id: payout.id,
    kind: invoice ? 'self_billed' : 'payment_advice',
    number: invoice ? invoice.number : String(payout.id),
    date: invoice ? dayInIndia(invoice.issued_at) : payout.paid_on,
    supplier: {
      name: payout.legal_name ?? payout.partner_name,
      gstin: payout.gstin,
      pan: payout.pan,
      // Partners' addresses are not kept yet: the GSTIN names the registration.
      address: null,
    },
    recipient: { name: company.legalName, gstin: company.gstin, pan: null, address: company.address },
    place_of_supply: split ? `${recipientState} ${gstStates[recipientState] ?? ''}`.trim() : null,
    sac: COMMISSION_SAC,
    taxable_value: amount,
    cgst: split?.cgst ?? 0,
    sgst: split?.sgst ?? 0,
    igst: split?.igst ?? 0,
    total: roundPaise(amount + gst),
    tds: money(payout.tds),
    clawbacks: money(payout.clawbacks),
    net: money(payout.net),
    reference: payout.reference,
    paid_on: payout.paid_on,
    lines,
  };
  return view;
}

export function adminDocument(deps: Pick<Deps, 'db' | 'config'>, payoutId: number): Promise<PayoutDocumentView> {
  return viewOf(deps.db, deps.config.company, payoutId);
}

export function partnerDocument(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: PartnerActor,
  payoutId: number,
): Promise<PayoutDocumentView> {
  return viewOf(deps.db, deps.config.company, payoutId, actor.partnerId);
}

// ---------- the partner's own invoice ----------

/**
 * Records the invoice a registered partner that does not self-bill sent for a payout: once, dated no later than
 * today; audited. Refused for a payout that has Saakh's invoice or a payment advice.
 */
export async function recordPartnerInvoice(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  payoutId: number,
  input: PartnerInvoiceInput,
): Promise<PayoutDocument> {
  if (input.invoice_date > dayInIndia(deps.clock.now())) throw fieldError('invoice_date', 'partnerInvoiceDateInvalid');
  return deps.db.transaction(async (tx) => {
    const payout = await repo.findPayout(tx, payoutId);
    if (!payout) throw new AppError('not_found', 'notFound');
    if (payout.gstin === null || (await repo.invoiceOf(tx, payoutId))) {
      throw new AppError('conflict', 'partnerInvoiceNotExpected');
    }
    if (await repo.partnerInvoiceOf(tx, payoutId)) throw new AppError('conflict', 'partnerInvoiceNotExpected');
    await repo.insertPartnerInvoice(tx, {
      payout_id: payoutId,
      number: input.number,
      invoice_date: input.invoice_date,
      recorded_by: session.subjectId,
    });
    await recordAudit(tx, session, [
      {
        action: 'merchant.partner_invoice',
        entity: 'partner',
        entityId: payout.partner_id,
        newValue: { payout_id: payoutId, number: input.number, invoice_date: input.invoice_date },
      },
    ]);
    return {
      payout_id: payoutId,
      kind: 'partner_recorded',
      number: input.number,
      date: input.invoice_date,
      downloadable: false,
    };
  });
}

// ---------- self-billing ----------

function toSelfBilling(row: Awaited<ReturnType<typeof repo.selfBillingOf>>): SelfBilling {
  if (!row) throw new AppError('not_found', 'notFound');
  return {
    self_billing: row.self_billing,
    agreed_at: row.agreed_at?.toISOString() ?? null,
    agreed_by: row.agreed_by,
  };
}

export async function selfBillingOf(db: Executor, partnerId: number): Promise<SelfBilling> {
  return toSelfBilling(await repo.selfBillingOf(db, partnerId));
}

/**
 * The partner's user agrees to self-billing, or withdraws; audited. Only the partner's own user may agree: an
 * admin masquerading as the partner would be Saakh agreeing with itself.
 */
export async function setSelfBilling(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: PartnerActor,
  input: SelfBillingInput,
): Promise<SelfBilling> {
  if (actor.masqueradeAdminId !== null) throw new AppError('forbidden', 'selfBillingMasquerade');
  return deps.db.transaction(async (tx) => {
    const old = toSelfBilling(await repo.selfBillingOf(tx, actor.partnerId, true));
    if (old.self_billing === input.self_billing) return old;
    await repo.setSelfBilling(tx, actor.partnerId, input.self_billing, actor.partnerUserId, deps.clock.now());
    await recordAudit(tx, actor.session, [
      {
        action: 'partner.self_billing',
        entity: 'partner',
        entityId: actor.partnerId,
        field: 'self_billing',
        oldValue: old.self_billing,
        newValue: input.self_billing,
      },
    ]);
    return toSelfBilling(await repo.selfBillingOf(tx, actor.partnerId));
  });
}

// ---------- Form 16A ----------

/** The certificates of some days' payouts, one per partner, totals to the paisa. */
function certificates(company: Company, fy: string, quarter: Quarter, rows: repo.TdsPaymentRow[]): Form16a[] {
  const byPartner = new Map<number, Form16a>();
  for (const row of rows) {
    let certificate = byPartner.get(row.partner_id);
    if (!certificate) {
      certificate = {
        fy,
        quarter,
        deductor_name: company.legalName,
        deductor_tan: company.tan,
        partner_id: row.partner_id,
        deductee_name: row.legal_name ?? row.partner_name,
        deductee_pan: row.pan,
        section: TDS_SECTION,
        payments: [],
        total_amount: 0,
        total_tds: 0,
      };
      byPartner.set(row.partner_id, certificate);
    }
    const amount = money(row.amount);
    const tds = money(row.tds);
    certificate.payments.push({
      payout_id: row.payout_id,
      reference: row.reference,
      paid_on: row.paid_on,
      amount,
      tds,
      rate_percent: TDS_RATE_PERCENT,
    });
    certificate.total_amount = roundPaise(certificate.total_amount + amount);
    certificate.total_tds = roundPaise(certificate.total_tds + tds);
  }
  return [...byPartner.values()];
}

/**
 * Every partner's Form 16A data for a quarter (the payments by the day paid), for the screen: PANs masked to their last
 * four, as merchant management answers them everywhere (the whole PAN only in the audited export).
 */
export async function form16a(deps: Pick<Deps, 'db' | 'config'>, query: Form16aQuery): Promise<Form16a[]> {
  const rows = await repo.tdsPayments(deps.db, quarterDays(query.fy, query.quarter));
  return certificates(deps.config.company, query.fy, query.quarter, rows).map((certificate) => ({
    ...certificate,
    deductee_pan: maskTail(certificate.deductee_pan),
  }));
}

/** The quarter's Form 16A data with whole PANs, as the TDS return needs them: the export is audited. */
export async function form16aForExport(
  deps: Pick<Deps, 'db' | 'config'>,
  session: Session,
  query: Form16aQuery & { format: string },
): Promise<Form16aExportRow[]> {
  const rows = await repo.tdsPayments(deps.db, quarterDays(query.fy, query.quarter));
  await recordAudit(deps.db, session, [
    { action: 'report.export', entity: 'report', entityId: 'form16a', newValue: query },
  ]);
  return form16aExportRows(certificates(deps.config.company, query.fy, query.quarter, rows));
}

/** The rows of the Form 16A export: one per payment, the partner's details and the quarter's totals on each. */
export type Form16aExportRow = Form16a['payments'][number] & Omit<Form16a, 'payments'>;

export function form16aExportColumns(locale: Locale): ExportColumn<Form16aExportRow>[] {
  const keys = Object.keys(form16aColumnLabels) as (keyof typeof form16aColumnLabels)[];
  return keys.map((key) => ({ header: form16aColumnLabels[key][locale], value: (row) => row[key] }));
}

export function form16aExportRows(list: Form16a[]): Form16aExportRow[] {
  return list.flatMap(({ payments, ...certificate }) => payments.map((payment) => ({ ...certificate, ...payment })));
}

/** The partner's own certificates of a financial year, quarter by quarter (quarters without payments left out). */
export async function partnerTds(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: PartnerActor,
  fy: string,
): Promise<PartnerTds> {
  const result: Form16a[] = [];
  for (const quarter of quarters) {
    const rows = await repo.tdsPayments(deps.db, quarterDays(fy, quarter), actor.partnerId);
    result.push(...certificates(deps.config.company, fy, quarter, rows));
  }
  return { fy, certificates: result };
}
