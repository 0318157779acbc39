/**
 * Commission payouts: what paying the partner now would send (earned shares, GST for a registered partner, TDS, the
 * clawbacks to recover), why a payout is blocked (KYC or bank details missing), recording one, and the payouts made
 * with what each sent.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import type { MerchantPartnerDetail } from '@saakh/domain/merchants';
import { formatRupeesExact } from '@saakh/domain/money';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { formatDate } from '@/lib/format';
import { useAdminSelfBilling, usePayoutDocuments } from '../api/payout-documents';
import { MissingList } from './missing-list';
import { PartnerInvoiceDialog } from './partner-invoice-dialog';
import { PayoutDialog } from './payout-dialog';
import { PayoutInvoiceCell } from './payout-invoice-cell';

export type PayoutSectionProps = { partner: MerchantPartnerDetail };

export function PayoutSection({ partner }: PayoutSectionProps) {
  const { t, i18n } = useTranslation('merchant-management');
  const [recording, setRecording] = useState(false);
  const [invoiceFor, setInvoiceFor] = useState<{ id: number; reference: string } | null>(null);
  const documents = usePayoutDocuments(partner.id);
  const selfBilling = useAdminSelfBilling(partner.id);
  const documentOf = (payoutId: number) => documents.data?.find((document) => document.payout_id === payoutId);
  const blocked = partner.missing_for_payout.length > 0;
  const { payable } = partner;
  const nothing = payable.entries === 0;

  return (
    <FormSection id="partner-payouts" title={t('payout.title')}>
      <Stack spacing={2}>
        <FactList
          facts={[
            [t('payout.earned'), formatRupeesExact(payable.amount)],
            [t('payout.gst'), formatRupeesExact(payable.gst)],
            [t('payout.tds'), formatRupeesExact(payable.tds)],
            ...(partner.clawbacks_due > 0
              ? [[t('payout.clawbacks'), formatRupeesExact(payable.clawbacks)] as [string, string]]
              : []),
            [t('payout.net'), formatRupeesExact(payable.net)],
            [t('payout.entries'), String(payable.entries)],
          ]}
        />
        <Typography variant="body2" color="text.secondary">
          {partner.gstin ? t('payout.gstNote', { gstin: partner.gstin }) : t('payout.noGstNote')}
        </Typography>
        {partner.gstin && selfBilling.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="self-billing">
            {selfBilling.data.self_billing
              ? t('invoice.selfBillingOn', {
                  name: selfBilling.data.agreed_by ?? '',
                  date: selfBilling.data.agreed_at ? formatDate(selfBilling.data.agreed_at, i18n.language) : '',
                })
              : t('invoice.selfBillingOff')}
          </Typography>
        ) : null}
        <MissingList title={t('payout.blocked')} missing={partner.missing_for_payout} testId="payout-blocked" />
        {!blocked && nothing ? <Alert severity="info">{t('payout.nothing')}</Alert> : null}
        <div>
          <Button variant="contained" disabled={blocked || nothing} onClick={() => setRecording(true)}>
            {t('payout.record')}
          </Button>
        </div>
        <Typography variant="subtitle2" component="h3">
          {t('payout.history')}
        </Typography>
        {partner.payouts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('payout.none')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('payout.history')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('payout.reference')}</TableCell>
                  <TableCell>{t('payout.paidOn')}</TableCell>
                  <TableCell align="right">{t('payout.amount')}</TableCell>
                  <TableCell align="right">{t('payout.gst')}</TableCell>
                  <TableCell align="right">{t('payout.tds')}</TableCell>
                  <TableCell align="right">{t('payout.clawbacks')}</TableCell>
                  <TableCell align="right">{t('payout.sent')}</TableCell>
                  <TableCell align="right">{t('payout.entries')}</TableCell>
                  <TableCell>{t('invoice.column')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {partner.payouts.map((payout) => (
                  <TableRow key={payout.id}>
                    <TableCell component="th" scope="row">
                      {payout.reference}
                    </TableCell>
                    <TableCell>{formatDate(payout.paid_on, i18n.language)}</TableCell>
                    <TableCell align="right">{formatRupeesExact(payout.amount)}</TableCell>
                    <TableCell align="right">{formatRupeesExact(payout.gst)}</TableCell>
                    <TableCell align="right">{formatRupeesExact(payout.tds)}</TableCell>
                    <TableCell align="right">{formatRupeesExact(payout.clawbacks)}</TableCell>
                    <TableCell align="right">{formatRupeesExact(payout.net)}</TableCell>
                    <TableCell align="right">{payout.entries}</TableCell>
                    <TableCell>
                      <PayoutInvoiceCell
                        document={documentOf(payout.id)}
                        onRecord={() => setInvoiceFor({ id: payout.id, reference: payout.reference })}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
      {recording ? <PayoutDialog partner={partner} onClose={() => setRecording(false)} /> : null}
      {invoiceFor ? (
        <PartnerInvoiceDialog
          partnerId={partner.id}
          payoutId={invoiceFor.id}
          reference={invoiceFor.reference}
          onClose={() => setInvoiceFor(null)}
        />
      ) : null}
    </FormSection>
  );
}
