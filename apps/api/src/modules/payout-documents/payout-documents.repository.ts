/**
 * Queries of payout documents: the invoice series, the partners' own invoices, the self-billing agreement, and the
 * payouts, lines and partners the documents and the Form 16A data are read from (read only: commissions writes them).
 */
import { and, asc, between, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { commission_ledger } from '../../db/schema/ingestion';
import { partner_users, partners, partner_payouts } from '../../db/schema/partners';
import { payout_invoices, payout_partner_invoices } from '../../db/schema/payout-documents';
import { lockForTransaction } from '../../db/sql';

/** One series per financial year: the next number is taken one transaction at a time, on every instance. */
export async function lockSeries(tx: Executor, fy: string): Promise<void> {
  await lockForTransaction(tx, `payout_invoices:${fy}`);
}

export async function lastSeq(tx: Executor, fy: string): Promise<number> {
  const [row] = await tx
    .select({ seq: max(payout_invoices.seq) })
    .from(payout_invoices)
    .where(eq(payout_invoices.fy, fy));
  return row?.seq ?? 0;
}

export async function insertInvoice(tx: Executor, values: typeof payout_invoices.$inferInsert) {
  const [row] = await tx.insert(payout_invoices).values(values).returning();
  if (!row) throw new Error('payout_invoices insert returned nothing');
  return row;
}

export async function invoiceOf(db: Executor, payoutId: number) {
  const [row] = await db.select().from(payout_invoices).where(eq(payout_invoices.payout_id, payoutId)).limit(1);
  return row;
}

export async function partnerInvoiceOf(db: Executor, payoutId: number) {
  const [row] = await db
    .select()
    .from(payout_partner_invoices)
    .where(eq(payout_partner_invoices.payout_id, payoutId))
    .limit(1);
  return row;
}

export async function insertPartnerInvoice(tx: Executor, values: typeof payout_partner_invoices.$inferInsert) {
  await tx.insert(payout_partner_invoices).values(values);
}

/** A payout with its partner's details as they are now (legal name, PAN, self-billing), for its document. */
export async function findPayout(db: Executor, payoutId: number, partnerId?: number) {
  const [row] = await db
    .select({
      id: partner_payouts.id,
      partner_id: partner_payouts.partner_id,
      reference: partner_payouts.reference,
      paid_on: partner_payouts.paid_on,
      amount: partner_payouts.amount,
      gst: partner_payouts.gst,
      tds: partner_payouts.tds,
      clawbacks: partner_payouts.clawbacks,
      net: partner_payouts.net,
      gstin: partner_payouts.gstin,
      partner_name: partners.name,
      legal_name: partners.legal_name,
      pan: partners.pan,
      self_billing: partners.self_billing,
    })
    .from(partner_payouts)
    .innerJoin(partners, eq(partners.id, partner_payouts.partner_id))
    .where(
      and(
        eq(partner_payouts.id, payoutId),
        partnerId === undefined ? undefined : eq(partner_payouts.partner_id, partnerId),
      ),
    )
    .limit(1);
  return row;
}
export type PayoutDocumentRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

/** The shares a payout paid, oldest disbursal first. */
export function payoutLines(db: Executor, payoutId: number) {
  return db
    .select({
      application_reference: applications.reference,
      lender_name: lenders.name,
      disbursed_on: commission_ledger.disbursed_on,
      amount: commission_ledger.amount,
      gst: commission_ledger.gst,
    })
    .from(commission_ledger)
    .innerJoin(applications, eq(applications.id, commission_ledger.application_id))
    .innerJoin(lenders, eq(lenders.id, commission_ledger.lender_id))
    .where(eq(commission_ledger.payout_id, payoutId))
    .orderBy(asc(commission_ledger.disbursed_on), asc(commission_ledger.id));
}
export type PayoutLineRow = Awaited<ReturnType<typeof payoutLines>>[number];

/** A partner's payouts, newest first, with the invoice each has. */
export function partnerPayoutDocuments(db: Executor, partnerId: number, limit: number) {
  return db
    .select({
      payout_id: partner_payouts.id,
      gstin: partner_payouts.gstin,
      invoice_number: payout_invoices.number,
      invoice_issued_at: payout_invoices.issued_at,
      partner_invoice_number: payout_partner_invoices.number,
      partner_invoice_date: payout_partner_invoices.invoice_date,
    })
    .from(partner_payouts)
    .leftJoin(payout_invoices, eq(payout_invoices.payout_id, partner_payouts.id))
    .leftJoin(payout_partner_invoices, eq(payout_partner_invoices.payout_id, partner_payouts.id))
    .where(eq(partner_payouts.partner_id, partnerId))
    .orderBy(desc(partner_payouts.created_at), desc(partner_payouts.id))
    .limit(limit);
}
export type PayoutDocumentListRow = Awaited<ReturnType<typeof partnerPayoutDocuments>>[number];

/** The payouts paid within some days (one partner's, or every partner's), by partner and day. */
export function tdsPayments(db: Executor, days: { from: string; to: string }, partnerId?: number) {
  return db
    .select({
      payout_id: partner_payouts.id,
      partner_id: partner_payouts.partner_id,
      partner_name: partners.name,
      legal_name: partners.legal_name,
      pan: partners.pan,
      reference: partner_payouts.reference,
      paid_on: partner_payouts.paid_on,
      amount: partner_payouts.amount,
      tds: partner_payouts.tds,
    })
    .from(partner_payouts)
    .innerJoin(partners, eq(partners.id, partner_payouts.partner_id))
    .where(
      and(
        between(partner_payouts.paid_on, days.from, days.to),
        partnerId === undefined ? undefined : eq(partner_payouts.partner_id, partnerId),
      ),
    )
    .orderBy(
      asc(partners.name),
      asc(partner_payouts.partner_id),
      asc(partner_payouts.paid_on),
      asc(partner_payouts.id),
    );
}
export type TdsPaymentRow = Awaited<ReturnType<typeof tdsPayments>>[number];

export async function selfBillingOf(db: Executor, partnerId: number, lock = false) {
  const query = db
    .select({
      self_billing: partners.self_billing,
      agreed_at: partners.self_billing_agreed_at,
      agreed_by: partner_users.name,
    })
    .from(partners)
    .leftJoin(partner_users, eq(partner_users.id, partners.self_billing_agreed_by))
    .where(eq(partners.id, partnerId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: partners }) : await query;
  return row;
}

export async function setSelfBilling(tx: Executor, partnerId: number, on: boolean, partnerUserId: number, at: Date) {
  await tx
    .update(partners)
    .set(
      on
        ? { self_billing: true, self_billing_agreed_at: at, self_billing_agreed_by: partnerUserId }
        : { self_billing: false, self_billing_agreed_at: null, self_billing_agreed_by: null },
    )
    .where(eq(partners.id, partnerId));
}
