import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { UnmatchedLender, UnmatchedReason } from '@saakh/domain/offers';
import { formatIndiaDay } from '../utils/india-date';

/** Reasons the web words itself, with the dates or limits the answer carries. */
const exclusionReasons = new Set<UnmatchedReason>([
  'reasonAppliedOpen',
  'reasonDeclinedCooling',
  'reasonDisbursedRecently',
]);
const amountReasons = new Set<UnmatchedReason>(['reasonAmountBelowMin', 'reasonAmountAboveMax']);
const ownReasons = new Set<UnmatchedReason>([...exclusionReasons, ...amountReasons, 'reasonTenureOutOfRange']);

/**
 * Why a lender makes no offer, one line a reason: an application the customer has with it ("Declined on 28 Nov: you
 * can apply again from 26 Feb"), its limits ("Lends ₹50,000 to ₹10,00,000"), or the engine's reason.
 */
export function unmatchedLines(item: UnmatchedLender, t: TFunction, language: string): string[] {
  const lines: string[] = [];
  const day = (value: string) => formatIndiaDay(value, language);
  const { exclusion, limits } = item;
  if (exclusion) {
    const date = day(exclusion.on);
    if (exclusion.reason === 'reasonAppliedOpen') {
      const status = t(`customer:applications.status.${exclusion.status}`, { defaultValue: exclusion.status });
      lines.push(t('customer:offers.unmatched.appliedOpen', { date, status }));
    } else if (exclusion.againFrom) {
      const key = exclusion.reason === 'reasonDeclinedCooling' ? 'declined' : 'disbursed';
      lines.push(t(`customer:offers.unmatched.${key}`, { date, again: day(exclusion.againFrom) }));
    } else {
      const key = exclusion.reason === 'reasonDeclinedCooling' ? 'declinedOn' : 'disbursedOn';
      lines.push(t(`customer:offers.unmatched.${key}`, { date }));
    }
  }
  let amountSaid = false;
  for (const reason of item.reasons) {
    if (exclusionReasons.has(reason) && exclusion) continue;
    if (amountReasons.has(reason) && limits) {
      if (!amountSaid)
        lines.push(
          t('customer:offers.unmatched.amountRange', {
            min: formatRupees(limits.minAmount),
            max: formatRupees(limits.maxAmount),
          }),
        );
      amountSaid = true;
    } else if (reason === 'reasonTenureOutOfRange' && limits) {
      lines.push(
        t('customer:offers.unmatched.tenureRange', { min: limits.minTenureMonths, max: limits.maxTenureMonths }),
      );
    } else if (ownReasons.has(reason)) {
      lines.push(t(`customer:offers.unmatched.${reason}`));
    } else {
      lines.push(t(reason, { ns: 'domain' }));
    }
  }
  return lines;
}

export type UnmatchedLendersProps = { unmatched: readonly UnmatchedLender[] };

export function UnmatchedLenders({ unmatched }: UnmatchedLendersProps) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="unmatched-title"
      sx={{ p: { xs: 2, sm: 2.5 } }}
      data-testid="unmatched-lenders"
    >
      <Typography id="unmatched-title" variant="h6" component="h2">
        {t('offers.unmatchedTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('offers.unmatchedHint')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {unmatched.map((item) => (
          <Box component="li" key={item.lender.id} data-testid="unmatched-lender">
            <Typography sx={{ fontWeight: 600 }}>{item.lender.name}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {unmatchedLines(item, t, i18n.language).map((line) => (
                <Typography component="li" variant="body2" color="text.secondary" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
