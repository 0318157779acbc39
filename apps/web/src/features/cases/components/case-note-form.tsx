/** An internal note on a case: the shared schema's rules as the user submits, a refusal in words under the field. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CASE_NOTE_MAX_LENGTH, caseNoteInputSchema } from '@saakh/domain/cases';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddCaseNote } from '../api/add-case-note';

export type CaseNoteFormProps = { applicationId: string };

export function CaseNoteForm({ applicationId }: CaseNoteFormProps) {
  const { t } = useTranslation(['cases', 'domain']);
  const add = useAddCaseNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = caseNoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'required', { ns: 'domain' }));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ applicationId, input: parsed.data });
      setText('');
      toast(t('detail.noteAdded'), 'success');
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors?.text?.[0] : undefined;
      setError(field ?? errorMessage(failure, t('failed')));
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('detail.note')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(error)}
        helperText={error ?? t('detail.noteCount', { length: text.length, max: CASE_NOTE_MAX_LENGTH })}
        slotProps={{ htmlInput: { maxLength: CASE_NOTE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('detail.addNote')}
      </Button>
    </Stack>
  );
}
