import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@saakh/domain/applications';

/**
 * Status colours with white text at WCAG AA contrast (MUI's info and warning colours fall short). Brand colours
 * are not used: a partner's primary colour could be too light for white text.
 */
const colours: Record<ApplicationStatus, string | null> = {
  created: null,
  submitted: '#0D47A1',
  in_review: '#0D47A1',
  approved: '#2E7D32',
  disbursed: '#1B5E20',
  rejected: '#B71C1C',
  cancelled: '#8A4B00',
  expired: '#8A4B00',
};

export type StatusChipProps = { status: ApplicationStatus };

export function StatusChip({ status }: StatusChipProps) {
  const { t } = useTranslation('customer');
  const colour = colours[status];
  return (
    <Chip
      size="small"
      label={t(`applications.status.${status}`)}
      data-testid="status-chip"
      sx={colour ? { bgcolor: colour, color: '#FFFFFF' } : undefined}
    />
  );
}
