/**
 * The signed-in staff member's two-step login: its state and recovery codes left, setting it up, new recovery codes,
 * and turning it off (decision 045).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpDisableInputSchema, type StaffKind } from '@saakh/domain/account-security';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useConfirmTotpSetup, useDisableTotp, useStartTotpSetup, useTotpStatus } from '../api/account-totp';
import { PasswordAndCodeFields } from './password-and-code-fields';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { TotpSetupPanel } from './totp-setup-panel';

export type AccountSecuritySectionProps = { kind: StaffKind };

export function AccountSecuritySection({ kind }: AccountSecuritySectionProps) {
  const { t } = useTranslation('account-security');
  const status = useTotpStatus(kind);
  const start = useStartTotpSetup(kind);
  const confirm = useConfirmTotpSetup(kind);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renewing, setRenewing] = useState(false);

  let body: React.ReactNode;
  if (codes) {
    body = (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          start.reset();
        }}
      />
    );
  } else if (status.isPending) {
    body = <PageLoader />;
  } else if (status.isError) {
    body = <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <Stack spacing={2}>
        <Alert severity="success">{t('account.on', { count: status.data.recovery_codes_left })}</Alert>
        <div>
          <Button variant="outlined" onClick={() => setRenewing(true)}>
            {t('renew.open')}
          </Button>
        </div>
        {renewing ? <RenewRecoveryCodesDialog kind={kind} onClose={() => setRenewing(false)} /> : null}
        {status.data.required ? (
          <Typography color="text.secondary">{t('account.required')}</Typography>
        ) : (
          <DisableForm kind={kind} />
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Alert severity={status.data.required ? 'warning' : 'info'}>
          {status.data.required ? t('account.required') : t('account.off')}
        </Alert>
        {start.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(start.error, t('setup.failed'))}
          </Alert>
        ) : null}
        {start.data ? (
          <TotpSetupPanel
            setup={start.data}
            confirming={confirm.isPending}
            onConfirm={async (code) => setCodes((await confirm.mutateAsync({ code })).data.recovery_codes)}
          />
        ) : (
          <div>
            <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
              {t('setup.start')}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <FormSection id="account-security" title={t('account.title')}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography color="text.secondary">{t('account.description')}</Typography>
        {body}
      </Stack>
    </FormSection>
  );
}

function DisableForm({ kind }: AccountSecuritySectionProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const disable = useDisableTotp(kind);
  const [values, setValues] = useState({ current_password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaProblems(totpDisableInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      await disable.mutateAsync(values);
      setValues({ current_password: '', code: '' });
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { code: errorMessage(error, t('account.failed')) },
      );
    }
  };

  return (
    <Stack component="form" spacing={1} noValidate onSubmit={(event) => void submit(event)}>
      <Typography variant="subtitle1" component="h3">
        {t('account.disableTitle')}
      </Typography>
      <PasswordAndCodeFields values={values} errors={errors} onChange={setValues} />
      <div>
        <Button type="submit" variant="outlined" color="error" loading={disable.isPending}>
          {t('account.disable')}
        </Button>
      </div>
    </Stack>
  );
}
