import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConnectorsHealth } from '../api/get-connectors-health';

export type ConnectorAlertsProps = {
  /** Where a lender's Connection tab is; without it (staff who cannot open lenders) the lenders are named only. */
  connectionPath?: (lenderId: number) => string;
};

/**
 * The dashboard's notice of lenders whose connector needs a look (callbacks stopped, many sends failing), each
 * leading to its Connection tab. Nothing when all is well, and nothing when the figures could not be read: the
 * dashboard's other parts stay as they are.
 */
export function ConnectorAlerts({ connectionPath }: ConnectorAlertsProps) {
  const { t } = useTranslation('lender-connectors');
  const titleId = useId();
  const health = useConnectorsHealth();
  const alerting = (health.data ?? []).filter((row) => row.alerts.length > 0);
  if (alerting.length === 0) return null;
  const describe = (row: (typeof alerting)[number]) =>
    t('dashboard.lender', {
      lender: row.lenderName,
      alerts: row.alerts.map((alert) => t(`alerts.${alert}`)).join('; '),
    });
  return (
    <Alert severity="warning" component="section" role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId} component="h2">
        {t('dashboard.title')}
      </AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {alerting.map((row) => (
          <li key={row.lenderId}>
            {connectionPath ? (
              <Link component={RouterLink} to={connectionPath(row.lenderId)} color="inherit">
                {describe(row)}
              </Link>
            ) : (
              describe(row)
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
