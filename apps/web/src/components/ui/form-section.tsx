import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FormSectionProps = {
  /** The heading's id: the section is named by its heading for screen readers. */
  id: string;
  title: string;
  children: ReactNode;
};

/** One titled part of a long form (the profile, the intake, the lender editor), outlined and named by its heading. */
export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
