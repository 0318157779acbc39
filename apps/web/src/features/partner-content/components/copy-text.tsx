import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CopyButtonProps = {
  text: string;
  /** The button's accessible name, e.g. "Copy the personal loan link". */
  label: string;
  size?: 'small' | 'medium';
};

/** Copies a text and says in place (a live region) whether it worked, or to copy it by hand. */
export function CopyButton({ text, label, size = 'small' }: CopyButtonProps) {
  const { t } = useTranslation('partner-content');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size={size}
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-label={label}
      >
        {t('copy')}
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: state === 'copied' ? 'success.dark' : 'text.primary', minHeight: '1.5em' }}
      >
        {state === 'idle' ? '' : t(state === 'copied' ? 'copied' : 'copyFailed')}
      </Typography>
    </Stack>
  );
}
