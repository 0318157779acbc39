import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lenders } from '../../db/schema/catalogue';

const rowColumns = {
  name: lenders.name,
  age: lenders.age_text,
  employment: lenders.employment_text,
  income: lenders.income_text,
  min_loan: lenders.min_loan_text,
  max_loan: lenders.max_loan_text,
  cibil: lenders.cibil_text,
  lender_journey: lenders.lender_journey_text,
};

/** Every live lender, switched on or not, for the admin screen that edits the texts. */
export async function listAdminRows(db: Executor) {
  return db
    .select({ ...rowColumns, lender_id: lenders.id, product: lenders.product, lender_status: lenders.lender_status })
    .from(lenders)
    .where(isNull(lenders.deleted_at))
    .orderBy(asc(lenders.product), desc(lenders.priority), asc(lenders.name));
}

/** What partners may offer: active, non-deleted lenders, in the order offers rank them. */
export async function listActiveRows(db: Executor) {
  return db
    .select(rowColumns)
    .from(lenders)
    .where(and(isNull(lenders.deleted_at), eq(lenders.lender_status, 1)))
    .orderBy(desc(lenders.priority), asc(lenders.name), asc(lenders.id));
}
