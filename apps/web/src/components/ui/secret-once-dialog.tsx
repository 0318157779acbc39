import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { toast } from '@/lib/toast';

/** What the dialog says around the secret, in the caller's words and language. */
export type SecretOnceTexts = {
  title: string;
  intro: string;
  label: string;
  /** Why it is the last look. */
  once: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
};

export type SecretOnceDialogProps = {
  /** The secret and its texts; null closes the dialog and forgets the secret. */
  shown: { secret: string; texts: SecretOnceTexts } | null;
  onClose: () => void;
  /** For tests: the read-only field's data-testid. */
  testId?: string;
  /** A long secret (an API key) wraps over lines and wants a wider dialog. */
  wide?: boolean;
};

/**
 * A secret shown this once (a generated password, an API key, a signing secret): the server keeps only what it needs
 * to check it, so closing the dialog is the last time anyone sees it. It can be copied or selected by hand.
 */
export function SecretOnceDialog({ shown, onClose, testId, wide = false }: SecretOnceDialogProps) {
  const titleId = useId();
  const textId = useId();
  const texts = shown?.texts;
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      toast(shown.texts.copied, 'success');
    } catch {
      toast(shown.texts.copyFailed, 'warning');
    }
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth={wide ? 'sm' : 'xs'}
    >
      <DialogTitle id={titleId}>{texts?.title ?? ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>{texts?.intro ?? ''}</DialogContentText>
          <TextField
            label={texts?.label ?? ''}
            value={shown?.secret ?? ''}
            multiline={wide}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, autoComplete: 'off', 'data-testid': testId },
            }}
            sx={{ '& input, & textarea': { fontFamily: 'monospace', letterSpacing: '0.05em' } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Alert severity="warning">{texts?.once ?? ''}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {texts?.copy ?? ''}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {texts?.done ?? ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
