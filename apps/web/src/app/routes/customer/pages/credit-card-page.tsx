import { useTranslation } from 'react-i18next';
import { CreditCardList } from '@/features/credit-cards/components/credit-card-list';
import { trackEvent } from '@/features/tracking/api/track-event';
import { PageHeading } from './page-heading';

/** /user/credit-card: the cards with the signed-in customer's own Apply links. */
export function CreditCardPage() {
  const { t } = useTranslation('customer');
  return (
    <>
      <PageHeading title={t('cards.title')} subtitle={t('cards.subtitleSignedIn')} />
      {/* The click-out is the card's application: the dashboard counts it for cards. */}
      <CreditCardList onApplyClick={() => trackEvent('offer_selected', { product: 'cards' })} />
    </>
  );
}
