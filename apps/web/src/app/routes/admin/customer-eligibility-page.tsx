import { EligibilityScreen } from '@/features/lenders/components/eligibility-screen';

/** /admin/customer-eligibility */
export function CustomerEligibilityPage() {
  return <EligibilityScreen />;
}
