import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CreditCardsQuery } from '@saakh/domain/insurance';
import { CreditCardList } from '@/features/credit-cards/components/credit-card-list';
import { trackEvent } from '@/features/tracking/api/track-event';
import { useBrowserValue } from '@/lib/hydration';
import { hasSession, setSessionValue } from '@/lib/session';

type CardsPageProps = { type?: CreditCardsQuery['type'] };

const tabs = [
  { path: '/credit-cards', type: undefined, key: 'all' },
  { path: '/cards-secured', type: 'secured', key: 'secured' },
  { path: '/cards-unsecured', type: 'unsecured', key: 'unsecured' },
] as const;

/** /credit-cards, /cards-secured and /cards-unsecured: active cards by sort order (customer spec §2). */
function CardsPage({ type }: CardsPageProps) {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const signedIn = useBrowserValue(hasSession('customer'), false);
  const current = tabs.findIndex((tab) => tab.type === type);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {t(`cards.heading.${tabs[current]?.key ?? 'all'}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {signedIn ? t('cards.subtitleSignedIn') : t('cards.subtitle')}
      </Typography>
      <Tabs value={current} variant="scrollable" allowScrollButtonsMobile aria-label={t('cards.tabs')} sx={{ mb: 3 }}>
        {tabs.map((tab) => (
          <Tab key={tab.path} label={t(`cards.tab.${tab.key}`)} component={RouterLink} to={tab.path} />
        ))}
      </Tabs>
      <CreditCardList
        type={type}
        // The click-out is the card's application: the dashboard counts it for cards.
        onApplyClick={() => trackEvent('offer_selected', { product: 'cards' })}
        onSignInToApply={
          signedIn
            ? undefined
            : (card) => {
                // After login the routing rules open the cards page for product type 'Credit Cards'.
                setSessionValue('productType', 'Credit Cards');
                setSessionValue('productId', String(card.category_id));
                setSessionValue('appId', null);
                navigate('/verification');
              }
        }
      />
    </Container>
  );
}

export function CreditCardsPage() {
  return <CardsPage key="all" />;
}

export function SecuredCardsPage() {
  return <CardsPage key="secured" type="secured" />;
}

export function UnsecuredCardsPage() {
  return <CardsPage key="unsecured" type="unsecured" />;
}
