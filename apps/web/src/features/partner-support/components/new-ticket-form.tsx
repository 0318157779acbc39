/**
 * A new ticket: subject, text, an optional reference and attachment. The tech-support page fixes the category;
 * the general-query page offers a general query or a commission dispute, pre-filled from the statement's dispute link.
 */
import SendIcon from '@/components/ui/icons/Send';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTicketInputSchema,
  TICKET_BODY_MAX,
  TICKET_REFERENCE_MAX,
  TICKET_SUBJECT_MAX,
  type TicketCategory,
  type TicketDetail,
  type TicketPrefill,
} from '@saakh/domain/partner-support';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateTicket } from '../api/partner-tickets';
import { AttachmentInput, attachmentProblem } from './attachment-input';

export type NewTicketFormProps = {
  /** The categories this page offers; one means the category is fixed. */
  categories: readonly TicketCategory[];
  prefill: TicketPrefill;
  onCreated: (ticket: TicketDetail) => void;
};

export function NewTicketForm({ categories, prefill, onCreated }: NewTicketFormProps) {
  const { t } = useTranslation('partner-support');
  const { t: tm } = useTranslation('domain');
  const create = useCreateTicket();
  const [category, setCategory] = useState<TicketCategory>(
    categories.includes(prefill.category) ? prefill.category : (categories[0] ?? 'general_query'),
  );
  const [subject, setSubject] = useState(prefill.subject);
  const [body, setBody] = useState('');
  const [reference, setReference] = useState(prefill.reference);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { category, subject, body, reference };
    const found = schemaProblems(createTicketInputSchema, values);
    const fileProblem = attachmentProblem(file);
    if (fileProblem) found.attachment = fileProblem;
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file) form.set('attachment', file);
    try {
      const answer = await create.mutateAsync(form);
      onCreated(answer.data);
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { body: error instanceof Error ? error.message : t('error') },
      );
    }
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? ' ' });

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate sx={{ maxWidth: 720 }}>
      {categories.length > 1 ? (
        <TextField
          select
          label={t('form.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as TicketCategory)}
          {...field('category')}
        >
          {categories.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`category.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('form.subject')}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        required
        slotProps={{ htmlInput: { maxLength: TICKET_SUBJECT_MAX } }}
        {...field('subject')}
      />
      <TextField
        label={t('form.body')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: TICKET_BODY_MAX } }}
        {...field('body')}
      />
      <TextField
        label={t('form.reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        slotProps={{ htmlInput: { maxLength: TICKET_REFERENCE_MAX } }}
        error={Boolean(errors.reference)}
        helperText={errors.reference ?? t('form.referenceHelp')}
      />
      <AttachmentInput file={file} onChange={setFile} error={errors.attachment} />
      <div>
        <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={create.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </Stack>
  );
}
