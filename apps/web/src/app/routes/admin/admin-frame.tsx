import SecurityIcon from '@/components/ui/icons/Security';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Locale } from '@saakh/domain/i18n';
import { adminNavFor, type AdminRoleId } from '@saakh/domain/roles';
import { StaffShell } from '@/components/layouts/staff-shell';
import { LanguageSelector } from '@/components/ui/language-selector';

export type AdminFrameProps = {
  session: { name: string; roleId: AdminRoleId };
  pathname: string;
  language: Locale;
  onLanguage: (language: Locale) => void;
  onLogout: () => void;
  children?: ReactNode;
  /** Both widths' frames at once, for the server's first view (`StaffShell`'s `bothWidths`). */
  bothWidths?: boolean;
};

/**
 * The admin area's frame: the shell with only the role's entries, the account's security and the language choice.
 * The layout draws it in the browser; the server draws it for a signed-in admin's first view (decision 058).
 */
export function AdminFrame({
  session,
  pathname,
  language,
  onLanguage,
  onLogout,
  children,
  bothWidths,
}: AdminFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <StaffShell
      bothWidths={bothWidths}
      navLabel={t('nav.label')}
      openNavLabel={t('nav.open')}
      sidebarTitle={t('title')}
      // Role names are not shown (admin spec §6): the header says what the role may do.
      headerText={`${session.name} · ${t(`roleAccess.${session.roleId}`)}`}
      items={adminNavFor(session.roleId).map((item) => ({
        to: `/admin/${item.path}`,
        label: t(item.labelKey),
        selected: pathname.startsWith(`/admin/${item.path}`),
      }))}
      logoutLabel={t('common:logout')}
      onLogout={onLogout}
      actions={
        <Stack direction="row" spacing={1} alignItems="center">
          <Tooltip title={t('nav.accountSecurity')}>
            <IconButton component={RouterLink} to="/admin/account-security" aria-label={t('nav.accountSecurity')}>
              <SecurityIcon />
            </IconButton>
          </Tooltip>
          <LanguageSelector value={language} onChange={onLanguage} />
        </Stack>
      }
    >
      {children}
    </StaffShell>
  );
}
