import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { shortUrlOf } from '../api/tracking-link-qr';

/**
 * Copies a link's short URL and answers whether it worked. It says so in a toast unless `quiet` (a dialog says it
 * in place: on a phone a toast would cover the dialog's buttons); where the browser refuses, it says to copy by hand.
 */
export function useCopyLink(): (shortPath: string, options?: { quiet?: boolean }) => Promise<boolean> {
  const { t } = useTranslation('tracking-links');
  return useCallback(
    async (shortPath: string, { quiet = false }: { quiet?: boolean } = {}) => {
      try {
        await navigator.clipboard.writeText(shortUrlOf(shortPath));
        if (!quiet) toast(t('copied'), 'success');
        return true;
      } catch {
        if (!quiet) toast(t('copyFailed'), 'warning');
        return false;
      }
    },
    [t],
  );
}
