import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import type { OfferShape } from '@saakh/domain/offer-shaping';
import type { Offer, OfferLimits } from '@saakh/domain/offers';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { amountStep, snapAmount } from '../utils/shape-steps';

export type OfferShaperProps = {
  /** The offer as shaped now (its amount and tenure are the sliders' values). */
  offer: Offer;
  limits: OfferLimits;
  onChange: (shape: OfferShape) => void;
  /** Back to the server's offer; absent when the offer is as the server made it. */
  onReset?: () => void;
};

/**
 * The customer's own amount and tenure for one offer, within the lender's limits. The sliders say their values in
 * words to screen readers, and the EMI and total that follow are announced once the customer stops moving.
 */
export function OfferShaper({ offer, limits, onChange, onReset }: OfferShaperProps) {
  const { t } = useTranslation('customer');
  const step = amountStep(limits);
  const months = (count: number) => t('offers.months', { count });
  return (
    <Box sx={{ display: 'grid', gap: 1, pt: 1 }} data-testid="offer-shaper">
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('offers.shape.amount')}: {formatRupees(offer.amount)}
        </Typography>
        <Slider
          value={offer.amount}
          min={limits.minAmount}
          max={limits.maxAmount}
          step={step}
          shiftStep={step * 10}
          onChange={(_, value) =>
            onChange({ amount: snapAmount(value as number, limits), tenureMonths: offer.tenureMonths })
          }
          getAriaValueText={(value) => formatRupees(value)}
          slotProps={{ input: { 'aria-label': t('offers.shape.amount') } }}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {t('offers.shape.range', { min: formatRupees(limits.minAmount), max: formatRupees(limits.maxAmount) })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('offers.shape.tenure')}: {months(offer.tenureMonths)}
        </Typography>
        <Slider
          value={offer.tenureMonths}
          min={limits.minTenureMonths}
          max={limits.maxTenureMonths}
          step={1}
          shiftStep={12}
          onChange={(_, value) => onChange({ amount: offer.amount, tenureMonths: value as number })}
          getAriaValueText={months}
          slotProps={{ input: { 'aria-label': t('offers.shape.tenure') } }}
          sx={{ mx: 1, width: 'calc(100% - 16px)' }}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {t('offers.shape.range', { min: months(limits.minTenureMonths), max: months(limits.maxTenureMonths) })}
        </Typography>
      </Box>
      <Box aria-live="polite" sx={visuallyHidden} data-testid="shape-announcement">
        {t('offers.shape.summary', {
          emi: formatRupeesExact(offer.emi),
          total: formatRupeesExact(offer.totalPayable),
        })}
      </Box>
      {onReset ? (
        <Button size="small" onClick={onReset} sx={{ justifySelf: 'start', minHeight: 44 }}>
          {t('offers.shape.reset')}
        </Button>
      ) : null}
    </Box>
  );
}
