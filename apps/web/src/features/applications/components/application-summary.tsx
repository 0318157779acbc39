import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import { FactList } from '@/components/ui/fact-list';

export type ApplicationSummaryGridProps = { application: ApplicationSummary };

/** The terms the customer selected, as they were shown (they do not change when the lender is edited later). */
export function ApplicationSummaryGrid({ application }: ApplicationSummaryGridProps) {
  const { t } = useTranslation('customer');
  const items: [string, string][] = [
    // The short reference the customer can read out on a call; the uuid stays in the page's address.
    [t('applications.referenceLabel'), application.reference],
    [t('offers.amount'), formatRupees(application.amount)],
    [t('offers.tenure'), t('offers.months', { count: application.tenureMonths })],
    [t('offers.interestRate'), `${application.interestRate.toFixed(2)}%`],
    [t('offers.apr'), `${application.apr.toFixed(2)}%`],
    [t('offers.emi'), formatRupeesExact(application.emi)],
    [t('offers.processingFee'), formatRupeesExact(application.processingFee)],
    [t('offers.totalPayable'), formatRupeesExact(application.totalPayable)],
  ];
  return <FactList facts={items} />;
}
