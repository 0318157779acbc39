import { useTranslation } from 'react-i18next';
import type { AdminLoginResult } from '@saakh/domain/auth';
import { adminHomePath, canOpenAdminPath } from '@saakh/domain/roles';
import { adminLogin } from '@/features/auth/api/admin-login';
import { replacePage } from '@/lib/leave-page';
import { StaffLoginCard } from './staff-login-card';
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

/** /admin/login, in the staff login's build (decision 056). */
export function AdminLoginPage({ callback }: { callback: string | null }) {
  const { t } = useTranslation('auth');
  const login = useStaffLogin(adminLogin, (session: AdminLoginResult) => enterAs(session.roleId, callback));
  return (
    <StaffLoginCard
      kind="admin"
      title={t('adminTitle')}
      login={login}
      onDone={(result) => {
        if ('adminId' in result) enterAs(result.roleId, callback);
      }}
    />
  );
}
