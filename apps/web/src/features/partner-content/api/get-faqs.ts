import { useQuery } from '@tanstack/react-query';
import type { FaqAudience, PartnerFaq } from '@saakh/domain/partner-content';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { partnerContentKey } from './get-offerings';

/** One page of an audience's FAQs in the reader's language, searched on the server (GET /api/partner/content/faqs). */
export function usePartnerFaqs(audience: FaqAudience, query: ListQuery, language: string) {
  return useQuery(
    listQueryOptions<PartnerFaq>([...partnerContentKey, 'faqs', audience, language], '/api/partner/content/faqs', {
      ...query,
      audience,
    }),
  );
}
