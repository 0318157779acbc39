import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grievanceActionInputSchema, type GrievanceActionInput, type GrievanceDetail } from '@saakh/domain/grievances';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useActOnGrievance } from '../api/act-on-grievance';

export type GrievanceAction = GrievanceActionInput['action'];

export type GrievanceActionDialogProps = {
  grievance: GrievanceDetail;
  action: GrievanceAction;
  onClose: () => void;
};

/** Answer and note need words; forward and close take them optionally. */
const textRequired: Record<GrievanceAction, boolean> = { forward: false, answer: true, note: true, close: false };

/**
 * Asks before one action on a complaint, says what it will do (whom the lender's copy goes to, that the customer is
 * told), takes its text, and shows the server's refusal in place.
 */
export function GrievanceActionDialog({ grievance, action, onClose }: GrievanceActionDialogProps) {
  const { t } = useTranslation(['grievances-admin', 'domain']);
  const titleId = useId();
  const act = useActOnGrievance();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const subject = (() => {
    if (action !== 'forward') return t(`confirm.${action}`, { reference: grievance.reference });
    if (!grievance.lenderName) return t('confirm.forwardNoLender', { reference: grievance.reference });
    return grievance.lenderNodalEmail
      ? t('confirm.forward', {
          reference: grievance.reference,
          lender: grievance.lenderName,
          email: grievance.lenderNodalEmail,
        })
      : t('confirm.forwardNoEmail', { reference: grievance.reference, lender: grievance.lenderName });
  })();

  const confirm = () => {
    setFailure(null);
    const trimmed = text.trim();
    const input = { action, ...(trimmed || textRequired[action] ? { text: trimmed } : {}) };
    const problems = schemaProblems(grievanceActionInputSchema, input);
    if (problems.text) {
      setProblem(problems.text);
      return;
    }
    setProblem(null);
    act.mutate(
      { id: grievance.id, input: input as GrievanceActionInput },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fieldProblem = error instanceof ApiError ? error.errors?.text?.[0] : undefined;
          if (fieldProblem) setProblem(fieldProblem);
          else setFailure(errorMessage(error, t('actionFailed')));
        },
      },
    );
  };

  return (
    <Dialog open onClose={act.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t(`actions.${action}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t(`text.${action}`)}
          required={textRequired[action]}
          multiline
          minRows={action === 'answer' ? 5 : 3}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ? t(problem, { ns: 'domain', defaultValue: problem }) : undefined}
          slotProps={{ htmlInput: { maxLength: action === 'answer' ? 4000 : 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={act.isPending} autoFocus>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'close' ? 'error' : 'primary'}
          loading={act.isPending}
          onClick={confirm}
        >
          {t(`confirmButton.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
