import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type PageHeadingProps = { title: string; subtitle?: ReactNode; action?: ReactNode };

/** The one h1 of a /user page, with an optional line under it and an action beside it. */
export function PageHeading({ title, subtitle, action }: PageHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Box sx={{ mt: 0.5, color: 'text.secondary' }}>
            {typeof subtitle === 'string' ? <Typography>{subtitle}</Typography> : subtitle}
          </Box>
        ) : null}
      </Box>
      {action}
    </Box>
  );
}
