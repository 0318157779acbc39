import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export type FactListProps = {
  /** Label and value pairs, in reading order; labels are unique within the list. */
  facts: readonly (readonly [label: string, value: string])[];
  spacing?: number;
  sx?: SxProps<Theme>;
};

/** Labelled figures in a grid (two across on a phone), marked up as a description list for screen readers. */
export function FactList({ facts, spacing = 2, sx }: FactListProps) {
  return (
    <Grid container spacing={spacing} component="dl" sx={[{ m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {facts.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
