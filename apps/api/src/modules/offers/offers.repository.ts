import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Locale } from '@saakh/domain/i18n';
import { localized } from '@saakh/domain/localized';
import type { MatchingLender } from '@saakh/domain/offers';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { lenders, vendors } from '../../db/schema/catalogue';
import { completionFlagColumns, users } from '../../db/schema/users';

export type MatchingLenderRow = MatchingLender & { transaction_url: string | null };

/**
 * The live lenders of a product with their vendor switch: a lender's API integration is the `lender_api`
 * vendor keyed by the lender's key, and switching it off takes the lender out of matching. The special offer is in
 * the reader's language when the admins entered one (decision 025).
 */
export async function listLendersForMatching(
  db: Executor,
  product: LoanProductCode,
  locale: Locale = 'en',
): Promise<MatchingLenderRow[]> {
  const rows = await db
    .select({ lender: lenders, vendorEnabled: vendors.enabled })
    .from(lenders)
    .leftJoin(vendors, and(eq(vendors.key, lenders.lender_key), eq(vendors.kind, 'lender_api')))
    .where(and(eq(lenders.product, product), isNull(lenders.deleted_at)))
    .orderBy(asc(lenders.id));
  return rows.map(({ lender, vendorEnabled }) => ({
    id: lender.id,
    // Customers read the display name ("Kotak Mahindra Bank"), never the key-like name of files and URLs.
    name: localized(lender.display_name ?? lender.name, lender.display_name_hi, locale),
    lender_key: lender.lender_key,
    product: lender.product,
    min_income: lender.min_income,
    max_income: lender.max_income,
    min_age: lender.min_age,
    max_age: lender.max_age,
    ticket_class: lender.ticket_class,
    credit_score_class: lender.credit_score_class,
    salaried: lender.salaried,
    self_employed: lender.self_employed,
    business: lender.business,
    priority: lender.priority,
    lender_status: lender.lender_status,
    deleted_at: lender.deleted_at,
    so_status: lender.so_status,
    so_text: localized(lender.so_text, lender.so_text_hi, locale),
    so_date_start: lender.so_date_start,
    so_date_end: lender.so_date_end,
    loan_amount_upto: lender.loan_amount_upto,
    tenure: lender.tenure,
    interest_rate: lender.interest_rate,
    processing_fees: lender.processing_fees,
    lender_mode: lender.lender_mode,
    vendor_enabled: vendorEnabled !== 0,
    transaction_url: lender.transaction_url,
    min_amount: lender.min_amount,
    min_tenure: lender.min_tenure,
    cooling_days: lender.cooling_days,
    so_processing_fee: lender.so_processing_fee,
    legal_name: lender.legal_name,
    lender_kind: lender.lender_kind,
    rbi_registration: lender.rbi_registration,
    penal_charges: localized(lender.penal_charges, lender.penal_charges_hi, locale),
    bounce_charges: localized(lender.bounce_charges, lender.bounce_charges_hi, locale),
    foreclosure_charges: localized(lender.foreclosure_charges, lender.foreclosure_charges_hi, locale),
    part_prepayment_charges: localized(lender.part_prepayment_charges, lender.part_prepayment_charges_hi, locale),
  }));
}

/** What matching reads of the customer's profile. */
export async function findMatchingProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      monthly_income: users.monthly_income,
      birth_date: users.birth_date,
      employment_status_code: users.employment_status_code,
      credit_score_band: users.credit_score_band,
      se_loan_amount: users.se_loan_amount,
      housing_loan_amount: users.housing_loan_amount,
      ...completionFlagColumns,
      pl_update_required: users.pl_update_required,
      pl_se_update_required: users.pl_se_update_required,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
