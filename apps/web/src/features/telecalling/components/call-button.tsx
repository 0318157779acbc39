/** Click-to-call: the provider rings the telecaller's phone, then the customer; the call's status follows live. */
import CallIcon from '@/components/ui/icons/Call';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentPhoneInputSchema } from '@saakh/domain/telecalling';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSetAgentPhone } from '../api/agent-phone';
import { useCall, useStartCall } from '../api/start-call';
import { callTone } from './labels';

export type CallButtonProps = { leadId: number; disabled?: boolean };

export function CallButton({ leadId, disabled }: CallButtonProps) {
  const { t } = useTranslation(['telecalling', 'domain']);
  const start = useStartCall();
  const setPhone = useSetAgentPhone();
  const [callId, setCallId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [needsPhone, setNeedsPhone] = useState(false);
  const [phone, setPhoneValue] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const call = useCall(callId);

  const place = async () => {
    setProblem(null);
    try {
      const answer = await start.mutateAsync(leadId);
      setCallId(answer.data.id);
    } catch (error) {
      // A bridge call rings the telecaller first: without their phone, ask for it here.
      if (error instanceof ApiError && error.status === 422) setNeedsPhone(true);
      setProblem(errorMessage(error, t('callFailed')));
    }
  };

  const savePhone = async () => {
    const parsed = agentPhoneInputSchema.safeParse({ phone });
    if (!parsed.success) {
      setPhoneError(t('mobileInvalid', { ns: 'domain' }));
      return;
    }
    setPhoneError(null);
    await setPhone.mutateAsync(parsed.data.phone);
    setNeedsPhone(false);
    await place();
  };

  const status = call.data?.status;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          color="success"
          startIcon={<CallIcon />}
          onClick={() => void place()}
          disabled={disabled || start.isPending}
        >
          {t('call')}
        </Button>
        {status ? (
          <span role="status" aria-live="polite">
            <StatusChip label={t(`callStatus.${status}`)} tone={callTone[status]} testId="call-status" />
          </span>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      {needsPhone ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%' }}>
          <TextField
            label={t('myPhone')}
            value={phone}
            onChange={(event) => setPhoneValue(event.target.value.replace(/\D/g, '').slice(0, 10))}
            error={Boolean(phoneError)}
            helperText={phoneError ?? t('myPhoneHint')}
            inputProps={{ inputMode: 'numeric', autoComplete: 'tel-national' }}
            size="small"
          />
          <Button variant="outlined" onClick={() => void savePhone().catch(() => undefined)}>
            {t('savePhoneAndCall')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
