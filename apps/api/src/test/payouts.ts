/** Partners that may be paid and their commission lines, for the payout, bank-transfer and invoice tests. */
import type { Executor } from '../db/client';
import { createApplication, createCustomer, createLedgerRow, createPartner, type PartnerRow } from './factories';

export const PAYEE_PAN = 'AAPFU0939F';
/** Issued on PAYEE_PAN in Maharashtra (27). */
export const PAYEE_GSTIN = '27AAPFU0939F1ZV';

let accounts = 0;

/**
 * A partner with KYC and bank details complete, so it may be paid; registered for GST when given a GSTIN (its PAN
 * is then the GSTIN's). Each has a bank account of its own, as a bank file needs.
 */
export function createPayablePartner(
  db: Executor,
  gstin: string | null,
  overrides: Partial<Parameters<typeof createPartner>[1]> = {},
): Promise<PartnerRow> {
  accounts += 1;
  return createPartner(db, {
    legal_name: 'Sharma Finserv Private Limited',
    pan: gstin ? gstin.slice(2, 12) : PAYEE_PAN,
    gstin,
    contact_name: 'Ravi Sharma',
    contact_email: 'ravi@sharma-finserv.in',
    contact_mobile: '9876543210',
    bank_account_holder: 'Sharma Finserv',
    bank_account_number: `5010${String(accounts).padStart(8, '0')}`,
    bank_ifsc: 'HDFC0001234',
    ...overrides,
  });
}

/** A partner's share of a new disbursal, as the ledger holds it (earned unless told otherwise); answers its id. */
export async function createShare(
  db: Executor,
  share: {
    partnerId: number;
    lenderId: number;
    amount: string;
    tds?: string;
    on?: string;
    status?: 'pending' | 'earned';
  },
): Promise<number> {
  const customer = await createCustomer(db);
  const application = await createApplication(db, {
    userId: customer.id,
    lenderId: share.lenderId,
    partnerId: share.partnerId,
  });
  const status = share.status ?? 'earned';
  const row = await createLedgerRow(db, {
    partner_id: share.partnerId,
    application_id: application.id,
    lender_id: share.lenderId,
    status,
    base_amount: share.amount,
    amount: share.amount,
    tds: share.tds ?? '0',
    disbursed_on: share.on ?? '2026-10-04',
    earned_at: status === 'earned' ? new Date() : null,
  });
  return row.id;
}
