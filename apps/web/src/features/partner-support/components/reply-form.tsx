/** A reply to a ticket (text and an optional attachment), for the partner and for admins. */
import SendIcon from '@/components/ui/icons/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_BODY_MAX, ticketReplyInputSchema } from '@saakh/domain/partner-support';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { AttachmentInput, attachmentProblem } from './attachment-input';

export type ReplyFormProps = {
  label: string;
  pending: boolean;
  onSend: (form: FormData) => Promise<unknown>;
};

export function ReplyForm({ label, pending, onSend }: ReplyFormProps) {
  const { t } = useTranslation('partner-support');
  const { t: tm } = useTranslation('domain');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaProblems(ticketReplyInputSchema, { body });
    const fileProblem = attachmentProblem(file);
    if (fileProblem) found.attachment = fileProblem;
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.set('body', body);
    if (file) form.set('attachment', file);
    try {
      await onSend(form);
      setBody('');
      setFile(null);
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { body: error instanceof Error ? error.message : t('error') },
      );
    }
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={label}
        multiline
        minRows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={Boolean(errors.body)}
        helperText={errors.body ?? ' '}
        slotProps={{ htmlInput: { maxLength: TICKET_BODY_MAX } }}
        fullWidth
      />
      <AttachmentInput file={file} onChange={setFile} error={errors.attachment} />
      <div>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={pending}>
          {t('reply.send')}
        </Button>
      </div>
    </Stack>
  );
}
