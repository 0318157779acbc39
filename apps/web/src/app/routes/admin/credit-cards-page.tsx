import { CreditCardsScreen } from '@/features/credit-cards/components/credit-cards-screen';

/** /admin/credit-cards */
export function CreditCardsPage() {
  return <CreditCardsScreen />;
}
