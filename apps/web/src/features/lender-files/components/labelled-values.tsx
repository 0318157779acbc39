import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type LabelledValuesProps = {
  /** Label and value pairs, in reading order; labels are unique within the list. */
  values: readonly (readonly [label: string, value: ReactNode])[];
};

/**
 * A reconciliation row's values in a table cell, label beside value, as a description list for screen readers.
 * Denser than the kit's FactList, which lays figures out across a page.
 */
export function LabelledValues({ values }: LabelledValuesProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
      {values.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
