import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

export type FigureLinkProps = {
  text: string;
  /** The list behind the figure; without one the figure is plain text (nothing behind it, or no way to narrow). */
  to: string | null;
  /** What a screen reader says: the figure, what it counts and for whom ("12 Approved for Kotak: open the list"). */
  label: string;
};

/** A figure of a report table that opens the applications behind it. */
export function FigureLink({ text, to, label }: FigureLinkProps) {
  if (!to) return <Box sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
  return (
    <Link component={RouterLink} to={to} aria-label={label} sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Link>
  );
}
