import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MerchantPartner } from '@saakh/domain/merchants';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { MerchantLeadsTable, merchantLeadListParams } from '@/features/merchants/components/merchant-leads-table';
import {
  MerchantPartnersTable,
  merchantPartnerListParams,
} from '@/features/merchants/components/merchant-partners-table';
import { LoginAsPartnerButton } from './login-as-partner-button';

const tabs = ['partners', 'leads'] as const;
type MerchantTab = (typeof tabs)[number];

/**
 * /admin/merchant-management (role 1): every partner with its lifecycle and onboarding, "Login as partner" from each
 * row (Exit in the partner area comes back here), and the merchant leads of the create-merchant-form to review.
 */
export function MerchantManagementPage() {
  const { t } = useTranslation('merchant-management');
  const [search, setSearch] = useSearchParams();
  const tab: MerchantTab = search.get('tab') === 'leads' ? 'leads' : 'partners';
  const partnerParams = useListParams(merchantPartnerListParams);
  const leadParams = useListParams(merchantLeadListParams);
  const loginAs = useCallback(
    (partner: MerchantPartner) => (
      <LoginAsPartnerButton
        partner={partner}
        disabled={partner.status !== 'active' || partner.active_users_count === 0}
        size="small"
      />
    ),
    [],
  );
  const choose = (next: MerchantTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'partners') params.delete('tab');
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
        onChange={(_event, next: MerchantTab) => choose(next)}
        aria-label={t('tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`merchant-tab-${name}`}
            aria-controls={`merchant-panel-${name}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`merchant-panel-${tab}`} aria-labelledby={`merchant-tab-${tab}`}>
        {tab === 'partners' ? (
          <MerchantPartnersTable params={partnerParams} renderActions={loginAs} />
        ) : (
          <MerchantLeadsTable params={leadParams} />
        )}
      </div>
    </Stack>
  );
}
