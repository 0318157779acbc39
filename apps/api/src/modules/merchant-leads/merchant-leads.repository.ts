import type { Executor } from '../../db/client';
import { merchant_leads } from '../../db/schema/customer';

export async function insertMerchantLead(db: Executor, values: typeof merchant_leads.$inferInsert): Promise<void> {
  await db.insert(merchant_leads).values(values);
}
