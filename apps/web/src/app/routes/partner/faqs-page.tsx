/** /partner/faqs and its two lists: customer-queries (what customers ask) and dsa-queries (what partners ask). */
import GroupsOutlinedIcon from '@/components/ui/icons/GroupsOutlined';
import StorefrontOutlinedIcon from '@/components/ui/icons/StorefrontOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FaqAudience } from '@saakh/domain/partner-content';
import { PageHeader } from '@/components/ui/page-header';
import { FaqList } from '@/features/partner-content/components/faq-list';
import { BackLink, SectionCard } from './partner-content-links';

export function FaqsPage() {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader title={t('faqs.title')} description={t('faqs.description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SectionCard
          to="/partner/faqs/customer-queries"
          title={t('faqs.customer.title')}
          text={t('faqs.customer.card')}
          icon={<GroupsOutlinedIcon color="primary" aria-hidden />}
        />
        <SectionCard
          to="/partner/faqs/dsa-queries"
          title={t('faqs.dsa.title')}
          text={t('faqs.dsa.card')}
          icon={<StorefrontOutlinedIcon color="primary" aria-hidden />}
        />
      </Stack>
    </Stack>
  );
}

function AudiencePage({ audience }: { audience: FaqAudience }) {
  const { t } = useTranslation('partner-content');
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t(`faqs.${audience}.title`)}
        description={t(`faqs.${audience}.description`)}
        before={<BackLink to="/partner/faqs" label={t('faqs.title')} />}
      />
      <FaqList key={audience} audience={audience} />
    </Stack>
  );
}

export function CustomerQueriesPage() {
  return <AudiencePage audience="customer" />;
}

export function DsaQueriesPage() {
  return <AudiencePage audience="dsa" />;
}
