import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { needsSecondFactor, type AdminSession, type SecondFactorChallenge } from '@saakh/domain/auth';
import { adminHomePath, canOpenAdminPath } from '@saakh/domain/roles';
import { loadSecondFactorStep, SecondFactorStep } from '@/features/account-security/components/lazy-second-factor-step';
import { useAdminLogin } from '@/features/auth/api/admin-login';
import { adminSessionQueryOptions } from '@/features/auth/api/get-admin-session';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { hasSession } from '@/lib/session';

/** A safe callback is a path inside the admin area; anything else is ignored. */
function callbackPath(value: string | null): string | null {
  return value && value.startsWith('/admin/') && !value.startsWith('//') ? value : null;
}

export function AdminLoginPage() {
  const { t } = useTranslation(['auth', 'account-security']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useAdminLogin();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  if (hasSession('admin') && !login.isSuccess) return <Navigate to="/admin/dashboard" replace />;

  const enter = (session: AdminSession) => {
    const callback = callbackPath(params.get('callback'));
    navigate(callback && canOpenAdminPath(session.roleId, callback) ? callback : adminHomePath(session.roleId), {
      replace: true,
    });
  };

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('adminTitle')}
        </Typography>
        {challenge ? (
          <Suspense fallback={null}>
            <SecondFactorStep
              kind="admin"
              challenge={challenge}
              onRestart={() => setChallenge(null)}
              onDone={(result) => {
                if (!('adminId' in result)) return;
                const { adminId, name, email, roleId } = result;
                const session: AdminSession = { adminId, name, email, roleId };
                queryClient.setQueryData(adminSessionQueryOptions().queryKey, session);
                enter(session);
              }}
            />
          </Suspense>
        ) : (
          <Stack spacing={2}>
            <StaffLoginForm
              kind="admin"
              submitting={login.isPending}
              onSubmit={async (values) => {
                const answer = await login.mutateAsync(values);
                if (needsSecondFactor(answer)) {
                  await loadSecondFactorStep();
                  setChallenge(answer);
                } else enter(answer);
              }}
            />
            <Link component={RouterLink} to="/admin/forgot-password" sx={{ alignSelf: 'flex-start' }}>
              {t('account-security:forgotLink')}
            </Link>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
