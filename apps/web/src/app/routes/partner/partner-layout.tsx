import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation } from 'react-router';
import type { PartnerSession } from '@saakh/domain/auth';
import { StaffShell } from '@/components/layouts/staff-shell';
import { IdlePromptLater } from '@/components/ui/idle-prompt-later';
import { LanguageSelector } from '@/components/ui/language-selector';
import { useExitMasquerade } from '@/features/auth/api/masquerade';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';
import { partnerNav } from './partner-nav';

/** The partner shell, in the partner's brand, with the masquerade banner when an admin is acting as the partner. */
export function PartnerLayout() {
  const session = useLoaderData() as PartnerSession;
  const { t } = useTranslation('partner');
  const location = useLocation();
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const exit = useExitMasquerade();
  const signOut = () => void logout('partner', '/partner/login');

  const isSelected = (path: string) =>
    path === ''
      ? location.pathname === '/partner' || location.pathname === '/partner/'
      : location.pathname.startsWith(`/partner/${path}`);

  return (
    <StaffShell
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
      onLogout={signOut}
      actions={<LanguageSelector value={language} onChange={(next) => void change(next)} />}
      banner={
        session.isMasquerade ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="masquerade-banner"
            action={
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                loading={exit.isPending}
                onClick={() => exit.mutate()}
              >
                {t('masquerade.exit')}
              </Button>
            }
          >
            {t('masquerade.banner', { name: session.name })}
          </Alert>
        ) : null
      }
    >
      <IdlePromptLater minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </StaffShell>
  );
}
