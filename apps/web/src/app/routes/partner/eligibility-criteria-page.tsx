import { EligibilityCriteria } from '@/features/partner-eligibility/components/eligibility-criteria';

/** /partner/training-material/eligibility-criteria */
export function EligibilityCriteriaPage() {
  return <EligibilityCriteria />;
}
