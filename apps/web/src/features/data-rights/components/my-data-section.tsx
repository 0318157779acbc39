import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type MyDataSectionProps = {
  /** The heading's id: the section is named by its heading for screen readers' landmark lists. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  testId?: string;
};

/** One part of My data: a region named by its own h2, with a line saying what it is for. */
export function MyDataSection({ id, title, intro, children, testId }: MyDataSectionProps) {
  return (
    // minWidth 0: inside the page's flex column a wide table scrolls within the section instead of widening the page.
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
