import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { adminHomePath, canOpenAdminPath } from '@saakh/domain/roles';
import { useAdminLogin } from '@/features/auth/api/admin-login';
import { StaffLoginForm } from '@/features/auth/components/staff-login-form';
import { hasSession } from '@/lib/session';

/** A safe callback is a path inside the admin area; anything else is ignored. */
function callbackPath(value: string | null): string | null {
  return value && value.startsWith('/admin/') && !value.startsWith('//') ? value : null;
}

export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useAdminLogin();
  if (hasSession('admin') && !login.isSuccess) return <Navigate to="/admin/dashboard" replace />;

  return (
    <Container maxWidth="xs" component="main" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('adminTitle')}
        </Typography>
        <StaffLoginForm
          kind="admin"
          submitting={login.isPending}
          onSubmit={async (values) => {
            const session = await login.mutateAsync(values);
            const callback = callbackPath(params.get('callback'));
            navigate(
              callback && canOpenAdminPath(session.roleId, callback) ? callback : adminHomePath(session.roleId),
              { replace: true },
            );
          }}
        />
      </Paper>
    </Container>
  );
}
