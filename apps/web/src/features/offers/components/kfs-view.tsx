import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useKfs } from '../api/get-kfs';
import { shapeFromSearch } from '../utils/shape-steps';
import { LenderDetails } from './lender-details';

export type KfsViewProps = { appId: number; lenderId: number };

/**
 * The Key Fact Statement of one offer (RBI KFS): what the customer receives, pays and may cancel, who lends and what
 * it charges. The offers page opens it at the amount and tenure the customer chose (`?amount=&tenure_months=`).
 */
export function KfsView({ appId, lenderId }: KfsViewProps) {
  const { t, i18n } = useTranslation('customer');
  const [search] = useSearchParams();
  const kfs = useKfs(appId, lenderId, shapeFromSearch(search));
  if (kfs.isPending) return <PageLoader />;
  if (kfs.isError) return <ErrorState error={kfs.error} onRetry={() => void kfs.refetch()} />;
  const data = kfs.data;
  const rows: [string, string][] = [
    [t('kfs.lender'), data.lenderName],
    [t('kfs.loanAmount'), formatRupees(data.loanAmount)],
    [t('kfs.tenure'), t('offers.months', { count: data.tenureMonths })],
    [t('kfs.interestRate'), `${data.interestRate.toFixed(2)}% (${t('kfs.fixed')})`],
    [t('kfs.apr'), `${data.apr.toFixed(2)}%`],
    [t('kfs.emi'), formatRupeesExact(data.emi)],
    [t('kfs.instalments'), t('kfs.instalmentsValue', { count: data.instalments })],
    [t('kfs.totalInterest'), formatRupeesExact(data.totalInterest)],
    [t('kfs.processingFee'), formatRupeesExact(data.processingFee)],
    [t('kfs.otherCharges'), formatRupeesExact(data.otherCharges)],
    [t('kfs.netDisbursed'), formatRupeesExact(data.netDisbursed)],
    [t('kfs.totalPayable'), formatRupeesExact(data.totalPayable)],
    [t('kfs.totalCost'), formatRupeesExact(data.totalCost)],
    [t('kfs.coolingOff'), t('kfs.coolingOffValue', { count: data.coolingOffDays })],
  ];
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Table size="small" aria-label={t('kfs.title')} data-testid="kfs-table">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '50%' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="kfs-lender-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="kfs-lender-title" variant="h6" component="h2">
          {t('kfs.lenderTitle')}
        </Typography>
        <LenderDetails lender={data.lender} charges={data.charges} lspName={data.lspName} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('kfs.grievanceTitle')}
        </Typography>
        <Typography variant="body2">{data.grievance.name}</Typography>
        <Typography variant="body2">{data.grievance.email}</Typography>
        <Typography variant="body2">{data.grievance.address}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('kfs.grievanceDays', { count: data.grievance.responseDays })}
        </Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary">
        {t('kfs.issuedOn', { date: formatDate(data.issuedOn, i18n.language) })} {t('kfs.note')}
      </Typography>
    </Stack>
  );
}
