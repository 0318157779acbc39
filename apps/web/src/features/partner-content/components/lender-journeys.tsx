import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useLenderJourneys } from '../api/get-training';

/** Per lender: the steps a customer takes after choosing it, and the lender's own notes on them. */
export function LenderJourneys() {
  const { t, i18n } = useTranslation('partner-content');
  const journeys = useLenderJourneys(i18n.language);
  if (journeys.isPending) return <Skeleton variant="rounded" height={240} />;
  if (journeys.isError) return <ErrorState error={journeys.error} onRetry={() => void journeys.refetch()} />;
  if (journeys.data.length === 0) return <EmptyState title={t('journey.empty')} />;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {journeys.data.map((journey) => (
        <Paper component="li" variant="outlined" key={journey.lender_id} sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
              {journey.lender}
            </Typography>
            <Chip size="small" label={t(`products.${journey.product}`)} />
            <Chip size="small" variant="outlined" label={t(`mode.${journey.mode}`)} />
          </Stack>
          <Stepper orientation="vertical" activeStep={-1} component="ol" sx={{ p: 0, m: 0 }}>
            {journey.steps.map((step) => (
              <Step key={step} component="li" expanded>
                <StepLabel>{t(`journey.steps.${step}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {journey.notes.length > 0 ? (
            <>
              <Typography variant="h3" sx={{ fontSize: '0.95rem', fontWeight: 600, mt: 2 }}>
                {t('journey.notes')}
              </Typography>
              <Stack component="ol" sx={{ pl: 3, my: 1 }}>
                {journey.notes.map((note, index) => (
                  <Typography component="li" key={index}>
                    {note}
                  </Typography>
                ))}
              </Stack>
            </>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
