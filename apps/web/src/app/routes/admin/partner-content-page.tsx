import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LIST_MAX_PAGE_SIZE } from '@saakh/domain/lists';
import { PageHeader } from '@/components/ui/page-header';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { useLenders } from '@/features/lenders/api/get-lenders';
import { AdminBannersTab } from '@/features/partner-content/components/admin-banners-tab';
import { AdminFaqsTab } from '@/features/partner-content/components/admin-faqs-tab';
import { AdminMessagesTab } from '@/features/partner-content/components/admin-messages-tab';
import { AdminTrainingTab } from '@/features/partner-content/components/admin-training-tab';

const tabs = ['faqs', 'messages', 'banners', 'training'] as const;

/**
 * /admin/partner-content (role 1): what partners sell with: FAQs, ready-made WhatsApp/SMS texts, banners and
 * training uploads, written in English and Hindi side by side. Every change is audited.
 */
export function PartnerContentPage() {
  const { t } = useTranslation('partner-content');
  const tab = useUrlTab(tabs, { clear: ['page', 'q'] });
  const lenders = useLenders({ page: 1, pageSize: LIST_MAX_PAGE_SIZE, sort: 'name' });
  const lenderOptions = (lenders.data && 'items' in lenders.data ? lenders.data.items : []).map((lender) => ({
    value: String(lender.lender_id),
    label: `${lender.display_name ?? lender.name} (${t(`products.${lender.product}`)})`,
  }));
  return (
    <Stack spacing={1}>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <UrlTabs
        id="partner-content"
        label={t('admin.tabsLabel')}
        state={tab}
        tabs={tabs.map((value) => ({ value, label: t(`admin.tabs.${value}`) }))}
      >
        {tab.tab === 'faqs' ? <AdminFaqsTab /> : null}
        {tab.tab === 'messages' ? <AdminMessagesTab /> : null}
        {tab.tab === 'banners' ? <AdminBannersTab /> : null}
        {tab.tab === 'training' ? <AdminTrainingTab lenders={lenderOptions} /> : null}
      </UrlTabs>
    </Stack>
  );
}
