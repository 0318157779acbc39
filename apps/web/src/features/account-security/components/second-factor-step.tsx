/**
 * The login's second step (decision 045), after a right password: a code from the app or a recovery code, or, for an
 * account that must use two-step login and has none yet, setting it up first. No session exists until it completes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodeSchema, totpCodeSchema, type StaffKind } from '@saakh/domain/account-security';
import type { SecondFactorChallenge } from '@saakh/domain/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  useCompleteSecondFactor,
  useConfirmSetupAtLogin,
  useStartSetupAtLogin,
  type CompletedLogin,
} from '../api/second-factor-login';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetupPanel } from './totp-setup-panel';

export type SecondFactorStepProps = {
  kind: StaffKind;
  challenge: SecondFactorChallenge;
  /** The login completed: the session (its token is not kept by the browser, decision 018). */
  onDone: (session: CompletedLogin) => void;
  /** Back to the password (the pending login has expired or was used up). */
  onRestart: () => void;
};

export function SecondFactorStep({ kind, challenge, onDone, onRestart }: SecondFactorStepProps) {
  return challenge.second_factor === 'totp' ? (
    <CodeStep kind={kind} pendingToken={challenge.pending_token} onDone={onDone} onRestart={onRestart} />
  ) : (
    <SetupStep kind={kind} pendingToken={challenge.pending_token} onDone={onDone} onRestart={onRestart} />
  );
}

type StepProps = Omit<SecondFactorStepProps, 'challenge'> & { pendingToken: string };

/** A 401 or 429 ends the pending login: the only way on is the password again. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 429);
}

function CodeStep({ kind, pendingToken, onDone, onRestart }: StepProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const complete = useCompleteSecondFactor(kind);
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ text: string; final: boolean } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse(value);
    setFieldError(parsed.success ? null : tm(recovery ? 'recoveryCodeInvalid' : 'totpCodeInvalid'));
    if (!parsed.success) return;
    try {
      const input = recovery
        ? { pending_token: pendingToken, recovery_code: parsed.data }
        : { pending_token: pendingToken, code: parsed.data };
      onDone(await complete.mutateAsync(input));
    } catch (error) {
      const server = error instanceof ApiError ? (error.errors?.code ?? error.errors?.recovery_code)?.[0] : undefined;
      if (server) setFieldError(String(server));
      else setFormError({ text: errorMessage(error, t('second.failed')), final: isFinal(error) });
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="h6" component="h2">
        {t('second.title')}
      </Typography>
      <Typography color="text.secondary">{t('second.intro')}</Typography>
      {formError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            formError.final ? (
              <Button color="inherit" size="small" onClick={onRestart}>
                {t('second.startOver')}
              </Button>
            ) : undefined
          }
        >
          {formError.text}
        </Alert>
      ) : null}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? t('second.recovery') : t('second.code')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: recovery ? { maxLength: 11 } : { inputMode: 'numeric', maxLength: 6 } }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? ' '}
      />
      <Button type="submit" variant="contained" size="large" loading={complete.isPending}>
        {t('second.submit')}
      </Button>
      <Button
        variant="text"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setFieldError(null);
        }}
      >
        {recovery ? t('second.useApp') : t('second.useRecovery')}
      </Button>
    </Stack>
  );
}

function SetupStep({ kind, pendingToken, onDone, onRestart }: StepProps) {
  const { t } = useTranslation('account-security');
  const start = useStartSetupAtLogin(kind);
  const confirm = useConfirmSetupAtLogin(kind);
  const [completed, setCompleted] = useState<CompletedLogin | null>(null);
  const { mutate } = start;

  useEffect(() => {
    mutate({ pending_token: pendingToken });
  }, [mutate, pendingToken]);

  if (completed) {
    return <RecoveryCodesPanel codes={completed.recovery_codes ?? []} onDone={() => onDone(completed)} />;
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('setup.requiredTitle')}
      </Typography>
      <Alert severity="info">{t('setup.requiredIntro')}</Alert>
      {start.isPending ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} />
          <Typography>{t('setup.loading')}</Typography>
        </Stack>
      ) : null}
      {start.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRestart}>
              {t('second.startOver')}
            </Button>
          }
        >
          {errorMessage(start.error, t('setup.failed'))}
        </Alert>
      ) : null}
      {start.data ? (
        <TotpSetupPanel
          setup={start.data}
          confirming={confirm.isPending}
          onConfirm={async (code) => setCompleted(await confirm.mutateAsync({ pending_token: pendingToken, code }))}
        />
      ) : null}
    </Stack>
  );
}
