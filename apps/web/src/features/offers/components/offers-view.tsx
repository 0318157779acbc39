import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SelectOfferResult } from '@saakh/domain/applications';
import { isLocale } from '@saakh/domain/i18n';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import type { Offer, UnmatchedLender } from '@saakh/domain/offers';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { RenderLater } from '@/components/ui/render-later';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useOffers } from '../api/get-offers';
import { useSelectOffer } from '../api/select-offer';

export type OffersViewProps = {
  appId: number;
  /** The KFS page of one offer. */
  kfsPath: (lenderId: number) => string;
  onSelected: (result: SelectOfferResult) => void;
};

function percent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/**
 * The offers of a journey (DESIGN §6): every matching lender with the full cost, the ranking rule, and the
 * lenders that did not match with the reasons. The customer picks one offer and continues.
 */
export function OffersView({ appId, kfsPath, onSelected }: OffersViewProps) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const offers = useOffers(appId, isLocale(i18n.language) ? i18n.language : 'en');
  const select = useSelectOffer();
  const [chosen, setChosen] = useState('');
  const [selectError, setSelectError] = useState<string | null>(null);

  if (offers.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('offers.loading')}>
        <Typography>{t('offers.loading')}</Typography>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={150} />
        ))}
      </Stack>
    );
  }
  if (offers.isError) {
    const redirect =
      offers.error instanceof ApiError && typeof offers.error.body.redirect === 'string'
        ? offers.error.body.redirect
        : null;
    return (
      <Stack spacing={2}>
        <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
        {redirect?.startsWith('/user/') ? (
          <Button component={RouterLink} to={redirect} variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {t('offers.completeProfile')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  const { offers: list, unmatched, ranking } = offers.data;

  const proceed = async () => {
    setSelectError(null);
    // The choice is one of the radio values, each an offer's lender id; the server checks it with the shared schema
    // (selectOfferInputSchema), whose error shows below. The page loads no schema code for a radio group.
    if (!chosen) {
      setSelectError(t('offerNotSelected', { ns: 'domain' }));
      return;
    }
    try {
      onSelected(await select.mutateAsync({ appId, input: { lender_id: Number(chosen) } }));
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.lender_id?.[0] : undefined;
      setSelectError(field ?? errorMessage(error, t('offers.selectFailed')));
    }
  };

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="ranking-title"
        sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: 'background.default' }}
      >
        <Typography id="ranking-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('offers.rankingTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="ranking-rule">
          {ranking}
        </Typography>
      </Paper>

      <Box component="section" aria-labelledby="offers-title">
        <Typography id="offers-title" variant="h6" component="h2" gutterBottom>
          {t('offers.count', { count: list.length })}
        </Typography>
        {/* The offers in a task after the heading and the ranking rule, the button with the first of them. */}
        <RenderLater>
          {list.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState title={t('offers.none')} description={t('offers.noneHint')} />
            </Paper>
          ) : (
            <RadioGroup
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                setSelectError(null);
              }}
              aria-labelledby="offers-title"
            >
              <Stack spacing={2}>
                {list.map((offer, index) => {
                  const card = (
                    <OfferCard
                      key={offer.lenderId}
                      offer={offer}
                      kfsPath={kfsPath(offer.lenderId)}
                      selected={chosen === String(offer.lenderId)}
                    />
                  );
                  // The first offer renders with the page; the others each in a short task of their own after it,
                  // below the first screen of a phone, so a slow phone answers a tap between them.
                  return index === 0 ? card : <RenderLater key={offer.lenderId}>{card}</RenderLater>;
                })}
              </Stack>
            </RadioGroup>
          )}
          {list.length > 0 ? (
            <Stack
              spacing={1}
              sx={{ position: 'sticky', bottom: 0, py: 2, mt: 1, bgcolor: 'background.default', zIndex: 1 }}
            >
              {selectError ? (
                <Alert severity="error" role="alert" data-testid="select-error">
                  {selectError}
                </Alert>
              ) : null}
              <Button
                variant="contained"
                size="large"
                onClick={() => void proceed()}
                loading={select.isPending}
                sx={{ alignSelf: { sm: 'flex-start' } }}
              >
                {t('offers.proceed')}
              </Button>
            </Stack>
          ) : null}
        </RenderLater>
      </Box>

      {/* Below the offers: after all of them, so no offer arriving pushes it down. */}
      {unmatched.length > 0 ? (
        <RenderLater until="idle">
          <UnmatchedLenders unmatched={unmatched} />
        </RenderLater>
      ) : null}
    </Stack>
  );
}

type OfferCardProps = { offer: Offer; kfsPath: string; selected: boolean };

function OfferCard({ offer, kfsPath, selected }: OfferCardProps) {
  const { t, i18n } = useTranslation('customer');
  const facts: [string, string][] = [
    [t('offers.amount'), formatRupees(offer.amount)],
    [t('offers.tenure'), t('offers.months', { count: offer.tenureMonths })],
    [t('offers.interestRate'), percent(offer.interestRate)],
    [t('offers.apr'), percent(offer.apr)],
    [t('offers.emi'), formatRupeesExact(offer.emi)],
    [t('offers.processingFee'), `${formatRupeesExact(offer.processingFee)} (${percent(offer.processingFeePercent)})`],
    [t('offers.totalPayable'), formatRupeesExact(offer.totalPayable)],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
      data-testid="offer-card"
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
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
        {offer.specialOffer ? (
          <Chip
            icon={<LocalOfferOutlinedIcon />}
            color="secondary"
            label={offer.specialOffer.text}
            data-testid="special-offer"
            sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        ) : null}
      </Stack>
      {offer.specialOffer?.validUntil ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('offers.specialUntil', { date: formatDate(offer.specialOffer.validUntil, i18n.language) })}
        </Typography>
      ) : null}
      <FactList facts={facts} spacing={1.5} sx={{ mt: 1 }} />
      <Link
        component={RouterLink}
        to={kfsPath}
        sx={{ display: 'inline-block', mt: 1.5 }}
        aria-label={t('offers.kfsFor', { lender: offer.lenderName })}
      >
        {t('offers.kfs')}
      </Link>
    </Paper>
  );
}

function UnmatchedLenders({ unmatched }: { unmatched: readonly UnmatchedLender[] }) {
  const { t } = useTranslation(['customer', 'domain']);
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
          <Box component="li" key={item.lender.id}>
            <Typography sx={{ fontWeight: 600 }}>{item.lender.name}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {item.reasons.map((reason) => (
                <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                  {t(reason, { ns: 'domain' })}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
