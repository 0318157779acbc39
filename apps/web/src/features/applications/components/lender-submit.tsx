import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { submitApplicationInputSchema } from '@saakh/domain/applications';
import { ErrorState } from '@/components/ui/error-state';
import { isKfsRefusal, KfsRefusalAlert } from '@/components/ui/kfs-refusal-alert';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useApplication } from '../api/get-application';
import { useSubmitApplication } from '../api/submit-application';
import { ApplicationSummaryGrid } from './application-summary';
import { ApplicationTimeline } from './application-timeline';
import { StatusChip } from './status-chip';

export type LenderSubmitProps = { creditAppId: string };

/** The lender-submit page: the customer agrees to share the saved profile with the chosen lender. */
export function LenderSubmit({ creditAppId }: LenderSubmitProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const application = useApplication(creditAppId);
  const submit = useSubmitApplication();
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [kfsRefusal, setKfsRefusal] = useState<string | null>(null);
  const location = useLocation();

  if (application.isPending) return <PageLoader />;
  if (application.isError) {
    return <ErrorState error={application.error} onRetry={() => void application.refetch()} />;
  }
  const detail = application.data;

  const send = async () => {
    setFormError(null);
    setKfsRefusal(null);
    const parsed = submitApplicationInputSchema.safeParse({ consent });
    if (!parsed.success) {
      setConsentError(parsed.error.issues[0]?.message ?? 'lenderConsentRequired');
      return;
    }
    try {
      const answer = await submit.mutateAsync(creditAppId);
      toast(answer.message ?? t('lenderSubmit.sent'), 'success');
    } catch (error) {
      if (isKfsRefusal(error)) setKfsRefusal(errorMessage(error, t('lenderSubmit.failed')));
      else setFormError(errorMessage(error, t('lenderSubmit.failed')));
    }
  };

  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {detail.lenderName}
          </Typography>
          <StatusChip status={detail.status} />
        </Stack>
        <ApplicationSummaryGrid application={detail} />
      </Paper>
      {detail.status === 'created' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
            {kfsRefusal ? (
              <KfsRefusalAlert
                message={kfsRefusal}
                creditAppId={creditAppId}
                next={`${location.pathname}${location.search}`}
              />
            ) : null}
            <Typography>{t('lenderSubmit.explain', { lender: detail.lenderName })}</Typography>
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={consent}
                    onChange={(event) => {
                      setConsent(event.target.checked);
                      if (event.target.checked) setConsentError(null);
                    }}
                  />
                }
                label={t('lenderSubmit.consent', { lender: detail.lenderName })}
              />
              {consentError ? <FormHelperText error>{t(consentError, { ns: 'domain' })}</FormHelperText> : null}
            </Box>
            <Box>
              <Button variant="contained" size="large" onClick={() => void send()} loading={submit.isPending}>
                {t('lenderSubmit.submit')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ) : (
        <Alert severity={detail.status === 'rejected' ? 'warning' : 'success'} role="status">
          {t(`lenderSubmit.after.${detail.status === 'rejected' ? 'rejected' : 'sent'}`, { lender: detail.lenderName })}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('applications.timeline')}
        </Typography>
        <ApplicationTimeline history={detail.history} />
      </Paper>
    </Stack>
  );
}
