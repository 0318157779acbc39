import Chip from '@mui/material/Chip';
import type { StatusTone } from '@/lib/theme';

export type StatusChipProps = { label: string; tone: StatusTone; testId?: string };

/** A status as a small coloured label, in the theme's status tones (white text at AA contrast). */
export function StatusChip({ label, tone, testId = 'status-chip' }: StatusChipProps) {
  return (
    <Chip
      size="small"
      label={label}
      data-testid={testId}
      sx={(theme) => ({
        bgcolor: theme.palette.status[tone],
        color: theme.palette.common.white,
        fontWeight: 'fontWeightMedium',
      })}
    />
  );
}
