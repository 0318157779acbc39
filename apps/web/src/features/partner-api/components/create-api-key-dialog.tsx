import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeyModes,
  apiKeyScopes,
  createApiKeyInputSchema,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@saakh/domain/partner-api';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateApiKey } from '../api/api-keys';

export type CreateApiKeyDialogProps = { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void };

/** A new key: a name, live or sandbox, and what it may do. */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('partner-api');
  const { t: tm } = useTranslation('domain');
  const create = useCreateApiKey();
  const titleId = useId();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('sandbox');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...apiKeyScopes]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setName('');
    setMode('sandbox');
    setScopes([...apiKeyScopes]);
    setErrors({});
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { name, mode, scopes };
    const found = schemaProblems(createApiKeyInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await create.mutateAsync(values);
      close();
      onCreated(answer.data);
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { name: error instanceof Error ? error.message : t('error') },
      );
    }
  };

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((item) => item !== scope)));

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('keys.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('keys.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name ?? t('keys.nameHelp')}
              autoFocus
              required
            />
            <FormControl error={Boolean(errors.mode)}>
              <FormLabel id={`${titleId}-mode`}>{t('keys.mode')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-mode`}
                value={mode}
                onChange={(event) => setMode(event.target.value as ApiKeyMode)}
              >
                {apiKeyModes.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={t(`modes.${value}Help`)} />
                ))}
              </RadioGroup>
              {errors.mode ? <FormHelperText>{errors.mode}</FormHelperText> : null}
            </FormControl>
            <FormControl error={Boolean(errors.scopes)} component="fieldset">
              <FormLabel component="legend">{t('keys.scopes')}</FormLabel>
              <FormGroup>
                {apiKeyScopes.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    control={
                      <Checkbox
                        checked={scopes.includes(scope)}
                        onChange={(event) => toggle(scope, event.target.checked)}
                      />
                    }
                    label={t(`scopes.${scope}`)}
                  />
                ))}
              </FormGroup>
              {errors.scopes ? <FormHelperText>{errors.scopes}</FormHelperText> : null}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('keys.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
