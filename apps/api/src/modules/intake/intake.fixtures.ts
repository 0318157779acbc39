/** Test fixtures of the intake form: an intake lender's offer selected afresh, its KFS accepted. */
import { and, eq, inArray } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { acknowledgeKfs, bearer, type TestApp } from '../../test/test-app';

/**
 * Selects a lender's offer for a customer's journey and accepts its KFS, answering the application. A lender with a
 * sent application is not offered again while it is open or cooling (issue 29): each call starts with the earlier
 * ones to this lender withdrawn.
 */
export async function selectAfresh(
  t: TestApp,
  customer: { token: string; mobile: string },
  appId: number,
  lenderId: number,
): Promise<string> {
  await t.db
    .update(applications)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(applications.lender_id, lenderId),
        inArray(applications.status, ['submitted', 'in_review', 'approved', 'rejected', 'disbursed']),
      ),
    );
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/offers/${appId}/select`,
    headers: bearer(customer.token),
    payload: { lender_id: lenderId },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  const creditAppId = response.json().data.creditAppId as string;
  await acknowledgeKfs(t, customer, creditAppId);
  return creditAppId;
}
