/**
 * The TDS certificate data of a quarter (Form 16A, section 194H): each partner paid in it with its PAN, payouts, the
 * amount paid and the TDS withheld, and the whole as CSV or XLSX for the TDS return and the certificates.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@/components/ui/icons/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { formatRupeesExact } from '@saakh/domain/money';
import { quarterOf, quarters, recentFinancialYears, type Quarter } from '@saakh/domain/payout-documents';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { form16aExportHref, useForm16a } from '../api/get-form16a';

export function Form16aPanel() {
  const { t } = useTranslation('merchant-management');
  const today = dayInIndia(new Date());
  const years = recentFinancialYears(today);
  const [fy, setFy] = useState(years[0]!);
  const [quarter, setQuarter] = useState<Quarter>(quarterOf(today));
  const query = { fy, quarter };
  const list = useForm16a(query);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('tds.explain')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilterSelect
          label={t('tds.fy')}
          value={fy === years[0] ? undefined : fy}
          allLabel={years[0]!}
          options={years.slice(1).map((value) => ({ value, label: value }))}
          onChange={(value) => setFy(value ?? years[0]!)}
        />
        <FilterSelect
          label={t('tds.quarter')}
          value={quarter === 'Q1' ? undefined : quarter}
          allLabel={t('tds.quarterNames.Q1')}
          options={quarters.slice(1).map((value) => ({ value, label: t(`tds.quarterNames.${value}`) }))}
          onChange={(value) => setQuarter(quarters.find((item) => item === value) ?? 'Q1')}
        />
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={form16aExportHref(query, 'csv')}>
          {t('tds.csv')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={form16aExportHref(query, 'xlsx')}>
          {t('tds.xlsx')}
        </Button>
      </Stack>
      {list.isPending ? <PageLoader minHeight={80} /> : null}
      {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data?.length === 0 ? <Typography variant="body2">{t('tds.none')}</Typography> : null}
      {list.data && list.data.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label={t('tds.label', { fy, quarter })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tds.deductee')}</TableCell>
                <TableCell>{t('tds.pan')}</TableCell>
                <TableCell align="right">{t('tds.payments')}</TableCell>
                <TableCell align="right">{t('tds.amount')}</TableCell>
                <TableCell align="right">{t('tds.tds')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((certificate) => (
                <TableRow key={certificate.partner_id}>
                  <TableCell component="th" scope="row">
                    {certificate.deductee_name}
                  </TableCell>
                  <TableCell>{certificate.deductee_pan ?? t('tds.noPan')}</TableCell>
                  <TableCell align="right">{certificate.payments.length}</TableCell>
                  <TableCell align="right">{formatRupeesExact(certificate.total_amount)}</TableCell>
                  <TableCell align="right">{formatRupeesExact(certificate.total_tds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}
