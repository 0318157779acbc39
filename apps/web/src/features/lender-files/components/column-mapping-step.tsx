/**
 * The mapping step of an upload whose headers were neither the template's nor the lender's profile's (decision 046):
 * the admin maps them once; the lender's profile is saved and the file checked, and the lender's next files of this
 * kind are read through it without asking.
 */
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FoundColumns, IngestFile } from '@saakh/domain/ingestion';
import { ErrorState } from '@/components/ui/error-state';
import { useFileLenders } from '../api/get-file-lenders';
import { useMapIngestFile } from '../api/map-ingest-file';
import { ProfileForm } from './profile-form';

export type ColumnMappingStepProps = { file: IngestFile; found: FoundColumns };

export function ColumnMappingStep({ file, found }: ColumnMappingStepProps) {
  const { t } = useTranslation('lender-files');
  const lenders = useFileLenders();
  const map = useMapIngestFile();
  if (lenders.isError) return <ErrorState error={lenders.error} onRetry={() => void lenders.refetch()} />;
  if (!lenders.data) return <LinearProgress aria-label={t('current.loading')} />;
  return (
    <Stack spacing={2} data-testid="column-mapping-step">
      {map.isError ? (
        <Alert severity="error" role="alert">
          {map.error.message}
        </Alert>
      ) : null}
      <ProfileForm
        kind={file.kind}
        lenders={lenders.data}
        lenderId={file.lender_id}
        found={found}
        submitLabel={t('mapping.submit')}
        pending={map.isPending}
        onSubmit={(mapping) => map.mutate({ id: file.id, mapping })}
      />
    </Stack>
  );
}
