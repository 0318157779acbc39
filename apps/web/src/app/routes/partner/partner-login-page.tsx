import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { usePartnerLogin } from '@/features/auth/api/partner-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { setBrandKey } from '@/lib/brand';
import { hasSession } from '@/lib/session';

/** /partner/login and /{partner}/partner/login (the brand's own login page). */
export function PartnerLoginPage() {
  const { t } = useTranslation('auth');
  const { partner } = useParams();
  const navigate = useNavigate();
  const login = usePartnerLogin();
  const { data: brand } = usePartnerBranding(partner);

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
        <StaffLoginForm
          kind="partner"
          submitting={login.isPending}
          onSubmit={async (values) => {
            await login.mutateAsync({ ...values, partner });
            navigate('/partner', { replace: true });
          }}
        />
      </Paper>
    </Container>
  );
}
