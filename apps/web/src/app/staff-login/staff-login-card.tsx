import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffKind } from '@saakh/domain/account-security';
import type { CompletedLogin } from '@/features/account-security/api/second-factor-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { LoginSecondFactor } from './login-second-factor';
import type { StaffLoginState } from './use-staff-login';

export type StaffLoginCardProps = {
  kind: StaffKind;
  title: string;
  /** Above the title: a partner's logo on its own login page. */
  logo?: ReactNode;
  login: StaffLoginState<{ email: string; password: string }>;
  /** The second factor completed the login. */
  onDone: (result: CompletedLogin) => void;
};

/** A staff login's page: the password step with the forgotten-password link, or the second factor when it is due. */
export function StaffLoginCard({ kind, title, logo, login, onDone }: StaffLoginCardProps) {
  const { t } = useTranslation('account-security');
  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {logo}
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {login.challenge ? (
          <Suspense fallback={null}>
            <LoginSecondFactor kind={kind} challenge={login.challenge} onRestart={login.restart} onDone={onDone} />
          </Suspense>
        ) : (
          <Stack spacing={2}>
            <StaffLoginForm kind={kind} submitting={login.submitting} onSubmit={login.submit} />
            <Link href={`/${kind}/forgot-password`} sx={{ alignSelf: 'flex-start' }}>
              {t('forgotLink')}
            </Link>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
