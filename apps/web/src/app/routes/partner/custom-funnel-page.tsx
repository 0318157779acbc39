import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { PageHeader } from '@/components/ui/page-header';
import { FunnelBuilder } from '@/features/partner-insights/components/funnel-builder';
import { PartnerScopeSelect } from '@/features/partner-insights/components/partner-scope-select';
import { usePartnerParam } from '@/features/partner-insights/hooks/use-partner-param';

/** /partner/customFunnel: a funnel of the tracked steps the partner chooses, by link, campaign and product. */
export function PartnerCustomFunnelPage() {
  const { t } = useTranslation('partner-insights');
  const dates = useDateRangeParam('last_30_days');
  const [partnerId, setPartnerId] = usePartnerParam();

  return (
    <Stack spacing={2}>
      <PageHeader title={t('funnelBuilder.title')} description={t('funnelBuilder.description')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <DateRangePresets state={dates} />
        <PartnerScopeSelect value={partnerId} onChange={setPartnerId} />
      </Stack>
      <FunnelBuilder range={dates.range ? dates.query : null} partnerId={partnerId} />
    </Stack>
  );
}
