import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useConsents } from '../api/get-consents';
import { ConsentHistory } from './consent-history';
import { MarketingSwitches } from './marketing-switches';

/** The customer's consents (issue 30 item 3): marketing by channel to switch, then every consent given. */
export function MyConsents() {
  const { t } = useTranslation('customer');
  const consents = useConsents();
  if (consents.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('consents.loading')} />;
  if (consents.isError) return <ErrorState error={consents.error} onRetry={() => void consents.refetch()} />;
  return (
    <Stack spacing={3}>
      <MarketingSwitches consents={consents.data} />
      {consents.data.consents.length === 0 ? (
        <EmptyState title={t('consents.empty')} description={t('consents.emptyHint')} />
      ) : (
        <ConsentHistory consents={consents.data.consents} />
      )}
    </Stack>
  );
}
