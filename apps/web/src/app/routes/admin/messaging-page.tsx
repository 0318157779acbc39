import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { CampaignsTable, campaignListParams } from '@/features/messaging/components/campaigns-table';
import { DeliveryLog, deliveryLogParams } from '@/features/messaging/components/delivery-log';
import { StopList, optOutListParams } from '@/features/messaging/components/stop-list';
import { TemplatesTable, templateListParams } from '@/features/messaging/components/templates-table';

const tabs = ['templates', 'campaigns', 'log', 'stop'] as const;

/**
 * /admin/messaging (role 1, decision 021): the template registry per channel in English and Hindi, campaigns to a
 * segment with their progress, the delivery log with its chart, and the STOP list.
 */
export function MessagingPage() {
  const { t } = useTranslation('messaging');
  const tabState = useUrlTab(tabs);
  const { tab } = tabState;
  const templateParams = useListParams(templateListParams);
  const campaignParams = useListParams(campaignListParams);
  const logParams = useListParams(deliveryLogParams);
  const stopParams = useListParams(optOutListParams);

  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <UrlTabs
        id="messaging"
        label={t('tabsLabel')}
        state={tabState}
        tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      >
        {tab === 'templates' ? <TemplatesTable params={templateParams} /> : null}
        {tab === 'campaigns' ? <CampaignsTable params={campaignParams} /> : null}
        {tab === 'log' ? <DeliveryLog params={logParams} /> : null}
        {tab === 'stop' ? <StopList params={stopParams} /> : null}
      </UrlTabs>
    </Stack>
  );
}
