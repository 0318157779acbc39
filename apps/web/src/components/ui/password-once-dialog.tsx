import { useTranslation } from 'react-i18next';
import { SecretOnceDialog } from './secret-once-dialog';

/** An account (a staff or partner user) with the password just generated for it. */
export type AccountWithPassword = { user: { name: string; email: string }; password: string };

export type PasswordOnceDialogProps = {
  /** The account and its new password; null closes the dialog and forgets the password. */
  shown: AccountWithPassword | null;
  onClose: () => void;
};

/**
 * A generated password, shown this once: the server keeps only its hash. The admin (or partner) copies it and hands
 * it to the account's owner themselves.
 */
export function PasswordOnceDialog({ shown, onClose }: PasswordOnceDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <SecretOnceDialog
      testId="generated-password"
      onClose={onClose}
      shown={
        shown && {
          secret: shown.password,
          texts: {
            title: t('passwordOnce.title', { name: shown.user.name }),
            intro: t('passwordOnce.intro', { name: shown.user.name, email: shown.user.email }),
            label: t('passwordOnce.label'),
            once: t('passwordOnce.once'),
            copy: t('passwordOnce.copy'),
            copied: t('passwordOnce.copied'),
            copyFailed: t('passwordOnce.copyFailed'),
            done: t('passwordOnce.done'),
          },
        }
      }
    />
  );
}
