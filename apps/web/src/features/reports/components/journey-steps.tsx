/** How far a customer got, as five small segments (one per step) and the furthest step's name. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { journeySteps, type JourneyRow } from '@saakh/domain/reporting';

export type JourneyStepsProps = { steps: JourneyRow['steps']; furthest: JourneyRow['furthest_step'] };

export function JourneySteps({ steps, furthest }: JourneyStepsProps) {
  const { t } = useTranslation('reports');
  const reached = journeySteps.filter((step) => Boolean(steps[step]));
  return (
    <Box
      role="img"
      aria-label={t('journeys.stepsLabel', {
        count: reached.length,
        total: journeySteps.length,
        step: furthest ? t(`journeySteps.${furthest}`) : t('journeys.noStep'),
      })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 120 }}
    >
      <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
        {journeySteps.map((step) => (
          <Box
            key={step}
            title={t(`journeySteps.${step}`)}
            sx={{
              flex: 1,
              height: 6,
              borderRadius: 3,
              bgcolor: steps[step] ? 'primary.main' : 'action.disabledBackground',
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        {furthest ? t(`journeySteps.${furthest}`) : t('journeys.noStep')}
      </Typography>
    </Box>
  );
}
