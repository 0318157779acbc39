import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDateTime } from '@/lib/format';
import { useConnectorsHealth } from '../api/get-connectors-health';
import { formatDuration } from '../utils/duration';

export type ConnectorHealthSummaryProps = { lenderId: number };

/** One lender's connector over the last day: sends, failures and why, time to decision, the last event, alerts. */
export function ConnectorHealthSummary({ lenderId }: ConnectorHealthSummaryProps) {
  const { t, i18n } = useTranslation('lender-connectors');
  const health = useConnectorsHealth();
  const titleId = 'connector-health-title';

  const body = () => {
    if (health.isPending) return <PageLoader minHeight={80} label={t('loading')} />;
    if (health.isError) {
      return <ErrorState message={t('health.failedToLoad')} onRetry={() => void health.refetch()} />;
    }
    const mine = health.data.find((row) => row.lenderId === lenderId);
    if (!mine) return <Typography color="text.secondary">{t('health.empty')}</Typography>;
    return (
      <Stack spacing={2}>
        {mine.alerts.length > 0 ? (
          mine.alerts.map((alert) => (
            <Alert key={alert} severity="warning" data-testid={`connector-alert-${alert}`}>
              {t(`alerts.${alert}`)}
            </Alert>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('health.noAlerts')}
          </Typography>
        )}
        <FactList
          facts={[
            [t('health.sent'), String(mine.sent)],
            [t('health.accepted'), String(mine.accepted)],
            [t('health.failed'), String(mine.failed)],
            [
              t('health.medianDecision'),
              mine.medianDecisionSeconds === null ? t('health.none') : formatDuration(mine.medianDecisionSeconds, t),
            ],
            [
              t('health.lastEvent'),
              mine.lastEventAt ? formatDateTime(mine.lastEventAt, i18n.language) : t('health.never'),
            ],
          ]}
        />
        {mine.failureReasons.length > 0 ? (
          <div>
            <Typography variant="subtitle2" component="h4" id="connector-failure-reasons">
              {t('health.failureReasons')}
            </Typography>
            <ul aria-labelledby="connector-failure-reasons" style={{ margin: 0 }}>
              {mine.failureReasons.map((item) => (
                <li key={item.reason}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('health.failureReason', { reason: item.reason, count: item.count })}
                  </Typography>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        {t('health.title')}
      </Typography>
      {body()}
    </Stack>
  );
}
