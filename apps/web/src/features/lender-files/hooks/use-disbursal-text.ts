import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import { formatDate } from '@/lib/format';

/** "₹4,80,000 on 5 Mar 2026" in the reader's language: a disbursal's amount and day, either one possibly unknown. */
export function useDisbursalText(): (amount: number | null, date: string | null) => string {
  const { t, i18n } = useTranslation('lender-files');
  const language = i18n.language;
  return useCallback(
    (amount, date) =>
      t('exceptions.disbursal', { amount: formatRupees(amount), date: date ? formatDate(date, language) : '—' }),
    [t, language],
  );
}
