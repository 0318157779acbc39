import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { getPartnerBranding } from './partner-branding';

export function partnerBrandingQueryOptions(name: string = DEFAULT_PARTNER_KEY) {
  return queryOptions({
    queryKey: ['partner-branding', name],
    queryFn: () => getPartnerBranding(name),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function usePartnerBranding(name: string = DEFAULT_PARTNER_KEY) {
  return useQuery(partnerBrandingQueryOptions(name));
}
