import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { ErrorState } from '@/components/ui/error-state';
import { LazyPartBoundary, useLazyPart } from '@/components/ui/lazy-part';
import { RenderLater } from '@/components/ui/render-later';
import { usePartnerDashboard } from '@/features/partner-insights/api/get-partner-dashboard';
import { InsightsOverview } from '@/features/partner-insights/components/insights-overview';
import { PartnerScopeSelect } from '@/features/partner-insights/components/partner-scope-select';
import { usePartnerParam } from '@/features/partner-insights/hooks/use-partner-param';
import { PartnerPageHeader } from './partner-page-heads';

// The list of customers who need a call sits below the figures and charts: its code (the data table, its filters
// and chips) loads once the figures are shown and its place nears the screen (or the reader moves by Tab), and its
// place is held meanwhile (issue 34). A phone shows it after two screens of figures.
const loadStuckLeads = () => import('@/features/partner-insights/components/stuck-leads-table');
const pickStuckLeads = (module: typeof import('@/features/partner-insights/components/stuck-leads-table')) =>
  module.StuckLeadsTable;

/** /partner: the partner's figures and earnings over a period, and the customers who need a call. */
export function PartnerDashboardPage() {
  const { t: tKit } = useTranslation('kit');
  const dates = useDateRangeParam('last_30_days');
  const [partnerId, setPartnerId] = usePartnerParam();
  const query = dates.range ? { ...dates.query, ...(partnerId ? { partnerId } : {}) } : null;
  // The overview's own query (one request for both): the figures come first, then the list.
  const overview = usePartnerDashboard(query);
  const figuresShown = query === null || overview.data !== undefined || overview.isError;
  const stuckLeads = useLazyPart(loadStuckLeads, pickStuckLeads, { name: 'stuck-leads' });
  const listPlace = useRef<HTMLDivElement>(null);
  const placeholder = <Skeleton variant="rounded" height={480} role="progressbar" aria-label={tKit('table.loading')} />;

  return (
    <Stack spacing={3}>
      <PartnerPageHeader page="" />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangePresets state={dates} presets={datePresets} />
        <PartnerScopeSelect value={partnerId} onChange={setPartnerId} />
      </Stack>
      <InsightsOverview query={query} />
      <Box ref={listPlace}>
        <LazyPartBoundary key={stuckLeads.attempt} fallback={<ErrorState onRetry={stuckLeads.retry} />}>
          {figuresShown ? (
            <RenderLater until="visible" near={listPlace} fallback={placeholder}>
              <Suspense fallback={placeholder}>
                <stuckLeads.Part partnerId={partnerId} />
              </Suspense>
            </RenderLater>
          ) : (
            placeholder
          )}
        </LazyPartBoundary>
      </Box>
    </Stack>
  );
}
