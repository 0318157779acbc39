/** Rejecting one upload: a reason the customer reads in their language, and a note (required for "other"). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_NOTE_MAX_LENGTH,
  documentRejectionReasons,
  documentReviewInputSchema,
  type DocumentRejectionReason,
} from '@saakh/domain/documents';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { DocumentReviewBody } from '../api/review-application-document';

export type DocumentRejectDialogProps = {
  /** The document's name, for the title. */
  kindName: string;
  /** Sends the rejection; a refusal it throws is shown here unless the caller closes the dialog. */
  onReject: (input: DocumentReviewBody) => Promise<void>;
  onClose: () => void;
};

type Errors = { reason?: string; note?: string; form?: string };

export function DocumentRejectDialog({ kindName, onReject, onClose }: DocumentRejectDialogProps) {
  const { t } = useTranslation(['documents-review', 'documents', 'domain']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const [reason, setReason] = useState<DocumentRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const input = { decision: 'rejected' as const, reason: reason || undefined, note: note.trim() || undefined };
    // The shared schema's rules before anything is sent: a reason, and a note when the reason is "other".
    const parsed = documentReviewInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'reason';
        found[field] ??= t(issue.message, { ns: 'domain' });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onReject(input as DocumentReviewBody);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      setErrors({
        reason: fields?.reason?.[0],
        note: fields?.note?.[0],
        form: fields?.reason || fields?.note ? undefined : errorMessage(error, t('review.reviewFailed')),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {t('reject.title', { kind: kindName })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          spacing={2}
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('reject.hint')}
          </Typography>
          {errors.form ? (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <FormControl error={Boolean(errors.reason)} required>
            <FormLabel id={`${id}-reason`}>{t('reject.reason')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-reason`}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as DocumentRejectionReason);
                setErrors((current) => ({ ...current, reason: undefined }));
              }}
            >
              {documentRejectionReasons.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`reasons.${value}`, { ns: 'documents' })}
                />
              ))}
            </RadioGroup>
            {errors.reason ? <FormHelperText id={`${id}-reason-error`}>{errors.reason}</FormHelperText> : null}
          </FormControl>
          <TextField
            label={t('reject.note')}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined }));
            }}
            required={reason === 'other'}
            multiline
            minRows={2}
            error={Boolean(errors.note)}
            helperText={errors.note ?? t('reject.noteHint', { max: DOCUMENT_NOTE_MAX_LENGTH })}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_NOTE_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {t('reject.cancel')}
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" color="error" disabled={sending}>
          {t('reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
