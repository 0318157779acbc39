import { CreditCardsScreen } from '@/features/admin-credit-cards/components/credit-cards-screen';

/** /admin/credit-cards */
export function CreditCardsPage() {
  return <CreditCardsScreen />;
}
