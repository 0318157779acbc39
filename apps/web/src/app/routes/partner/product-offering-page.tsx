/** /partner/product-offering and /partner/product-offering/{product_id}: what the partner sells, with its link. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { partnerProducts, type PartnerProduct } from '@saakh/domain/partner-content';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ProductOfferingDetail } from '@/features/partner-content/components/product-offering-detail';
import { ProductOfferings } from '@/features/partner-content/components/product-offerings';
import { BackLink } from './partner-content-links';
import { PartnerPageHeader } from './partner-page-heads';

export function ProductOfferingPage() {
  return (
    <Stack spacing={2}>
      <PartnerPageHeader page="product-offering" />
      <ProductOfferings />
    </Stack>
  );
}

export function ProductOfferingDetailPage() {
  const { t } = useTranslation('partner-content');
  const { product_id: asked = '' } = useParams();
  const product = (partnerProducts as readonly string[]).includes(asked) ? (asked as PartnerProduct) : null;
  const back = <BackLink to="/partner/product-offering" label={t('offering.title')} />;
  if (!product) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('offering.notFoundTitle')} before={back} />
        <EmptyState
          title={t('offering.notFound')}
          description={t('offering.notFoundHint')}
          action={
            <Button variant="contained" component={RouterLink} to="/partner/product-offering">
              {t('offering.all')}
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeader title={t(`products.${product}`)} description={t('offering.detailDescription')} before={back} />
      <ProductOfferingDetail product={product} />
    </Stack>
  );
}
