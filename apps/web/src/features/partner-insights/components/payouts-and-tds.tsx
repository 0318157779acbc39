/**
 * The partner's payouts of a financial year with their invoices (Saakh's self-billed invoice or the payment advice to
 * download, or its own invoice awaited or recorded), grouped by quarter with the TDS withheld: the data its Form 16A
 * certificate from Saakh carries (section 194H).
 */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayInIndia, recentFinancialYears } from '@saakh/domain/date-ranges';
import { formatRupeesExact } from '@saakh/domain/money';
import type { Form16a, PayoutDocument } from '@saakh/domain/payout-documents';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { partnerPayoutDocumentHref, usePartnerPayoutDocuments, usePartnerTds } from '../api/get-payout-documents';

function InvoiceLinks({ document }: { document: PayoutDocument | undefined }) {
  const { t, i18n } = useTranslation('partner-insights');
  if (!document) return null;
  if (document.kind === 'partner_awaited') return <>{t('payouts.awaited')}</>;
  if (document.kind === 'partner_recorded') {
    return <>{t('payouts.own', { number: document.number, date: formatDate(document.date ?? '', i18n.language) })}</>;
  }
  const name = document.kind === 'self_billed' ? (document.number ?? '') : t('payouts.advice');
  return (
    <Stack spacing={0.25}>
      <span>{name}</span>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Link
          href={partnerPayoutDocumentHref(document.payout_id, 'pdf', 'en')}
          aria-label={t('payouts.pdfEnFor', { name })}
        >
          {t('payouts.pdfEn')}
        </Link>
        <Link
          href={partnerPayoutDocumentHref(document.payout_id, 'pdf', 'hi')}
          aria-label={t('payouts.pdfHiFor', { name })}
        >
          {t('payouts.pdfHi')}
        </Link>
        <Link
          href={partnerPayoutDocumentHref(document.payout_id, 'xlsx', i18n.language === 'hi' ? 'hi' : 'en')}
          aria-label={t('payouts.xlsxFor', { name })}
        >
          {t('payouts.xlsx')}
        </Link>
      </Stack>
    </Stack>
  );
}

function QuarterTable({ certificate, documents }: { certificate: Form16a; documents: PayoutDocument[] }) {
  const { t, i18n } = useTranslation('partner-insights');
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        {t('payouts.quarter', { quarter: certificate.quarter, fy: certificate.fy })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('payouts.deductor', {
          name: certificate.deductor_name,
          tan: certificate.deductor_tan,
          pan: certificate.deductee_pan ?? '—',
          section: certificate.section,
        })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('payouts.quarter', { quarter: certificate.quarter, fy: certificate.fy })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('payouts.paidOn')}</TableCell>
              <TableCell>{t('payouts.reference')}</TableCell>
              <TableCell align="right">{t('payouts.amount')}</TableCell>
              <TableCell align="right">{t('payouts.tds')}</TableCell>
              <TableCell>{t('payouts.invoice')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {certificate.payments.map((payment) => (
              <TableRow key={payment.payout_id}>
                <TableCell>{formatDate(payment.paid_on, i18n.language)}</TableCell>
                <TableCell>{payment.reference}</TableCell>
                <TableCell align="right">{formatRupeesExact(payment.amount)}</TableCell>
                <TableCell align="right">{formatRupeesExact(payment.tds)}</TableCell>
                <TableCell>
                  <InvoiceLinks document={documents.find((document) => document.payout_id === payment.payout_id)} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 'fontWeightBold' }}>
                {t('payouts.total')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'fontWeightBold' }}>
                {formatRupeesExact(certificate.total_amount)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'fontWeightBold' }}>
                {formatRupeesExact(certificate.total_tds)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

export function PayoutsAndTds() {
  const { t } = useTranslation('partner-insights');
  const years = recentFinancialYears(dayInIndia(new Date()));
  const [fy, setFy] = useState(years[0]!);
  const tds = usePartnerTds(fy);
  const documents = usePartnerPayoutDocuments();
  return (
    <Stack spacing={2}>
      <div>
        <FilterSelect
          label={t('payouts.fy')}
          value={fy === years[0] ? undefined : fy}
          allLabel={years[0]!}
          options={years.slice(1).map((value) => ({ value, label: value }))}
          onChange={(value) => setFy(value ?? years[0]!)}
        />
      </div>
      <Typography variant="body2" color="text.secondary">
        {t('payouts.explain')}
      </Typography>
      {tds.isPending ? <PageLoader minHeight={80} /> : null}
      {tds.isError ? <ErrorState error={tds.error} onRetry={() => void tds.refetch()} /> : null}
      {tds.data?.certificates.length === 0 ? (
        <Typography variant="body2">{t('payouts.none', { fy })}</Typography>
      ) : null}
      {tds.data?.certificates.map((certificate) => (
        <QuarterTable key={certificate.quarter} certificate={certificate} documents={documents.data ?? []} />
      ))}
    </Stack>
  );
}
