import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { lenderSwitchParams, vendorListParams, VendorSwitches } from '@/features/lenders/components/vendor-switches';

/** /admin/vendors-on-off: integrations and lenders switched on or off, with a reason for off. */
export function VendorsPage() {
  const { t } = useTranslation('admin-catalogue');
  const vendorParams = useListParams(vendorListParams);
  const lenderParams = useListParams(lenderSwitchParams);
  return (
    <>
      <PageHeader title={t('vendors.title')} description={t('vendors.subtitle')} />
      <VendorSwitches vendorParams={vendorParams} lenderParams={lenderParams} />
    </>
  );
}
