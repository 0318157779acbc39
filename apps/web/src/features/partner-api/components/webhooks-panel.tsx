/** The partner's webhooks: where events go, which events, live or sandbox; add one (its secret shown once), delete one. */
import AddIcon from '@/components/ui/icons/Add';
import DeleteIcon from '@/components/ui/icons/Delete';
import Box from '@mui/material/Box';
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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeyModes,
  createWebhookInputSchema,
  webhookEventTypes,
  type ApiKeyMode,
  type Webhook,
  type WebhookEventType,
} from '@saakh/domain/partner-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useCreateWebhook, useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { SecretOnceDialog, type SecretOnceDialogProps } from '@/components/ui/secret-once-dialog';
import { secretTexts } from './secret-texts';

type AddWebhookDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (shown: NonNullable<SecretOnceDialogProps['shown']>) => void;
};

function AddWebhookDialog({ open, onClose, onCreated }: AddWebhookDialogProps) {
  const { t } = useTranslation('partner-api');
  const { t: tm } = useTranslation('domain');
  const create = useCreateWebhook();
  const titleId = useId();
  const [url, setUrl] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('sandbox');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setUrl('');
    setMode('sandbox');
    setEvents([...webhookEventTypes]);
    setSecret('');
    setErrors({});
    onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { url, mode, events, secret };
    const found = schemaProblems(createWebhookInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await create.mutateAsync(values);
      close();
      onCreated({
        secret: answer.data.secret,
        texts: secretTexts(t, {
          title: t('webhooks.secretTitle'),
          intro: t('webhooks.secretIntro', { url: answer.data.url }),
          label: t('webhooks.secret'),
        }),
      });
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { url: error instanceof Error ? error.message : t('error') },
      );
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('webhooks.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('webhooks.url')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={Boolean(errors.url)}
              helperText={errors.url ?? t('webhooks.urlHelp')}
              autoFocus
              required
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
            <TextField
              select
              label={t('webhooks.mode')}
              value={mode}
              onChange={(event) => setMode(event.target.value as ApiKeyMode)}
              helperText={t(`modes.${mode}Help`)}
            >
              {apiKeyModes.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`modes.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControl error={Boolean(errors.events)} component="fieldset">
              <FormLabel component="legend">{t('webhooks.events')}</FormLabel>
              <FormGroup>
                {webhookEventTypes.map((type) => (
                  <FormControlLabel
                    key={type}
                    control={
                      <Checkbox
                        checked={events.includes(type)}
                        onChange={(event) =>
                          setEvents((current) =>
                            event.target.checked ? [...current, type] : current.filter((item) => item !== type),
                          )
                        }
                      />
                    }
                    label={t(`events.${type}`)}
                  />
                ))}
              </FormGroup>
              {errors.events ? <FormHelperText>{errors.events}</FormHelperText> : null}
            </FormControl>
            <TextField
              label={t('webhooks.ownSecret')}
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              error={Boolean(errors.secret)}
              helperText={errors.secret ?? t('webhooks.ownSecretHelp')}
              autoComplete="off"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('webhooks.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function WebhooksPanel() {
  const { t, i18n } = useTranslation('partner-api');
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<SecretOnceDialogProps['shown']>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const columns = useMemo<DataTableColumn<Webhook>[]>(
    () => [
      {
        id: 'url',
        header: t('webhooks.url'),
        rowHeader: true,
        minWidth: 200,
        cell: (hook) => <Box sx={{ wordBreak: 'break-all' }}>{hook.url}</Box>,
      },
      {
        id: 'mode',
        header: t('webhooks.mode'),
        cell: (hook) => <StatusChip label={t(`modes.${hook.mode}`)} tone={hook.mode === 'live' ? 'success' : 'info'} />,
      },
      {
        id: 'events',
        header: t('webhooks.events'),
        minWidth: 180,
        cell: (hook) => hook.events.map((e) => t(`events.${e}`)).join(', '),
      },
      {
        id: 'secret',
        header: t('webhooks.secret'),
        cell: (hook) => <Box sx={{ fontFamily: 'monospace' }}>{hook.secret_prefix}</Box>,
      },
      {
        id: 'created_at',
        header: t('webhooks.created'),
        minWidth: 140,
        cell: (hook) => formatDateTime(hook.created_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (hook: Webhook): RowAction[] => [
      {
        label: t('webhooks.deleteAction', { url: hook.url }),
        icon: <DeleteIcon fontSize="small" />,
        color: 'error',
        onClick: () => setDeleting(hook),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('webhooks.add')}
        </Button>
      </Box>
      <DataTable
        id="partner-webhooks"
        label={t('webhooks.tableLabel')}
        columns={columns}
        result={webhooks}
        rowKey={(hook) => hook.id}
        emptyTitle={t('webhooks.empty')}
        emptyDescription={t('webhooks.emptyDescription')}
        rowActions={rowActions}
      />
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} onCreated={setShown} />
      <SecretOnceDialog shown={shown} onClose={() => setShown(null)} testId="secret-once" wide />
      <ConfirmDialog
        open={deleting !== null}
        subject={t('webhooks.deleteSubject', { url: deleting?.url ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
