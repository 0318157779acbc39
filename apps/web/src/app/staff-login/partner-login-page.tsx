import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerBranding } from '@saakh/domain/partners';
import { partnerLogin } from '@/features/auth/api/partner-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { replacePage } from '@/lib/leave-page';
import { LoginSecondFactor } from './login-second-factor';
import { useStaffLogin } from './use-staff-login';

export type PartnerLoginPageProps = {
  /** The brand's key on its own login page (/{partner}/partner/login). */
  partner: string | undefined;
  brand: PartnerBranding | undefined;
};

/** Into the partner area, which the staff app loads afresh with the session set. */
const enter = () => replacePage('/partner');

/** /partner/login and /{partner}/partner/login (the brand's own login page), in the staff login's entry (decision 056). */
export function PartnerLoginPage({ partner, brand }: PartnerLoginPageProps) {
  const { t } = useTranslation(['auth', 'account-security']);
  const login = useStaffLogin(
    (values: { email: string; password: string }) => partnerLogin({ ...values, partner }),
    enter,
  );

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {brand?.logo ? (
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 40, mb: 2, display: 'block' }} />
        ) : null}
        <Typography variant="h5" component="h1" gutterBottom>
          {t('partnerTitle')}
        </Typography>
        {login.challenge ? (
          <Suspense fallback={null}>
            <LoginSecondFactor
              kind="partner"
              challenge={login.challenge}
              onRestart={login.restart}
              onDone={(result) => {
                if ('partnerUserId' in result) enter();
              }}
            />
          </Suspense>
        ) : (
          <Stack spacing={2}>
            <StaffLoginForm kind="partner" submitting={login.submitting} onSubmit={login.submit} />
            <Link href="/partner/forgot-password" sx={{ alignSelf: 'flex-start' }}>
              {t('account-security:forgotLink')}
            </Link>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
