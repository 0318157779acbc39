import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_WIDTH } from '@saakh/domain/constants';
import type { CreditCardsQuery, PublicCreditCard } from '@saakh/domain/insurance';
import { formatRupees } from '@saakh/domain/money';
import { EmptyState } from '@/components/ui/empty-state';
import { RenderLater } from '@/components/ui/render-later';
import { ErrorState } from '@/components/ui/error-state';
import { usePublicCreditCards } from '../api/get-public-credit-cards';

export type CreditCardListProps = {
  type?: CreditCardsQuery['type'];
  /** For a visitor: Apply signs in first (the personal Apply link needs the customer's id). */
  onSignInToApply?: (card: PublicCreditCard) => void;
  /** A signed-in customer leaves for the issuer's page: the page reports the click-out. */
  onApplyClick?: (card: PublicCreditCard) => void;
};

/** The cards rendered with the list, as many as the placeholders before them: a wide screen's first row. */
const FIRST_CARDS = 3;

/** Active credit cards by sort order (customer spec §2): thumbnail, key feature, annual fee, bullets and Apply. */
export function CreditCardList({ type, onSignInToApply, onApplyClick }: CreditCardListProps) {
  const { t } = useTranslation('customer');
  const cards = usePublicCreditCards({ type });

  if (cards.isPending) {
    return (
      <Grid key="loading" container spacing={2} aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  if (cards.data.length === 0) return <EmptyState title={t('cards.empty')} />;

  // Its own key: the list replaces the placeholders whole, never reusing one a card's id happens to match.
  return (
    <Grid key="cards" container spacing={2}>
      {cards.data.map((card, index) => {
        const item = (
          <Grid key={card.category_id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              data-testid="credit-card"
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
                  {card.category_img_thumb ? (
                    <Box
                      component="img"
                      src={card.category_img_thumb}
                      alt=""
                      loading="lazy"
                      sx={{ width: THUMBNAIL_WIDTH, height: 'auto', borderRadius: 1 }}
                    />
                  ) : null}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }}>
                      {card.category_name}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={card.secured === 1 ? t('cards.secured') : t('cards.unsecured')}
                      sx={{ mt: 0.5 }}
                    />
                  </Box>
                </Stack>
                {card.key_feature ? <Typography sx={{ fontWeight: 600 }}>{card.key_feature}</Typography> : null}
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {card.annual_fee === null
                    ? t('cards.feeUnknown')
                    : card.annual_fee === 0
                      ? t('cards.lifetimeFree')
                      : t('cards.annualFee', { fee: formatRupees(card.annual_fee) })}
                </Typography>
                {card.marketing_bullets.length > 0 ? (
                  <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                    {card.marketing_bullets.map((bullet) => (
                      <Typography component="li" variant="body2" key={bullet}>
                        {bullet}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                {card.utm_link ? (
                  <Button
                    variant="contained"
                    href={card.utm_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => onApplyClick?.(card)}
                    aria-label={t('cards.applyFor', { card: card.category_name })}
                  >
                    {t('cards.apply')}
                  </Button>
                ) : onSignInToApply ? (
                  <Button
                    variant="contained"
                    onClick={() => onSignInToApply(card)}
                    aria-label={t('cards.applyFor', { card: card.category_name })}
                  >
                    {t('cards.apply')}
                  </Button>
                ) : (
                  <Button variant="contained" disabled>
                    {t('cards.closed')}
                  </Button>
                )}
              </CardActions>
            </Card>
          </Grid>
        );
        // The first row renders with the list; each card after it in a short task of its own, below the first
        // screen of a phone, so a slow phone answers a tap between them.
        return index < FIRST_CARDS ? item : <RenderLater key={card.category_id}>{item}</RenderLater>;
      })}
    </Grid>
  );
}
