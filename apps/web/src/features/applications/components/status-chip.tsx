import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@saakh/domain/applications';
import { StatusChip as Chip } from '@/components/ui/status-chip';
import type { StatusTone } from '@/lib/theme';

const tones: Record<ApplicationStatus, StatusTone> = {
  created: 'neutral',
  submitted: 'info',
  in_review: 'info',
  approved: 'success',
  disbursed: 'strongSuccess',
  rejected: 'danger',
  cancelled: 'warning',
  expired: 'warning',
};

export type StatusChipProps = { status: ApplicationStatus };

/** An application's status as the customer reads it. */
export function StatusChip({ status }: StatusChipProps) {
  const { t } = useTranslation('customer');
  return <Chip label={t(`applications.status.${status}`)} tone={tones[status]} />;
}
