import { EligibilityScreen } from '@/features/admin-eligibility/components/eligibility-screen';

/** /admin/customer-eligibility */
export function CustomerEligibilityPage() {
  return <EligibilityScreen />;
}
