import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { caseBuckets, type CasePage } from '@saakh/domain/cases';
import { Chart } from '@/components/ui/chart';

export type CaseAgeingChartProps = {
  summary: CasePage['summary'] | undefined;
  loading: boolean;
  /** Shows only the breached cases (the "Breached only" filter). */
  onShowBreached?: () => void;
};

/** The open cases by time in status, as bars (and a table for screen readers), with the count past the SLA. */
export function CaseAgeingChart({ summary, loading, onShowBreached }: CaseAgeingChartProps) {
  const { t } = useTranslation('cases');
  const breached = summary?.breached ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-ageing-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="case-ageing-title">
          {t('ageing.title')}
        </Typography>
        {breached > 0 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography
              variant="body2"
              sx={{ color: 'error.main', fontWeight: 700 }}
              data-testid="cases-breached-count"
            >
              {t('ageing.breached', { count: breached })}
            </Typography>
            {onShowBreached ? (
              <Button size="small" onClick={onShowBreached}>
                {t('ageing.showBreached')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <Chart
        kind="bar"
        title={t('ageing.title')}
        xLabels={caseBuckets.map((bucket) => t(`ageing.buckets.${bucket}`))}
        series={[
          {
            label: t('ageing.cases'),
            data: caseBuckets.map((bucket) => summary?.buckets[bucket] ?? 0),
            tone: 'warning',
          },
        ]}
        loading={loading}
        height={200}
        emptyTitle={t('ageing.empty')}
      />
    </Paper>
  );
}
