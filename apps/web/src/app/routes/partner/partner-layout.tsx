import { useLoaderData, useLocation } from 'react-router';
import type { PartnerSession } from '@saakh/domain/auth';
import { IdlePromptLater } from '@/components/ui/idle-prompt-later';
import { useExitMasquerade } from '@/features/auth/api/masquerade';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';
import { PartnerFrame } from './partner-frame';

/** The partner shell, in the partner's brand, with the masquerade banner when an admin is acting as the partner. */
export function PartnerLayout() {
  const session = useLoaderData() as PartnerSession;
  const location = useLocation();
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const exit = useExitMasquerade();
  const signOut = () => void logout('partner', '/partner/login');

  return (
    <PartnerFrame
      session={session}
      pathname={location.pathname}
      language={language}
      onLanguage={(next) => void change(next)}
      onLogout={signOut}
      onExitMasquerade={() => exit.mutate()}
      exiting={exit.isPending}
    >
      <IdlePromptLater minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </PartnerFrame>
  );
}
