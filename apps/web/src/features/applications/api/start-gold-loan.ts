import type { GoldLoanResult } from '@saakh/domain/applications';
import { api } from '@/lib/api-client';
import { setSessionValue } from '@/lib/session';

/**
 * POST /api/gold-loans/{id} (customer spec §7): starts or resumes the gold-loan journey from an app id or a
 * credit application id; the session moves to it and the answer says where the gold flow continues.
 */
export async function startGoldLoan(id: string | number): Promise<GoldLoanResult> {
  const result = await api<GoldLoanResult>(`/api/gold-loans/${encodeURIComponent(String(id))}`, {
    method: 'POST',
    kind: 'customer',
  });
  setSessionValue('appId', String(result.appId));
  setSessionValue('productType', result.productType);
  setSessionValue('productId', null);
  return result;
}
