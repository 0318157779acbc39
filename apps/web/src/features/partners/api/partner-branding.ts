import type { PartnerBranding } from '@saakh/domain/partners';
import { api } from '@/lib/api-client';

/** A brand's look and names by its key; a plain call, for the staff login, which loads no query library (decision 056). */
export function getPartnerBranding(name: string) {
  return api<PartnerBranding>(`/api/get-partner-by-name/${encodeURIComponent(name)}`, { allowUnauthorized: true });
}
