import EditIcon from '@/components/ui/icons/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export type HoverEditProps = { label: string; onEdit: () => void; children: ReactNode };

/**
 * A table cell's value with an edit button that shows while the row is hovered or the button has keyboard focus
 * (admin spec §2.4), and always on touch screens, which cannot hover.
 */
export function HoverEdit({ label, onEdit, children }: HoverEditProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        '& .hover-edit': { opacity: 0, transition: 'opacity 120ms' },
        'tr:hover & .hover-edit, & .hover-edit:focus-visible': { opacity: 1 },
        '@media (hover: none)': { '& .hover-edit': { opacity: 1 } },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      <IconButton className="hover-edit" size="small" aria-label={label} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
