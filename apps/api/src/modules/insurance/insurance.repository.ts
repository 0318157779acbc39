import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insurance_products } from '../../db/schema/customer';

export async function listActiveInsuranceProducts(db: Executor) {
  return db
    .select()
    .from(insurance_products)
    .where(eq(insurance_products.status, 1))
    .orderBy(asc(insurance_products.sort_order), asc(insurance_products.id));
}
