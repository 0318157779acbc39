/**
 * A payout's invoice in the payout history: Saakh's self-billed invoice or the payment advice to download (PDF in
 * English or Hindi, XLSX), the partner's own invoice recorded, or "awaited" with a way to record it.
 */
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PayoutDocument } from '@saakh/domain/payout-documents';
import { formatDate } from '@/lib/format';
import { payoutDocumentHref } from '../api/payout-documents';

export type PayoutInvoiceCellProps = { document: PayoutDocument | undefined; onRecord: () => void };

export function PayoutInvoiceCell({ document, onRecord }: PayoutInvoiceCellProps) {
  const { t, i18n } = useTranslation('merchant-management');
  if (!document) return null;
  if (document.kind === 'partner_awaited') {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="status.warning">
          {t('invoice.awaited')}
        </Typography>
        <Button size="small" onClick={onRecord}>
          {t('invoice.record')}
        </Button>
      </Stack>
    );
  }
  if (document.kind === 'partner_recorded') {
    return (
      <Typography variant="body2">
        {t('invoice.partners', {
          number: document.number,
          date: document.date ? formatDate(document.date, i18n.language) : '',
        })}
      </Typography>
    );
  }
  const name = document.kind === 'self_billed' ? (document.number ?? '') : t('invoice.advice');
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2">{name}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Link href={payoutDocumentHref(document.payout_id, 'pdf', 'en')} aria-label={t('invoice.pdfEnFor', { name })}>
          {t('invoice.pdfEn')}
        </Link>
        <Link href={payoutDocumentHref(document.payout_id, 'pdf', 'hi')} aria-label={t('invoice.pdfHiFor', { name })}>
          {t('invoice.pdfHi')}
        </Link>
        <Link href={payoutDocumentHref(document.payout_id, 'xlsx', 'en')} aria-label={t('invoice.xlsxFor', { name })}>
          {t('invoice.xlsx')}
        </Link>
      </Stack>
    </Stack>
  );
}
