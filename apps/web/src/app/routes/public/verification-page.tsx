import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OtpLoginForm } from '@/features/auth/components/otp-login-form';
import { useBrandKey } from '@/lib/brand';
import { getSessionValue } from '@/lib/session';

/** Customer login: mobile number, then the 6-digit OTP with consent to the terms. */
export function VerificationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const brandKey = useBrandKey();
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('customerTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('customerSubtitle')}
        </Typography>
        <OtpLoginForm
          partner={brandKey === 'cl' ? undefined : brandKey}
          onLoggedIn={() => {
            navigate(getSessionValue('productType') ? '/user/user-detail' : '/products', { replace: true });
          }}
        />
      </Paper>
    </Container>
  );
}
