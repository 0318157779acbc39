import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { useSupportCounts } from '@/features/partner-support/api/admin-tickets';
import { AdminTicketView } from '@/features/partner-support/components/admin-ticket-view';
import { AdminTicketsTable, adminTicketListParams } from '@/features/partner-support/components/admin-tickets-table';
import { BankChangesTable, bankChangeListParams } from '@/features/partner-support/components/bank-changes-table';

const tabs = ['tickets', 'bank'] as const;

/**
 * /admin/partner-support (role 1): partners' tickets, oldest open first, answered and closed here (`?ticket=` opens
 * one), and the KYC and bank change requests to approve or reject.
 */
export function PartnerSupportPage() {
  const { t } = useTranslation('partner-support');
  const [search] = useSearchParams();
  const tabState = useUrlTab(tabs, { clear: ['ticket'] });
  const ticketParams = useListParams(adminTicketListParams);
  const bankParams = useListParams(bankChangeListParams);
  const counts = useSupportCounts();
  const ticketHref = useCallback((id: number) => `/admin/partner-support?ticket=${id}`, []);
  const ticketId = Number(search.get('ticket'));
  const open = Number.isInteger(ticketId) && ticketId > 0 ? ticketId : null;
  const label = (tab: (typeof tabs)[number]) => {
    const count = tab === 'tickets' ? counts.data?.open_tickets : counts.data?.pending_bank_changes;
    return count ? t(`admin.tabs.${tab}Count`, { count }) : t(`admin.tabs.${tab}`);
  };
  return (
    <Stack spacing={2}>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <UrlTabs
        id="partner-support"
        label={t('admin.tabsLabel')}
        state={tabState}
        tabs={tabs.map((value) => ({ value, label: label(value) }))}
      >
        {tabState.tab === 'bank' ? (
          <BankChangesTable params={bankParams} />
        ) : open !== null ? (
          <AdminTicketView id={open} backHref="/admin/partner-support" />
        ) : (
          <AdminTicketsTable params={ticketParams} ticketHref={ticketHref} />
        )}
      </UrlTabs>
    </Stack>
  );
}
