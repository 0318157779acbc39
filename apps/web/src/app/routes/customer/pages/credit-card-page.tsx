import { useTranslation } from 'react-i18next';
import { CreditCardList } from '@/features/credit-cards/components/credit-card-list';
import { PageHeading } from './page-heading';

/** /user/credit-card: the cards with the signed-in customer's own Apply links. */
export function CreditCardPage() {
  const { t } = useTranslation('customer');
  return (
    <>
      <PageHeading title={t('cards.title')} subtitle={t('cards.subtitleSignedIn')} />
      <CreditCardList />
    </>
  );
}
