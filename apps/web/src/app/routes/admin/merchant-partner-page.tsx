import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { AuditHistory } from '@/features/audit/components/audit-history';
import { useMerchantPartner } from '@/features/merchants/api/get-merchant-partner';
import { OnboardingForm } from '@/features/merchants/components/onboarding-form';
import { ParentSection } from '@/features/merchants/components/parent-section';
import { PartnerStatusSection } from '@/features/merchants/components/partner-status-section';
import { PartnerUsersSection } from '@/features/merchants/components/partner-users-section';
import { PayoutSection } from '@/features/merchants/components/payout-section';
import { ApiError } from '@/lib/api-client';
import { LoginAsPartnerButton, loginAsBlock } from './login-as-partner-button';

/** /admin/merchant-management/{id}: one partner's lifecycle, onboarding, parent, payouts, users and history. */
export function MerchantPartnerPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <MerchantPartner id={id} /> : <NotFound />;
}

function MerchantPartner({ id }: { id: number }) {
  const { t } = useTranslation('merchant-management');
  const partner = useMerchantPartner(id);
  const back = (
    <Button component={RouterLink} to="/admin/merchant-management" startIcon={<ArrowBackIcon />} size="small">
      {t('detail.back')}
    </Button>
  );
  if (partner.isPending) return <PageLoader label={t('detail.loading')} />;
  if (partner.isError) {
    if (partner.error instanceof ApiError && partner.error.status === 404) return <NotFound />;
    return <ErrorState error={partner.error} onRetry={() => void partner.refetch()} />;
  }
  const data = partner.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        before={back}
        title={data.name}
        description={
          <Typography component="span" variant="body2" color="text.secondary">
            {t('detail.subtitle', { type: t(`type.${data.partner_type}`), key: data.key })}
          </Typography>
        }
        actions={
          <LoginAsPartnerButton
            partner={data}
            blocked={loginAsBlock(data.status === 'active', data.active_users_count)}
          />
        }
      />
      <PartnerStatusSection partner={data} />
      <OnboardingForm key={`${data.id}`} partner={data} />
      <ParentSection partner={data} />
      <PayoutSection partner={data} />
      <PartnerUsersSection partnerId={data.id} />
      <AuditHistory entity="partner" id={data.id} />
    </Stack>
  );
}
