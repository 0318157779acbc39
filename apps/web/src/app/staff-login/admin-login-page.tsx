import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLoginResult } from '@saakh/domain/auth';
import { adminHomePath, canOpenAdminPath } from '@saakh/domain/roles';
import { adminLogin } from '@/features/auth/api/admin-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { replacePage } from '@/lib/leave-page';
import { LoginSecondFactor } from './login-second-factor';
import { useStaffLogin } from './use-staff-login';

/** A safe callback is a path inside the admin area; anything else is ignored. */
export function callbackPath(value: string | null): string | null {
  return value && value.startsWith('/admin/') && !value.startsWith('//') ? value : null;
}

/** Into the admin area: the page asked for (`?callback=`) when the role may open it, else the role's home. */
function enterAs(roleId: AdminLoginResult['roleId'], callback: string | null): void {
  const asked = callbackPath(callback);
  replacePage(asked && canOpenAdminPath(roleId, asked) ? asked : adminHomePath(roleId));
}

/** /admin/login, in the staff login's entry (decision 056). */
export function AdminLoginPage({ callback }: { callback: string | null }) {
  const { t } = useTranslation(['auth', 'account-security']);
  const login = useStaffLogin(adminLogin, (session: AdminLoginResult) => enterAs(session.roleId, callback));

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('adminTitle')}
        </Typography>
        {login.challenge ? (
          <Suspense fallback={null}>
            <LoginSecondFactor
              kind="admin"
              challenge={login.challenge}
              onRestart={login.restart}
              onDone={(result) => {
                if ('adminId' in result) enterAs(result.roleId, callback);
              }}
            />
          </Suspense>
        ) : (
          <Stack spacing={2}>
            <StaffLoginForm kind="admin" submitting={login.submitting} onSubmit={login.submit} />
            <Link href="/admin/forgot-password" sx={{ alignSelf: 'flex-start' }}>
              {t('account-security:forgotLink')}
            </Link>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
