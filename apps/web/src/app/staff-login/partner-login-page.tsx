import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { PartnerBranding } from '@saakh/domain/partners';
import { partnerLogin } from '@/features/auth/api/partner-login';
import { replacePage } from '@/lib/leave-page';
import { StaffLoginCard } from './staff-login-card';
import { useStaffLogin } from './use-staff-login';

export type PartnerLoginPageProps = {
  /** The brand's key on its own login page (/{partner}/partner/login). */
  partner: string | undefined;
  brand: PartnerBranding | undefined;
};

/** Into the partner area, which the staff app loads afresh with the session set. */
const enter = () => replacePage('/partner');

/** /partner/login and /{partner}/partner/login (the brand's own login page), in the staff login's build (decision 056). */
export function PartnerLoginPage({ partner, brand }: PartnerLoginPageProps) {
  const { t } = useTranslation('auth');
  const login = useStaffLogin(
    (values: { email: string; password: string }) => partnerLogin({ ...values, partner }),
    enter,
  );
  return (
    <StaffLoginCard
      kind="partner"
      title={t('partnerTitle')}
      logo={
        brand?.logo ? (
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 40, mb: 2, display: 'block' }} />
        ) : null
      }
      login={login}
      onDone={(result) => {
        if ('partnerUserId' in result) enter();
      }}
    />
  );
}
