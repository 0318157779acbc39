import type { TFunction } from 'i18next';
import type { SecretOnceTexts } from '@/components/ui/secret-once-dialog';

/** The secret dialog's texts for a key or a webhook secret: its own title, intro and label, the rest shared. */
export function secretTexts(
  t: TFunction<'partner-api'>,
  own: Pick<SecretOnceTexts, 'title' | 'intro' | 'label'>,
): SecretOnceTexts {
  return {
    ...own,
    once: t('secret.once'),
    copy: t('secret.copy'),
    copied: t('secret.copied'),
    copyFailed: t('secret.copyFailed'),
    done: t('secret.done'),
  };
}
