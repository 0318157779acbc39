import { EligibilityCriteria } from '@/features/lenders/components/eligibility-criteria';

/** /partner/training-material/eligibility-criteria */
export function EligibilityCriteriaPage() {
  return <EligibilityCriteria />;
}
