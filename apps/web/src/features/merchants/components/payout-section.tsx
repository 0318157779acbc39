/**
 * Commission payouts: what the partner has earned and not yet been paid, why a payout is blocked (KYC or bank
 * details missing), recording a payout under its transfer reference, and the payouts made.
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
import { dayInIndia } from '@saakh/domain/date-ranges';
import { payoutInputSchema, type MerchantPartnerDetail } from '@saakh/domain/merchants';
import { formatRupeesExact } from '@saakh/domain/money';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { schemaProblems } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { useRecordPayout } from '../api/record-payout';
import { MissingList } from './missing-list';

export type PayoutSectionProps = { partner: MerchantPartnerDetail };

export function PayoutSection({ partner }: PayoutSectionProps) {
  const { t, i18n } = useTranslation('merchant-management');
  const [recording, setRecording] = useState(false);
  const pay = useRecordPayout();
  const blocked = partner.missing_for_payout.length > 0;
  const nothing = partner.earned_entries === 0;

  return (
    <FormSection id="partner-payouts" title={t('payout.title')}>
      <Stack spacing={2}>
        <FactList
          facts={[
            [t('payout.earned'), formatRupeesExact(partner.earned_unpaid)],
            [t('payout.tds'), formatRupeesExact(partner.earned_tds)],
            [t('payout.net'), formatRupeesExact(partner.earned_unpaid - partner.earned_tds)],
            [t('payout.entries'), String(partner.earned_entries)],
          ]}
        />
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
                  <TableCell align="right">{t('payout.tds')}</TableCell>
                  <TableCell align="right">{t('payout.entries')}</TableCell>
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
                    <TableCell align="right">{formatRupeesExact(payout.tds)}</TableCell>
                    <TableCell align="right">{payout.entries}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
      {recording ? (
        <EditFieldDialog
          title={t('payout.recordTitle', { amount: formatRupeesExact(partner.earned_unpaid - partner.earned_tds) })}
          fields={[
            {
              name: 'reference',
              label: t('payout.reference'),
              kind: 'text',
              maxLength: 30,
              helper: t('payout.referenceHint'),
              asTyped: (text) => text.toUpperCase().replace(/[^A-Z0-9]/g, ''),
            },
            { name: 'paid_on', label: t('payout.paidOn'), kind: 'date' },
          ]}
          initialValues={{ reference: '', paid_on: dayInIndia(new Date()) }}
          validate={(values) => schemaProblems(payoutInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('payout.recordSubmit')}
          onSubmit={(values) => pay.mutateAsync({ id: partner.id, input: payoutInputSchema.parse(values) })}
          onClose={() => setRecording(false)}
          maxWidth="xs"
        />
      ) : null}
    </FormSection>
  );
}
