/** The staff login's own pages (decision 045): forgot password and reset password, for /admin and /partner alike. */
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useSearchParams } from 'react-router';
import type { StaffKind } from '@saakh/domain/account-security';
import { ForgotPasswordForm } from '@/features/account-security/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/account-security/components/reset-password-form';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        {children}
      </Paper>
    </Container>
  );
}

function ForgotPage({ kind }: { kind: StaffKind }) {
  return (
    <Frame>
      <ForgotPasswordForm kind={kind} loginPath={`/${kind}/login`} />
    </Frame>
  );
}

function ResetPage({ kind }: { kind: StaffKind }) {
  const [params] = useSearchParams();
  return (
    <Frame>
      <ResetPasswordForm
        kind={kind}
        token={params.get('token')}
        loginPath={`/${kind}/login`}
        forgotPath={`/${kind}/forgot-password`}
      />
    </Frame>
  );
}

export function AdminForgotPasswordPage() {
  return <ForgotPage kind="admin" />;
}

export function PartnerForgotPasswordPage() {
  return <ForgotPage kind="partner" />;
}

export function AdminResetPasswordPage() {
  return <ResetPage kind="admin" />;
}

export function PartnerResetPasswordPage() {
  return <ResetPage kind="partner" />;
}
