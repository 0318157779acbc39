import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { CampaignsTable, campaignListParams } from '@/features/messaging/components/campaigns-table';
import { DeliveryLog, deliveryLogParams } from '@/features/messaging/components/delivery-log';
import { StopList, optOutListParams } from '@/features/messaging/components/stop-list';
import { TemplatesTable, templateListParams } from '@/features/messaging/components/templates-table';

const tabs = ['templates', 'campaigns', 'log', 'stop'] as const;
type MessagingTab = (typeof tabs)[number];

/**
 * /admin/messaging (role 1, decision 021): the template registry per channel in English and Hindi, campaigns to a
 * segment with their progress, the delivery log with its chart, and the STOP list.
 */
export function MessagingPage() {
  const { t } = useTranslation('messaging');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: MessagingTab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as MessagingTab) : 'templates';
  const templateParams = useListParams(templateListParams);
  const campaignParams = useListParams(campaignListParams);
  const logParams = useListParams(deliveryLogParams);
  const stopParams = useListParams(optOutListParams);
  const choose = (next: MessagingTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'templates') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(_event, next: MessagingTab) => choose(next)}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`messaging-tab-${name}`}
            aria-controls={`messaging-panel-${name}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`messaging-panel-${tab}`} aria-labelledby={`messaging-tab-${tab}`}>
        {tab === 'templates' ? <TemplatesTable params={templateParams} /> : null}
        {tab === 'campaigns' ? <CampaignsTable params={campaignParams} /> : null}
        {tab === 'log' ? <DeliveryLog params={logParams} /> : null}
        {tab === 'stop' ? <StopList params={stopParams} /> : null}
      </div>
    </Stack>
  );
}
