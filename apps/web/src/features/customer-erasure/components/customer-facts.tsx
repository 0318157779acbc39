import { useTranslation } from 'react-i18next';
import type { ErasureCustomer } from '@saakh/domain/customer-erasure';
import { FactList } from '@/components/ui/fact-list';
import { formatDate } from '@/lib/format';

export type CustomerFactsProps = { customer: ErasureCustomer };

/** The customer as staff see them on this page: masked, with when they signed up. */
export function CustomerFacts({ customer }: CustomerFactsProps) {
  const { t, i18n } = useTranslation('customer-info-deletion');
  const none = t('customer.none');
  return (
    <FactList
      facts={[
        [t('customer.name'), customer.name ?? none],
        [t('customer.mobile'), customer.mobile],
        [t('customer.pan'), customer.pan ?? none],
        [t('customer.email'), customer.email ?? none],
        [t('customer.since'), formatDate(customer.created_at, i18n.language)],
        [t('customer.id'), String(customer.id)],
      ]}
    />
  );
}
