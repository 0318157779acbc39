import { useTranslation } from 'react-i18next';
import type { IngestFileStatus, IngestStage } from '@saakh/domain/ingestion';
import { StatusChip } from '@/components/ui/status-chip';
import { fileState, fileStateTones } from '../utils/file-state';

export type IngestStatusChipProps = { file: { status: IngestFileStatus; stage: IngestStage } };

/** A file's status in words: processing, checked and waiting to apply, completed (with errors), failed, discarded. */
export function IngestStatusChip({ file }: IngestStatusChipProps) {
  const { t } = useTranslation('lender-files');
  const state = fileState(file);
  return <StatusChip label={t(`state.${state}`)} tone={fileStateTones[state]} testId="ingest-status" />;
}
