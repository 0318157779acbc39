import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@saakh/domain/documents';
import { StatusChip } from '@/components/ui/status-chip';
import type { StatusTone } from '@/lib/theme';

const tones: Record<DocumentStatus, StatusTone> = {
  needed: 'warning',
  uploaded: 'info',
  verified: 'success',
  rejected: 'danger',
};

export type DocumentStatusChipProps = { status: DocumentStatus; testId?: string };

/** Where an asked document stands, in words (the colour only repeats them). */
export function DocumentStatusChip({ status, testId = 'document-status' }: DocumentStatusChipProps) {
  const { t } = useTranslation('documents');
  return <StatusChip label={t(`statuses.${status}`)} tone={tones[status]} testId={testId} />;
}
