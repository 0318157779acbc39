import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { PartnersTable, partnerListParams } from '@/features/partners/components/partners-table';
import { LoginAsPartnerButton, loginAsBlock } from './login-as-partner-button';

/** /admin/partners (Partner Config). */
export function PartnersPage() {
  const { t } = useTranslation('admin-catalogue');
  const params = useListParams(partnerListParams);
  const actions = useCallback(
    (partner: AdminPartner) => (
      <LoginAsPartnerButton
        partner={partner}
        blocked={loginAsBlock(partner.status === 1, partner.active_users)}
        size="small"
      />
    ),
    [],
  );
  return (
    <>
      <PageHeader title={t('partners.title')} />
      <PartnersTable params={params} renderActions={actions} />
    </>
  );
}
