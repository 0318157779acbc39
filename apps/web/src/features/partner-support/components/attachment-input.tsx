/** An optional attachment for a ticket message: PDF or image up to 5 MB, checked before anything is sent. */
import AttachFileIcon from '@/components/ui/icons/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_ATTACHMENT_MAX_BYTES, ticketAttachmentExtensions } from '@saakh/domain/partner-support';

export type AttachmentInputProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

/** The attachment problem of a chosen file (its type or size), or null when it may be sent. */
export function attachmentProblem(file: File | null): string | null {
  if (!file) return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = (ticketAttachmentExtensions as readonly string[]).includes(ext);
  return !known || file.size === 0 || file.size > TICKET_ATTACHMENT_MAX_BYTES ? 'ticketAttachmentInvalid' : null;
}

export function AttachmentInput({ file, onChange, error }: AttachmentInputProps) {
  const { t } = useTranslation('partner-support');
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {t('attachment.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="ticket-attachment"
          accept={ticketAttachmentExtensions.map((ext) => `.${ext}`).join(',')}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        {file ? (
          <>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {file.name}
            </Typography>
            <Button
              size="small"
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
            >
              {t('attachment.remove')}
            </Button>
          </>
        ) : null}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? t('attachment.help')}
      </FormHelperText>
    </Stack>
  );
}
