import SecurityIcon from '@/components/ui/icons/Security';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLoaderData, useLocation } from 'react-router';
import type { AdminSession } from '@saakh/domain/auth';
import { adminHomePath, adminNavFor, canOpenAdminPath } from '@saakh/domain/roles';
import { StaffShell } from '@/components/layouts/staff-shell';
import { IdlePromptLater } from '@/components/ui/idle-prompt-later';
import { LanguageSelector } from '@/components/ui/language-selector';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';

/** The admin shell: only the role's entries in the sidebar; a page the role may not open goes to its home. */
export function AdminLayout() {
  const session = useLoaderData() as AdminSession;
  const { t } = useTranslation('admin');
  const location = useLocation();
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const signOut = () => void logout('admin', '/admin/login');

  if (!canOpenAdminPath(session.roleId, location.pathname)) {
    const home = adminHomePath(session.roleId);
    return <Navigate to={location.pathname === home ? '/admin/login' : home} replace />;
  }

  return (
    <StaffShell
      navLabel={t('nav.label')}
      openNavLabel={t('nav.open')}
      sidebarTitle={t('title')}
      // Role names are not shown (admin spec §6): the header says what the role may do.
      headerText={`${session.name} · ${t(`roleAccess.${session.roleId}`)}`}
      items={adminNavFor(session.roleId).map((item) => ({
        to: `/admin/${item.path}`,
        label: t(item.labelKey),
        selected: location.pathname.startsWith(`/admin/${item.path}`),
      }))}
      logoutLabel={t('common:logout')}
      onLogout={signOut}
      actions={
        <Stack direction="row" spacing={1} alignItems="center">
          <Tooltip title={t('nav.accountSecurity')}>
            <IconButton component={RouterLink} to="/admin/account-security" aria-label={t('nav.accountSecurity')}>
              <SecurityIcon />
            </IconButton>
          </Tooltip>
          <LanguageSelector value={language} onChange={(next) => void change(next)} />
        </Stack>
      }
    >
      <IdlePromptLater minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </StaffShell>
  );
}
