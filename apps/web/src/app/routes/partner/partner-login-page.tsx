import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { needsSecondFactor, type PartnerSession, type SecondFactorChallenge } from '@saakh/domain/auth';
import { loadSecondFactorStep, SecondFactorStep } from '@/features/account-security/components/lazy-second-factor-step';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { partnerSessionQueryOptions } from '@/features/auth/api/get-partner-session';
import { usePartnerLogin } from '@/features/auth/api/partner-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { setBrandKey } from '@/lib/brand';
import { hasSession } from '@/lib/session';

/** /partner/login and /{partner}/partner/login (the brand's own login page). */
export function PartnerLoginPage() {
  const { t } = useTranslation(['auth', 'account-security']);
  const { partner } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = usePartnerLogin();
  const { data: brand } = usePartnerBranding(partner);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  useEffect(() => {
    if (partner) setBrandKey(partner);
  }, [partner]);

  if (hasSession('partner') && !login.isSuccess) return <Navigate to="/partner" replace />;

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {brand?.logo ? (
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 40, mb: 2, display: 'block' }} />
        ) : null}
        <Typography variant="h5" component="h1" gutterBottom>
          {t('partnerTitle')}
        </Typography>
        {challenge ? (
          <Suspense fallback={null}>
            <SecondFactorStep
              kind="partner"
              challenge={challenge}
              onRestart={() => setChallenge(null)}
              onDone={(result) => {
                if (!('partnerUserId' in result)) return;
                const { partnerUserId, partnerId, partnerKey, name, isMasquerade, masqueradeAdminId } = result;
                const session: PartnerSession = {
                  partnerUserId,
                  partnerId,
                  partnerKey,
                  name,
                  isMasquerade,
                  masqueradeAdminId,
                };
                queryClient.setQueryData(partnerSessionQueryOptions().queryKey, session);
                navigate('/partner', { replace: true });
              }}
            />
          </Suspense>
        ) : (
          <Stack spacing={2}>
            <StaffLoginForm
              kind="partner"
              submitting={login.isPending}
              onSubmit={async (values) => {
                const answer = await login.mutateAsync({ ...values, partner });
                if (needsSecondFactor(answer)) {
                  await loadSecondFactorStep();
                  setChallenge(answer);
                } else navigate('/partner', { replace: true });
              }}
            />
            <Link component={RouterLink} to="/partner/forgot-password" sx={{ alignSelf: 'flex-start' }}>
              {t('account-security:forgotLink')}
            </Link>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
