import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The page's main actions (Add, Create, Upload…), at the right on wide screens. */
  actions?: ReactNode;
  /** Above the title: breadcrumbs or a back link. */
  before?: ReactNode;
};

/** The heading of an admin or partner page: its one h1, what it is for, and its main actions. */
export function PageHeader({ title, description, actions, before }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      {before}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {description ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}
