import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { shortUrlOf } from '../api/tracking-link-qr';

/** Copies a link's short URL; where the browser refuses, the toast says to copy it by hand. */
export function useCopyLink(): (shortPath: string) => Promise<void> {
  const { t } = useTranslation('tracking-links');
  return useCallback(
    async (shortPath: string) => {
      try {
        await navigator.clipboard.writeText(shortUrlOf(shortPath));
        toast(t('copied'), 'success');
      } catch {
        toast(t('copyFailed'), 'warning');
      }
    },
    [t],
  );
}
