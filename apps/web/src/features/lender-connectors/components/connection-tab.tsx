/**
 * The lender page's "Connection" tab (decision 044, role 1, as the lender page): the connector, the lender's status
 * and reason words, then operations: the last day's health, the applications sent and the events heard.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { useLenderCodeMap } from '../api/get-code-map';
import { useLenderConnector } from '../api/get-connector';
import { CodeMapEditor } from './code-map-editor';
import { ConnectorEventsTable, connectorEventParams } from './connector-events-table';
import { ConnectorForm } from './connector-form';
import { ConnectorHealthSummary } from './connector-health-summary';
import { ConnectorSubmissionsTable, connectorSubmissionParams } from './connector-submissions-table';

export type ConnectionTabProps = {
  lenderId: number;
};

export function ConnectionTab({ lenderId }: ConnectionTabProps) {
  const { t } = useTranslation('lender-connectors');
  const connector = useLenderConnector(lenderId);
  const codeMap = useLenderCodeMap(lenderId);
  const submissionParams = useListParams(connectorSubmissionParams);
  const eventParams = useListParams(connectorEventParams);

  return (
    <Stack spacing={3} sx={{ pt: 2 }}>
      {connector.isPending ? (
        <PageLoader minHeight={160} label={t('loading')} />
      ) : connector.isError ? (
        <ErrorState error={connector.error} onRetry={() => void connector.refetch()} />
      ) : (
        // Keyed by the stored version: a save or another admin's change starts the form again from it.
        <ConnectorForm key={connector.data?.updatedAt ?? 'new'} lenderId={lenderId} connector={connector.data} />
      )}
      {codeMap.isPending ? (
        <PageLoader minHeight={120} label={t('loading')} />
      ) : codeMap.isError ? (
        <ErrorState error={codeMap.error} onRetry={() => void codeMap.refetch()} />
      ) : (
        <CodeMapEditor key={codeMap.dataUpdatedAt} lenderId={lenderId} map={codeMap.data} />
      )}
      <FormSection id="connector-operations" title={t('health.operations')}>
        <Stack spacing={3}>
          <ConnectorHealthSummary lenderId={lenderId} />
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {t('submissions.title')}
            </Typography>
            <ConnectorSubmissionsTable lenderId={lenderId} params={submissionParams} canRetry />
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {t('events.title')}
            </Typography>
            <ConnectorEventsTable lenderId={lenderId} params={eventParams} />
          </Stack>
        </Stack>
      </FormSection>
    </Stack>
  );
}
