import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@saakh/domain/i18n';
import { StaffShell } from '@/components/layouts/staff-shell';
import { LanguageSelector } from '@/components/ui/language-selector';
import { partnerNav } from './partner-nav';

export type PartnerFrameProps = {
  session: { name: string; isMasquerade: boolean };
  pathname: string;
  language: Locale;
  onLanguage: (language: Locale) => void;
  onLogout: () => void;
  onExitMasquerade: () => void;
  exiting: boolean;
  children?: ReactNode;
  /** Both widths' frames at once, for the server's first view (`StaffShell`'s `bothWidths`). */
  bothWidths?: boolean;
};

/**
 * The partner area's frame: the shell with the partner's entries, the language choice and, while an admin acts as
 * the partner, the masquerade banner. The layout draws it in the browser; the server draws it for a signed-in
 * partner's first view (decision 058), so both are the same frame.
 */
export function PartnerFrame({
  session,
  pathname,
  language,
  onLanguage,
  onLogout,
  onExitMasquerade,
  exiting,
  children,
  bothWidths,
}: PartnerFrameProps) {
  const { t } = useTranslation('partner');
  const isSelected = (path: string) =>
    path === '' ? pathname === '/partner' || pathname === '/partner/' : pathname.startsWith(`/partner/${path}`);

  return (
    <StaffShell
      bothWidths={bothWidths}
      navLabel={t('nav.label')}
      openNavLabel={t('nav.open')}
      sidebarTitle={session.name}
      headerText={t('title')}
      items={partnerNav.map((item) => ({
        to: item.path ? `/partner/${item.path}` : '/partner',
        label: t(item.labelKey),
        selected: isSelected(item.path),
        end: item.path === '',
      }))}
      logoutLabel={t('common:logout')}
      onLogout={onLogout}
      actions={<LanguageSelector value={language} onChange={onLanguage} />}
      banner={
        session.isMasquerade ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="masquerade-banner"
            action={
              <Button color="inherit" variant="outlined" size="small" loading={exiting} onClick={onExitMasquerade}>
                {t('masquerade.exit')}
              </Button>
            }
          >
            {t('masquerade.banner', { name: session.name })}
          </Alert>
        ) : null
      }
    >
      {children}
    </StaffShell>
  );
}
