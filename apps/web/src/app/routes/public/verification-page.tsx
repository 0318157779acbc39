import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OtpLoginForm } from '@/features/auth/components/otp-login-form';
import { useApplyLanguageAtLogin } from '@/features/languages/hooks/use-apply-language-at-login';
import { trackEvent } from '@/features/tracking/api/track-event';
import { useBrandKey } from '@/lib/brand';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { safeInternalPath } from './safe-path';

export type VerificationPageProps = {
  title?: string;
  /** What happens after login instead of going to the product's page. */
  onContinue?: () => void | Promise<void>;
};

/**
 * Customer login: mobile number, then the 6-digit OTP with consent to the terms. A fresh login starts from the
 * chosen product's welcome page (no app id carried over), unless a link asked to continue somewhere (`?next=`).
 */
export function VerificationPage({ title, onContinue }: VerificationPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const brandKey = useBrandKey();
  const [search] = useSearchParams();
  const next = safeInternalPath(search.get('next'));
  const applyLanguage = useApplyLanguageAtLogin();
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title ?? t('customerTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('customerSubtitle')}
        </Typography>
        <OtpLoginForm
          partner={brandKey === 'cl' ? undefined : brandKey}
          onLoggedIn={async (user) => {
            trackEvent('otp_verified');
            // The saved language applies before the next page shows, or the choice made here is saved (decision 025).
            await applyLanguage(user);
            if (onContinue) {
              void onContinue();
              return;
            }
            if (next) {
              navigate(next, { replace: true });
              return;
            }
            setSessionValue('appId', null);
            navigate(getSessionValue('productType') ? '/user' : '/products', { replace: true });
          }}
        />
      </Paper>
    </Container>
  );
}

/** /login: the same OTP login (the deployment mode with a login page, customer spec §2). */
export function LoginPage() {
  return <VerificationPage />;
}
