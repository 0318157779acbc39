import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LenderTransaction } from '@/features/applications/components/lender-transaction';
import { PageHeading } from './page-heading';

type TransactionPageProps = { lenderKey: string };

function TransactionPage({ lenderKey }: TransactionPageProps) {
  const { t } = useTranslation('customer');
  const [search] = useSearchParams();
  return (
    <>
      <PageHeading title={t('transaction.title')} subtitle={t('transaction.subtitle')} />
      <LenderTransaction lenderKey={lenderKey} creditAppId={search.get('creditAppId')} />
    </>
  );
}

/** /user/lenders-transaction/{lender}: a transaction-mode lender's page. */
export function LenderTransactionPage() {
  const lender = useParams().lender ?? '';
  return <TransactionPage key={lender} lenderKey={lender} />;
}

/** The lender-named pages of customer spec §2 are the same page for that lender. */
export function MuthootGoldPage() {
  return <TransactionPage lenderKey="muthootgold" />;
}

export function IndiaGoldPage() {
  return <TransactionPage lenderKey="indiagold" />;
}

export function IndiaLendsOtpPage() {
  return <TransactionPage lenderKey="indialends" />;
}
