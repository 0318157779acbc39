import LocalOfferOutlinedIcon from '@/components/ui/icons/LocalOfferOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import type { OfferShape } from '@saakh/domain/offer-shaping';
import type { Offer } from '@saakh/domain/offers';
import { FactList } from '@/components/ui/fact-list';
import { totalCost } from '../utils/offer-order';
import { formatIndiaDay } from '../utils/india-date';
import { Disclosure } from './disclosure';
import { LenderDetails, lenderSummary } from './lender-details';
import { OfferShaper } from './offer-shaper';
import { RankingInputs } from './ranking-inputs';

export type OfferCardProps = {
  /** The offer at the customer's amount and tenure (the server's offer until they change them). */
  offer: Offer;
  /** Whether the customer changed the server's amount or tenure. */
  shaped: boolean;
  /** Offers in the list, for the position's "3 of 8". */
  count: number;
  /** The KFS page of this offer at its amount and tenure. */
  kfsPath: string;
  selected: boolean;
  onShape: (shape: OfferShape | null) => void;
};

function percent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/**
 * One lender's offer: the figures at the customer's amount and tenure, who lends, a special offer as the note it is
 * (or a priced benefit when it sets the fee), and parts the customer opens: the amount and tenure, why the offer is
 * where it is, the lender and its charges.
 */
export function OfferCard({ offer, shaped, count, kfsPath, selected, onShape }: OfferCardProps) {
  const { t, i18n } = useTranslation('customer');
  const special = offer.specialOffer;
  const flatFee = special?.flatProcessingFee ?? null;
  const facts: [string, string][] = [
    [t('offers.amount'), formatRupees(offer.amount)],
    [t('offers.tenure'), t('offers.months', { count: offer.tenureMonths })],
    [t('offers.interestRate'), percent(offer.interestRate)],
    [t('offers.apr'), percent(offer.apr)],
    [t('offers.emi'), formatRupeesExact(offer.emi)],
    [
      t('offers.processingFee'),
      flatFee === null
        ? `${formatRupeesExact(offer.processingFee)} (${percent(offer.processingFeePercent)})`
        : t('offers.feeFlat', { fee: formatRupeesExact(offer.processingFee) }),
    ],
    [t('offers.totalInterest'), formatRupeesExact(offer.totalInterest)],
    [t('offers.totalCost'), formatRupeesExact(totalCost(offer))],
    [t('offers.totalPayable'), formatRupeesExact(offer.totalPayable)],
  ];
  const summary = lenderSummary(offer.lender, t);
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
      data-testid="offer-card"
    >
      <FormControlLabel
        value={String(offer.lenderId)}
        control={<Radio />}
        label={
          <Typography component="span" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {offer.lenderName}
          </Typography>
        }
      />
      {summary ? (
        <Typography variant="body2" color="text.secondary" data-testid="lender-summary">
          {summary}
        </Typography>
      ) : null}
      {special ? (
        flatFee === null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="special-offer">
            {t('offers.special.note', { text: special.text })} {t('offers.special.noteHint')}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }} data-testid="special-offer">
            <LocalOfferOutlinedIcon fontSize="small" color="secondary" aria-hidden />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('offers.special.priced', { fee: formatRupeesExact(flatFee) })} {special.text}
            </Typography>
          </Stack>
        )
      ) : null}
      {special?.validUntil ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('offers.specialUntil', { date: formatIndiaDay(special.validUntil, i18n.language) })}
        </Typography>
      ) : null}
      <FactList facts={facts} spacing={1.5} sx={{ mt: 1.5 }} />
      <Box sx={{ mt: 1, display: 'grid' }}>
        <Disclosure
          label={t('offers.shape.open')}
          ariaLabel={t('offers.forLender', { label: t('offers.shape.open'), lender: offer.lenderName })}
          testId="shape-panel"
        >
          <OfferShaper
            offer={offer}
            limits={offer.limits}
            onChange={onShape}
            onReset={shaped ? () => onShape(null) : undefined}
          />
        </Disclosure>
        <Disclosure
          label={t('offers.why.open')}
          ariaLabel={t('offers.forLender', { label: t('offers.why.open'), lender: offer.lenderName })}
          testId="why-position"
        >
          <RankingInputs ranking={offer.ranking} count={count} />
        </Disclosure>
        <Disclosure
          label={t('offers.lender.open')}
          ariaLabel={t('offers.forLender', { label: t('offers.lender.open'), lender: offer.lenderName })}
        >
          <LenderDetails lender={offer.lender} charges={offer.charges} />
        </Disclosure>
      </Box>
      <Link
        component={RouterLink}
        to={kfsPath}
        sx={{ display: 'inline-block', mt: 1 }}
        aria-label={t('offers.kfsFor', { lender: offer.lenderName })}
      >
        {t('offers.kfs')}
      </Link>
    </Paper>
  );
}
