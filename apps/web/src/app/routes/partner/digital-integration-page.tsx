import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { ApiGuide } from '@/features/partner-api/components/api-guide';
import { ApiKeysPanel } from '@/features/partner-api/components/api-keys-panel';
import { DeliveriesPanel } from '@/features/partner-api/components/deliveries-panel';
import { WebhooksPanel } from '@/features/partner-api/components/webhooks-panel';

const tabs = ['keys', 'webhooks', 'deliveries', 'guide'] as const;

/** /partner/digital-integration: API keys, webhooks and their delivery log, and the partner API's guide. */
export function DigitalIntegrationPage() {
  const { t } = useTranslation('partner-api');
  const tab = useUrlTab(tabs, {
    clear: ['keys.page', 'keys.sort', 'keys.q', 'deliveries.page', 'deliveries.sort', 'deliveries.q'],
  });
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} description={t('description')} />
      <UrlTabs
        id="digital-integration"
        label={t('tabsLabel')}
        state={tab}
        tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      >
        <Stack sx={{ pt: 2 }}>
          {tab.tab === 'keys' ? <ApiKeysPanel /> : null}
          {tab.tab === 'webhooks' ? <WebhooksPanel /> : null}
          {tab.tab === 'deliveries' ? <DeliveriesPanel /> : null}
          {tab.tab === 'guide' ? <ApiGuide /> : null}
        </Stack>
      </UrlTabs>
    </Stack>
  );
}
