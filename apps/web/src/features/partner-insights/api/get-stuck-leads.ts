import { useQuery } from '@tanstack/react-query';
import type { StuckLead } from '@saakh/domain/partner-insights';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { partnerInsightsKey } from './get-insight-options';

/** One page of the customers stuck at a step (GET /api/partner/insights/stuck-leads). */
export function useStuckLeads(query: ListQuery) {
  return useQuery(
    listQueryOptions<StuckLead>([...partnerInsightsKey, 'stuck'], '/api/partner/insights/stuck-leads', query),
  );
}
