import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SelectOfferResult } from '@saakh/domain/applications';
import { isLocale } from '@saakh/domain/i18n';
import { shapeOffer, withinLimits, type OfferShape } from '@saakh/domain/offer-shaping';
import type { Offer } from '@saakh/domain/offers';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { RenderLater } from '@/components/ui/render-later';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOffers } from '../api/get-offers';
import { useSelectOffer } from '../api/select-offer';
import { useOfferShapes } from '../hooks/use-offer-shapes';
import { kindFilters, offerSorts, orderOffers, type KindFilter, type OfferSort } from '../utils/offer-order';
import { OfferCard } from './offer-card';
import { UnmatchedLenders } from './unmatched-lenders';

export type OffersViewProps = {
  appId: number;
  /** The KFS page of one offer. */
  kfsPath: (lenderId: number) => string;
  onSelected: (result: SelectOfferResult) => void;
};

/** The KFS of an offer, at the amount and tenure the customer chose if they changed the server's. */
export function kfsLink(path: string, offer: Offer, shaped: boolean): string {
  if (!shaped) return path;
  const query = new URLSearchParams({ amount: String(offer.amount), tenure_months: String(offer.tenureMonths) });
  return `${path}?${query.toString()}`;
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
  const { shapes, setShape } = useOfferShapes(appId);
  const [sort, setSort] = useState<OfferSort>('ranking');
  const [kind, setKind] = useState<KindFilter>('all');

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

  const { offers: ranked, unmatched, ranking } = offers.data;
  const server = new Map(ranked.map((offer) => [offer.lenderId, offer]));
  // The customer's choice for an offer of the server's, kept only while that offer is the one it was made on (a new
  // amount in the profile gives a new offer) and within the lender's limits.
  const ownShape = (offer: Offer) => {
    const shape = shapes[offer.lenderId];
    const sameOffer = shape?.from.amount === offer.amount && shape.from.tenureMonths === offer.tenureMonths;
    return shape && sameOffer && withinLimits(offer.limits, shape) ? shape : null;
  };
  // Each offer at the customer's amount and tenure, in the server's ranking with its position; then in the order and
  // of the kind the customer chose.
  const shaped = ranked.map((offer, index) => {
    const own = ownShape(offer);
    const priced = own ? shapeOffer(offer, own) : offer;
    return { ...priced, ranking: { ...priced.ranking, position: priced.ranking.position || index + 1 } };
  });
  const list = orderOffers(shaped, sort, kind);
  const isShaped = (offer: Offer) => {
    const original = server.get(offer.lenderId);
    return original !== undefined && ownShape(original) !== null;
  };
  const shapeOf = (offer: Offer) => (shape: OfferShape | null) => {
    const original = server.get(offer.lenderId) ?? offer;
    const from = { amount: original.amount, tenureMonths: original.tenureMonths };
    setShape(offer.lenderId, shape ? { ...shape, from } : null);
  };

  const proceed = async () => {
    setSelectError(null);
    // The choice is one of the radio values, each an offer's lender id; the server checks it with the shared schema
    // (selectOfferInputSchema), whose error shows below. The page loads no schema code for a radio group.
    const offer = shaped.find((candidate) => String(candidate.lenderId) === chosen);
    if (!offer) {
      setSelectError(t('offerNotSelected', { ns: 'domain' }));
      return;
    }
    try {
      // The amount and tenure shown: the server prices them again within the lender's limits.
      const input = { lender_id: offer.lenderId, amount: offer.amount, tenure_months: offer.tenureMonths };
      onSelected(await select.mutateAsync({ appId, input }));
    } catch (error) {
      // An excluded lender is refused on lender_id; a choice outside the lender's limits on amount or tenure_months.
      const fields = error instanceof ApiError ? error.errors : undefined;
      const field = fields?.lender_id?.[0] ?? fields?.amount?.[0] ?? fields?.tenure_months?.[0];
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
          {t('offers.count', { count: ranked.length })}
        </Typography>
        {ranked.length > 1 ? (
          <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} data-testid="offers-toolbar">
            <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
              <InputLabel htmlFor="offers-sort" shrink>
                {t('offers.sortLabel')}
              </InputLabel>
              <NativeSelect
                value={sort}
                onChange={(event) => setSort(event.target.value as OfferSort)}
                input={<OutlinedInput label={t('offers.sortLabel')} notched id="offers-sort" />}
              >
                {offerSorts.map((value) => (
                  <option key={value} value={value}>
                    {t(`offers.sort.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
              <InputLabel htmlFor="offers-kind" shrink>
                {t('offers.kindLabel')}
              </InputLabel>
              <NativeSelect
                value={kind}
                onChange={(event) => setKind(event.target.value as KindFilter)}
                input={<OutlinedInput label={t('offers.kindLabel')} notched id="offers-kind" />}
              >
                {kindFilters.map((value) => (
                  <option key={value} value={value}>
                    {t(`offers.kindFilter.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </Stack>
        ) : null}
        {kind !== 'all' && ranked.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {t('offers.shownOf', { shown: list.length, count: ranked.length })}
          </Typography>
        ) : null}
        {/* The offers in a task after the heading and the ranking rule, the button with the first of them. */}
        <RenderLater>
          {ranked.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState title={t('offers.none')} description={t('offers.noneHint')} />
            </Paper>
          ) : list.length === 0 ? (
            <Paper variant="outlined">
              <EmptyState
                title={t('offers.noneOfKind')}
                action={
                  <Button variant="outlined" onClick={() => setKind('all')}>
                    {t('offers.showAll')}
                  </Button>
                }
              />
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
                      shaped={isShaped(offer)}
                      count={ranked.length}
                      kfsPath={kfsLink(kfsPath(offer.lenderId), offer, isShaped(offer))}
                      selected={chosen === String(offer.lenderId)}
                      onShape={shapeOf(offer)}
                    />
                  );
                  // The first offer renders with the page; the others each in a short task of their own after it,
                  // below the first screen of a phone, so a slow phone answers a tap between them.
                  return index === 0 ? card : <RenderLater key={offer.lenderId}>{card}</RenderLater>;
                })}
              </Stack>
            </RadioGroup>
          )}
          {ranked.length > 0 ? (
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
