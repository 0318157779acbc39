import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SelectOfferResult } from '@saakh/domain/applications';
import { isLocale } from '@saakh/domain/i18n';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { productFlows } from '@saakh/domain/routing';
import { RenderLater } from '@/components/ui/render-later';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { pathAfterOfferSelected } from '@/features/applications/utils/after-offer-selected';
import { GrievanceLink } from '@/features/grievances/components/grievance-link';
import { OffersView } from '@/features/offers/components/offers-view';
import { useSetEditing } from '@/features/profile/api/set-editing';
import { MaskedDetails } from '@/features/profile/components/masked-details';
import { trackEvent } from '@/features/tracking/api/track-event';
import { getSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';
import { useCustomer } from './use-customer';

export type OffersPageProps = { product: LoanProductCode };

/** A product's offers page: the offers with APR, EMI, fees and KFS, and the status table of the applications. */
export function OffersPage({ product }: OffersPageProps) {
  const { t, i18n } = useTranslation('customer');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useCustomer();
  const setEditing = useSetEditing();
  const appId = Number(getSessionValue('appId'));

  const editDetails = async () => {
    try {
      await setEditing.mutateAsync({ is_editing: 1 });
      navigate(productFlows[product].detail);
    } catch {
      // The failure toast has been shown.
    }
  };

  // 'offers_viewed' is recorded by the server when it answers the offers, so the page does not report it too.
  // The application's KFS comes first (issue 30): read and accepted with an OTP, then the lender's step. One already
  // accepted for these terms (the same offer chosen again) is not asked for twice.
  const onSelected = (result: SelectOfferResult) => {
    trackEvent('offer_selected');
    const language = isLocale(i18n.language) ? i18n.language : 'en';
    void pathAfterOfferSelected(queryClient, result, language).then((path) => navigate(path));
  };

  return (
    <>
      <PageHeading
        title={t(`offers.title.${product}`)}
        subtitle={<MaskedDetails userId={user.userId} />}
        action={
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => void editDetails()}
            loading={setEditing.isPending}
          >
            {t('offers.editDetails')}
          </Button>
        }
      />
      <Stack spacing={4}>
        <OffersView appId={appId} kfsPath={(lenderId) => `/user/key-facts/${lenderId}`} onSelected={onSelected} />
        {/* Below every offer: after them, so no offer arriving later pushes it down. */}
        <RenderLater until="idle">
          <ApplicationsTable product={product} />
          <GrievanceLink />
        </RenderLater>
      </Stack>
    </>
  );
}
