import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { EligibilityTable, eligibilityListParams } from '@/features/lenders/components/eligibility-table';

/** /admin/customer-eligibility */
export function CustomerEligibilityPage() {
  const { t } = useTranslation('admin-catalogue');
  const params = useListParams(eligibilityListParams);
  return (
    <>
      <PageHeader title={t('eligibility.title')} description={t('eligibility.subtitle')} />
      <EligibilityTable params={params} />
    </>
  );
}
