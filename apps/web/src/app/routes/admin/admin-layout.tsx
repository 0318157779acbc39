import { Navigate, useLoaderData, useLocation } from 'react-router';
import type { AdminSession } from '@saakh/domain/auth';
import { adminHomePath, canOpenAdminPath } from '@saakh/domain/roles';
import { IdlePromptLater } from '@/components/ui/idle-prompt-later';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';
import { AdminFrame } from './admin-frame';

/** The admin shell: only the role's entries in the sidebar; a page the role may not open goes to its home. */
export function AdminLayout() {
  const session = useLoaderData() as AdminSession;
  const location = useLocation();
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const signOut = () => void logout('admin', '/admin/login');

  if (!canOpenAdminPath(session.roleId, location.pathname)) {
    const home = adminHomePath(session.roleId);
    return <Navigate to={location.pathname === home ? '/admin/login' : home} replace />;
  }

  return (
    <AdminFrame
      session={session}
      pathname={location.pathname}
      language={language}
      onLanguage={(next) => void change(next)}
      onLogout={signOut}
    >
      <IdlePromptLater minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </AdminFrame>
  );
}
