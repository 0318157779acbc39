import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantPartner } from '@saakh/domain/merchants';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { BankTransfersPanel, bankTransferListParams } from '@/features/bank-transfers/components/bank-transfers-panel';
import { Form16aPanel } from '@/features/merchants/components/form16a-panel';
import { MerchantLeadsTable, merchantLeadListParams } from '@/features/merchants/components/merchant-leads-table';
import {
  MerchantPartnersTable,
  merchantPartnerListParams,
} from '@/features/merchants/components/merchant-partners-table';
import { LoginAsPartnerButton, loginAsBlock } from './login-as-partner-button';

const tabs = ['partners', 'leads', 'bank', 'tds'] as const;

/**
 * /admin/merchant-management (role 1): every partner with its lifecycle and onboarding, "Login as partner" from each
 * row (Exit in the partner area comes back here), the merchant leads of the create-merchant-form to review, and the
 * bank files that pay many partners at once, and the quarter's TDS certificate data (Form 16A).
 */
export function MerchantManagementPage() {
  const { t } = useTranslation('merchant-management');
  const { t: tb } = useTranslation('bank-transfers');
  const tabState = useUrlTab(tabs);
  const partnerParams = useListParams(merchantPartnerListParams);
  const leadParams = useListParams(merchantLeadListParams);
  const bankParams = useListParams(bankTransferListParams);
  const loginAs = useCallback(
    (partner: MerchantPartner) => (
      <LoginAsPartnerButton
        partner={partner}
        blocked={loginAsBlock(partner.status === 'active', partner.active_users_count)}
        size="small"
      />
    ),
    [],
  );

  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <UrlTabs
        id="merchant"
        label={t('tabsLabel')}
        state={tabState}
        tabs={tabs.map((value) => ({ value, label: value === 'bank' ? tb('tab') : t(`tabs.${value}`) }))}
      >
        {tabState.tab === 'partners' ? (
          <MerchantPartnersTable params={partnerParams} renderActions={loginAs} />
        ) : tabState.tab === 'leads' ? (
          <MerchantLeadsTable params={leadParams} />
        ) : tabState.tab === 'bank' ? (
          <BankTransfersPanel params={bankParams} />
        ) : (
          <Form16aPanel />
        )}
      </UrlTabs>
    </Stack>
  );
}
