import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import type { GrievanceOfficer } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';
import { useBrandKey } from '@/lib/brand';

/**
 * The grievance redressal officer customers complain to, with the Ombudsman's portal and number (public), for the
 * brand the customer came through (a partner's own support contact where it has one); none: the platform's.
 */
export function grievanceOfficerQueryOptions(partner: string | null) {
  const query = partner && partner !== DEFAULT_PARTNER_KEY ? `?partner=${encodeURIComponent(partner)}` : '';
  return queryOptions({
    queryKey: ['grievance-officer', partner],
    queryFn: ({ signal }) =>
      api<GrievanceOfficer>(`/api/grievance-officer${query}`, { signal, allowUnauthorized: true }),
    staleTime: 60 * 60_000,
    // The page shows a failed load itself, with Retry.
    meta: { silent: true },
  });
}

/** For the brand the site is showing (the partner site the customer came through, remembered). */
export function useGrievanceOfficer() {
  return useQuery(grievanceOfficerQueryOptions(useBrandKey()));
}
