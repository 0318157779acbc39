/**
 * A short note when a report's figures (admin reports, a partner's insights) came from the main database although a read replica is configured
 * (DATABASE_REPLICA_URL): the replica lagged past its limit or could not be reached, so the figures are current but
 * the main database carried the load. Nothing is shown when the replica (or the only database) answered.
 */
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { ReadSource } from '@saakh/domain/read-source';

export type ReadSourceNoteProps = {
  source: ReadSource | undefined;
};

export function ReadSourceNote({ source }: ReadSourceNoteProps) {
  const { t, i18n } = useTranslation('kit');
  if (!source?.replicaFallback) return null;
  const message =
    source.replicaFallback === 'unreachable'
      ? t('readSource.unreachable')
      : source.replicaLagSeconds === null
        ? t('readSource.laggingUnknown')
        : t('readSource.lagging', {
            seconds: Math.round(source.replicaLagSeconds).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN'),
          });
  return (
    <Alert severity="info" data-testid="read-source-note" data-read-from={source.readFrom}>
      {message}
    </Alert>
  );
}
