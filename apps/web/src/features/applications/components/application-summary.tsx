import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';

export type ApplicationSummaryGridProps = { application: ApplicationSummary };

/** The terms the customer selected, as they were shown (they do not change when the lender is edited later). */
export function ApplicationSummaryGrid({ application }: ApplicationSummaryGridProps) {
  const { t } = useTranslation('customer');
  const items: [string, string][] = [
    [t('offers.amount'), formatRupees(application.amount)],
    [t('offers.tenure'), t('offers.months', { count: application.tenureMonths })],
    [t('offers.interestRate'), `${application.interestRate.toFixed(2)}%`],
    [t('offers.apr'), `${application.apr.toFixed(2)}%`],
    [t('offers.emi'), formatRupeesExact(application.emi)],
    [t('offers.processingFee'), formatRupeesExact(application.processingFee)],
    [t('offers.totalPayable'), formatRupeesExact(application.totalPayable)],
  ];
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
