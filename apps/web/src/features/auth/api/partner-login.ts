import type { PartnerLoginAnswer, PartnerLoginInput } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';

/**
 * The password step. The server sets the session cookie; the answer's token is for other clients and is not kept
 * (decision 018). A second factor due (decision 045) sets no session yet: the login page asks for it.
 */
export function partnerLogin(input: PartnerLoginInput) {
  return api<PartnerLoginAnswer>('/api/partner/login', { body: input, kind: 'partner', allowUnauthorized: true });
}
