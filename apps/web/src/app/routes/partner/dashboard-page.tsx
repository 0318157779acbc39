import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { PageHeader } from '@/components/ui/page-header';
import { InsightsOverview } from '@/features/partner-insights/components/insights-overview';
import { PartnerScopeSelect } from '@/features/partner-insights/components/partner-scope-select';
import { StuckLeadsTable } from '@/features/partner-insights/components/stuck-leads-table';
import { usePartnerParam } from '@/features/partner-insights/hooks/use-partner-param';

/** /partner: the partner's figures and earnings over a period, and the customers who need a call. */
export function PartnerDashboardPage() {
  const { t } = useTranslation('partner-insights');
  const dates = useDateRangeParam('last_30_days');
  const [partnerId, setPartnerId] = usePartnerParam();
  const query = dates.range ? { ...dates.query, ...(partnerId ? { partnerId } : {}) } : null;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangePresets state={dates} presets={datePresets} />
        <PartnerScopeSelect value={partnerId} onChange={setPartnerId} />
      </Stack>
      <InsightsOverview query={query} />
      <StuckLeadsTable partnerId={partnerId} />
    </Stack>
  );
}
