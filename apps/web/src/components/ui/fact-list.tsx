import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export type FactListProps = {
  /** Label and value pairs, in reading order; labels are unique within the list. */
  facts: readonly (readonly [label: string, value: string])[];
  spacing?: number;
  sx?: SxProps<Theme>;
};

/**
 * Labelled figures in a grid (two across on a phone, three on a tablet, four on a desktop), marked up as a
 * description list for screen readers. The list is styled once and its items are plain elements: a page of offers
 * shows dozens of figures, and one styled component each made its first render a long task on a slow phone.
 */
export function FactList({ facts, spacing = 2, sx }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={[
        (theme) => ({
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: theme.spacing(spacing),
          '& dt': { ...theme.typography.caption, color: 'text.secondary' },
          '& dd': { ...theme.typography.body1, m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
