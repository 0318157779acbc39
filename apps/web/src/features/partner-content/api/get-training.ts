import { useQuery } from '@tanstack/react-query';
import type { LenderJourney, LenderTraining } from '@saakh/domain/partner-content';
import { api } from '@/lib/api-client';
import { partnerContentKey } from './get-offerings';

/** Per lender: videos, decks and documents (GET /api/partner/content/training). */
export function usePartnerTraining(language: string) {
  return useQuery({
    queryKey: [...partnerContentKey, 'training', language],
    queryFn: () => api<LenderTraining[]>('/api/partner/content/training'),
  });
}

/** Per lender: the steps after choosing it (GET /api/partner/content/lender-journeys). */
export function useLenderJourneys(language: string) {
  return useQuery({
    queryKey: [...partnerContentKey, 'journeys', language],
    queryFn: () => api<LenderJourney[]>('/api/partner/content/lender-journeys'),
  });
}
