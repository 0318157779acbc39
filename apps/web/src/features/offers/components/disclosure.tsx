import ExpandLessIcon from '@/components/ui/icons/ExpandLess';
import ExpandMoreIcon from '@/components/ui/icons/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';

export type DisclosureProps = {
  label: string;
  /** The button's name for screen readers when the label alone does not say which offer it is about. */
  ariaLabel?: string;
  children: ReactNode;
  testId?: string;
};

/**
 * A button that shows or hides a part of an offer (WAI-ARIA disclosure). The part renders only when open: a page of
 * offers stays a short first render on a slow phone.
 */
export function Disclosure({ label, ariaLabel, children, testId }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0.5, minHeight: 44, textAlign: 'start' }}
      >
        {label}
      </Button>
      <Box id={id} hidden={!open} data-testid={testId}>
        {open ? children : null}
      </Box>
    </Box>
  );
}
