/** A note about the customer, kept in their record for everyone who serves them next. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH, noteInputSchema } from '@saakh/domain/telecalling';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAddNote } from '../api/add-note';

export function NoteForm({ leadId, disabled }: { leadId: number; disabled?: boolean }) {
  const { t } = useTranslation(['telecalling', 'domain']);
  const add = useAddNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = noteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'noteRequired', { ns: 'domain' }));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ leadId, input: parsed.data });
      setText('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors?.text?.[0]
          ? failure.errors.text[0]
          : errorMessage(failure, t('failed')),
      );
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <TextField
        label={t('note')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error ?? `${text.length}/${NOTE_MAX_LENGTH}`}
        inputProps={{ maxLength: NOTE_MAX_LENGTH }}
        disabled={disabled}
      />
      <Button type="submit" variant="outlined" disabled={disabled || add.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('saveNote')}
      </Button>
    </Stack>
  );
}
