/**
 * The lender's connector (decision 044): how an application is sent (a link, or the lender's API with its address,
 * sign-in and field names), whether it goes by itself on submission, and how decisions come back (webhooks to the
 * address shown, and/or reading the lender's feed). Secrets are write-only: the form says whether one is set and its
 * last four characters, and a blank field keeps it. Role 1 edits; others read it with every control disabled.
 */
import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONNECTOR_ATTEMPTS,
  CONNECTOR_POLL_MINUTES,
  CONNECTOR_TIMEOUT_MS,
  connectorAuthKinds,
  connectorFields,
  connectorSendModes,
  defaultFieldMap,
  lenderConnectorInputSchema,
  type ConnectorAuthKind,
  type ConnectorField,
  type LenderConnector,
} from '@saakh/domain/lender-connectors';
import { FormSection } from '@/components/ui/form-section';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSaveLenderConnector } from '../api/save-connector';
import {
  connectorFormValues,
  connectorInput,
  connectorProblems,
  type ConnectorFormField,
  type ConnectorFormProblems,
  type ConnectorFormValues,
} from '../utils/connector-form-values';

/** 409s the API answers with a message about one field, by their message key. */
const conflictFields = {
  connectorSecretRequired: 'secret',
  connectorWebhookSecretRequired: 'webhookSecret',
  connectorAddressRefused: 'endpointUrl',
} as const satisfies Record<string, ConnectorFormField>;

const formFields = new Set<string>([
  ...Object.keys(connectorFormValues(null)).filter((key) => key !== 'fieldMap'),
  ...connectorFields.map((field) => `fieldMap.${field}`),
]);

export type ConnectorFormProps = {
  lenderId: number;
  /** The stored connector, or null when the lender has none yet. */
  connector: LenderConnector | null;
};

export function ConnectorForm({ lenderId, connector }: ConnectorFormProps) {
  const { t, i18n } = useTranslation(['lender-connectors', 'domain']);
  const save = useSaveLenderConnector();
  const [values, setValues] = useState<ConnectorFormValues>(() => connectorFormValues(connector));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<ConnectorFormProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();

  const problems = useMemo(() => (tried ? connectorProblems(values) : {}), [tried, values]);
  const problemOf = (field: ConnectorFormField): string | undefined => {
    const key = problems[field] ?? serverProblems[field];
    if (!key) return undefined;
    if (key === 'range') {
      const bounds = {
        timeoutMs: CONNECTOR_TIMEOUT_MS,
        maxAttempts: CONNECTOR_ATTEMPTS,
        pollMinutes: CONNECTOR_POLL_MINUTES,
      };
      const range = bounds[field as keyof typeof bounds];
      const text = { timeoutMs: 'form.timeoutRange', maxAttempts: 'form.attemptsRange', pollMinutes: 'form.pollRange' };
      return t(text[field as keyof typeof text], { min: range.min, max: range.max });
    }
    // A domain message key, or a message the server already put in words.
    return i18n.exists(key, { ns: 'domain' }) ? t(key, { ns: 'domain' }) : key.includes(' ') ? key : t('form.invalid');
  };

  const set = <K extends keyof ConnectorFormValues>(name: K, value: ConnectorFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerProblems((current) => ({ ...current, [name]: undefined }));
  };
  const setMapped = (field: ConnectorField, value: string) => {
    setValues((current) => ({ ...current, fieldMap: { ...current.fieldMap, [field]: value } }));
    setServerProblems((current) => ({ ...current, [`fieldMap.${field}`]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    setServerProblems({});
    const parsed = lenderConnectorInputSchema.safeParse(connectorInput(values));
    if (!parsed.success) {
      setFormError(t('form.fixErrors'));
      return;
    }
    try {
      const answer = await save.mutateAsync({ lenderId, input: parsed.data });
      setValues(connectorFormValues(answer.data));
      setTried(false);
      toast(answer.message ?? t('form.saved'), 'success');
    } catch (error) {
      const placed: ConnectorFormProblems = {};
      if (error instanceof ApiError) {
        for (const [field, list] of Object.entries(error.errors ?? {})) {
          if (formFields.has(field) && list[0]) placed[field as ConnectorFormField] = list[0];
        }
        for (const [key, field] of Object.entries(conflictFields)) {
          if (error.message === key || error.message === t(key, { ns: 'domain' })) placed[field] = key;
        }
      }
      setServerProblems(placed);
      setFormError(Object.keys(placed).length > 0 ? t('form.fixErrors') : errorMessage(error, t('form.failed')));
    }
  };

  const text = (
    name: 'endpointUrl' | 'keyId' | 'tokenUrl' | 'timeoutMs' | 'maxAttempts' | 'pollMinutes',
    label: string,
    options: { hint?: string; numeric?: boolean; required?: boolean } = {},
  ) => {
    const problem = problemOf(name);
    return (
      <TextField
        fullWidth
        label={label}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        required={options.required}
        error={Boolean(problem)}
        helperText={problem ?? options.hint}
        slotProps={{
          htmlInput: {
            inputMode: options.numeric ? 'numeric' : name.endsWith('Url') ? 'url' : undefined,
            'data-testid': `connector-${name}`,
          },
        }}
      />
    );
  };

  const secretField = (name: 'secret' | 'webhookSecret', label: string, hint: string | null | undefined) => {
    const problem = problemOf(name);
    return (
      <TextField
        fullWidth
        type="password"
        autoComplete="new-password"
        label={label}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? (hint ? t('form.secretSet', { hint }) : t('form.secretNotSet'))}
        slotProps={{ htmlInput: { 'data-testid': `connector-${name}` } }}
      />
    );
  };

  const toggle = (name: 'autosubmission' | 'webhooks' | 'polling', label: string, describedBy?: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={values[name]}
          onChange={(event) => set(name, event.target.checked)}
          slotProps={{ input: { 'aria-describedby': describedBy } }}
        />
      }
      label={label}
    />
  );

  const api = values.sendMode === 'api';
  const connected = api || values.polling;
  const authKind = values.authKind || null;
  const webhookAddress = `${window.location.origin}${connector?.webhookPath ?? `/api/lender-hooks/${lenderId}`}`;
  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(webhookAddress);
      toast(t('form.copied'), 'success');
    } catch {
      toast(t('form.copyFailed'), 'error');
    }
  };

  return (
    <FormSection id="connector-form" title={t('form.title')}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="connector-form">
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id={`${ids}-send-mode`}>{t('form.sendMode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${ids}-send-mode`}
              value={values.sendMode}
              onChange={(event) => set('sendMode', event.target.value as ConnectorFormValues['sendMode'])}
            >
              {connectorSendModes.map((mode) => (
                <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`form.sendModes.${mode}`)} />
              ))}
            </RadioGroup>
          </FormControl>

          <div>
            {toggle('autosubmission', t('form.autosubmission'), `${ids}-autosubmission-hint`)}
            <Typography id={`${ids}-autosubmission-hint`} variant="body2" color="text.secondary">
              {t(values.autosubmission ? 'form.autosubmissionOn' : 'form.autosubmissionOff')}
            </Typography>
          </div>

          {connected ? (
            <Grid container spacing={2}>
              <Grid size={12}>
                {text('endpointUrl', t('form.endpointUrl'), { hint: t('form.endpointUrlHint'), required: true })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  fullWidth
                  required
                  label={t('form.authKind')}
                  value={values.authKind}
                  onChange={(event) => set('authKind', event.target.value as ConnectorAuthKind | '')}
                  error={Boolean(problemOf('authKind'))}
                  helperText={problemOf('authKind')}
                  slotProps={{
                    select: { native: true },
                    inputLabel: { shrink: true },
                    htmlInput: { 'data-testid': 'connector-authKind' },
                  }}
                >
                  <option value="">{t('form.authKindNone')}</option>
                  {connectorAuthKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`form.authKinds.${kind}`)}
                    </option>
                  ))}
                </TextField>
              </Grid>
              {authKind ? (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    {text('keyId', t(`form.keyId.${authKind}`), { required: authKind !== 'api_key' })}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    {secretField('secret', t(`form.secret.${authKind}`), connector?.secretHint)}
                  </Grid>
                  {authKind === 'oauth' ? (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      {text('tokenUrl', t('form.tokenUrl'), { hint: t('form.tokenUrlHint'), required: true })}
                    </Grid>
                  ) : null}
                </>
              ) : null}
              <Grid size={{ xs: 12, sm: 6 }}>{text('timeoutMs', t('form.timeoutMs'), { numeric: true })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('maxAttempts', t('form.maxAttempts'), { numeric: true })}</Grid>
            </Grid>
          ) : null}

          <Stack spacing={1.5} role="group" aria-labelledby={`${ids}-decisions`}>
            <Typography id={`${ids}-decisions`} variant="subtitle1" component="h3">
              {t('form.decisionsTitle')}
            </Typography>
            <div>{toggle('webhooks', t('form.webhooks'))}</div>
            {values.webhooks ? (
              <Stack spacing={2} sx={{ pl: { sm: 2 } }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    fullWidth
                    label={t('form.webhookAddress')}
                    value={webhookAddress}
                    slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'connector-webhook-address' } }}
                  />
                  <Tooltip title={t('form.copy')}>
                    <IconButton aria-label={t('form.copy')} onClick={() => void copyAddress()}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
                {secretField('webhookSecret', t('form.webhookSecret'), connector?.webhookSecretHint)}
              </Stack>
            ) : null}
            <div>{toggle('polling', t('form.polling'))}</div>
            {values.polling ? (
              <Box sx={{ pl: { sm: 2 }, maxWidth: 280 }}>
                {text('pollMinutes', t('form.pollMinutes'), {
                  numeric: true,
                  hint: connector?.lastPolledAt
                    ? t('form.lastPolled', { when: formatDateTime(connector.lastPolledAt, i18n.language) })
                    : undefined,
                })}
              </Box>
            ) : null}
          </Stack>

          {api ? (
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h3">
                {t('form.fieldMapTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('form.fieldMapHint')}
              </Typography>
              <TableContainer sx={{ maxWidth: '100%' }}>
                <Table size="small" aria-label={t('form.fieldMapCaption')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('form.saakhField')}</TableCell>
                      <TableCell>{t('form.lenderField')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('form.default')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {connectorFields.map((field) => {
                      const problem = problemOf(`fieldMap.${field}`);
                      return (
                        <TableRow key={field}>
                          <TableCell
                            component="th"
                            scope="row"
                            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                          >
                            {field}
                          </TableCell>
                          <TableCell sx={{ minWidth: 160 }}>
                            <TextField
                              size="small"
                              fullWidth
                              value={values.fieldMap[field]}
                              placeholder={defaultFieldMap[field]}
                              onChange={(event) => setMapped(field, event.target.value)}
                              error={Boolean(problem)}
                              helperText={problem}
                              slotProps={{ htmlInput: { 'aria-label': t('form.lenderFieldOf', { field }) } }}
                            />
                          </TableCell>
                          <TableCell
                            sx={{
                              display: { xs: 'none', sm: 'table-cell' },
                              fontFamily: 'monospace',
                              color: 'text.secondary',
                            }}
                          >
                            {defaultFieldMap[field]}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            </Stack>
          ) : null}

          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormSection>
  );
}
