/** New recovery codes for the signed-in account, confirmed with the password and a code; shown once, as at set-up. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { renewRecoveryCodesInputSchema, type StaffKind } from '@saakh/domain/account-security';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useRenewRecoveryCodes } from '../api/account-totp';
import { PasswordAndCodeFields } from './password-and-code-fields';
import { RecoveryCodesPanel } from './recovery-codes-panel';

export type RenewRecoveryCodesDialogProps = { kind: StaffKind; onClose: () => void };

export function RenewRecoveryCodesDialog({ kind, onClose }: RenewRecoveryCodesDialogProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const titleId = useId();
  const renew = useRenewRecoveryCodes(kind);
  const [values, setValues] = useState({ current_password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = schemaProblems(renewRecoveryCodesInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await renew.mutateAsync(values);
      // The codes stay in this dialog's state only, not in the mutation's cache.
      renew.reset();
      setValues({ current_password: '', code: '' });
      setCodes(answer.data.recovery_codes);
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      if (server) {
        setErrors(Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')])));
      } else {
        setFailure(errorMessage(error, t('renew.failed')));
      }
    }
  };

  return (
    <Dialog
      open
      // Once the codes show, only "I have kept them" closes the dialog: a stray click or key must not lose them.
      onClose={() => {
        if (!codes && !renew.isPending) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('renew.title')}</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesPanel codes={codes} onDone={onClose} />
        </DialogContent>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('renew.intro')}</DialogContentText>
            <Stack spacing={1}>
              <PasswordAndCodeFields values={values} errors={errors} onChange={setValues} autoFocus />
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={renew.isPending}>
              {t('renew.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={renew.isPending}>
              {t('renew.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
