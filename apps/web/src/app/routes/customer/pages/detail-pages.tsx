import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLocale } from '@saakh/domain/i18n';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { productFlows } from '@saakh/domain/routing';
import { useSmartLists } from '@/features/catalogue/api/get-smart-lists';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { trackEvent } from '@/features/tracking/api/track-event';
import { toast } from '@/lib/toast';
import { PageHeading } from './page-heading';
import { useCustomer } from './use-customer';

export type DetailPageProps = { product: LoanProductCode };

/** A product's detail page: the profile that product needs; saving completes it and shows the offers. */
export function DetailPage({ product }: DetailPageProps) {
  const { t, i18n } = useTranslation('customer');
  const navigate = useNavigate();
  const { profile } = useCustomer();
  const smartLists = useSmartLists(isLocale(i18n.language) ? i18n.language : 'en');
  const updateRequired = product === 'pl' && (profile.pl_update_required === 1 || profile.pl_se_update_required === 1);
  return (
    <>
      <PageHeading title={t(`detail.${product}.title`)} subtitle={t(`detail.${product}.subtitle`)} />
      {updateRequired ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.updateRequired')}
        </Alert>
      ) : null}
      <ProfileForm
        key={product}
        product={product}
        profile={profile}
        smartLists={smartLists}
        onSaved={() => {
          trackEvent('profile_complete');
          toast(t('detail.saved'), 'success');
          navigate(productFlows[product].offers);
        }}
      />
    </>
  );
}
