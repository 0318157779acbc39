/** Staff notes on a customer, newest first, and a form to add one. */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { csrNoteInputSchema, type CsrNote } from '@saakh/domain/csr';
import { NothingYet } from './customer-history-sections';
import { FormSection } from '@/components/ui/form-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAddCustomerNote } from '../api/add-customer-note';

export type CustomerNotesSectionProps = { customerId: number; notes: CsrNote[]; disabled: boolean };

export function CustomerNotesSection({ customerId, notes, disabled }: CustomerNotesSectionProps) {
  const { t, i18n } = useTranslation(['csr-portal', 'domain']);
  const add = useAddCustomerNote();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = csrNoteInputSchema.safeParse({ text });
    if (!checked.success) {
      setProblem(t(checked.error.issues[0]?.message ?? 'invalidValue', { ns: 'domain' }));
      return;
    }
    setProblem(null);
    add.mutate(
      { id: customerId, ...checked.data },
      {
        onSuccess: () => {
          setText('');
          toast(t('notes.added'), 'success');
        },
        onError: (error) =>
          setProblem(error instanceof ApiError ? (error.errors?.text?.[0] ?? errorMessage(error, '')) : String(error)),
      },
    );
  };
  return (
    <FormSection id="csr-notes" title={t('notes.title')}>
      <Stack spacing={2}>
        <Stack component="form" onSubmit={submit} spacing={1} noValidate>
          <TextField
            label={t('notes.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            disabled={disabled}
            error={problem !== null}
            helperText={problem ?? t('notes.help')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={disabled} loading={add.isPending}>
              {t('notes.add')}
            </Button>
          </div>
        </Stack>
        {notes.length === 0 ? (
          <NothingYet text={t('notes.empty')} />
        ) : (
          <List aria-label={t('notes.list')}>
            {notes.map((note) => (
              <ListItem key={note.id} divider disableGutters>
                <ListItemText
                  primary={note.text}
                  secondary={`${note.author} · ${formatDateTime(note.created_at, i18n.language)}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </FormSection>
  );
}
