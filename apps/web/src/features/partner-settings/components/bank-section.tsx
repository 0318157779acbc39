/**
 * KYC and bank details: the stored values (PAN and account number masked), a change waiting for approval, the last
 * decision (a rejection's reason), and a change request (blank PAN or account number keeps the stored one).
 */
import EditIcon from '@/components/ui/icons/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankChangeInputSchema, type BankDetails, type PartnerSettings } from '@saakh/domain/partner-settings';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { schemaProblems } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { useRequestBankChange } from '../api/settings';

const upper = (text: string) => text.toUpperCase().replace(/\s/g, '');

export function BankSection({ settings }: { settings: PartnerSettings }) {
  const { t, i18n } = useTranslation('partner-support');
  const request = useRequestBankChange();
  const [editing, setEditing] = useState(false);
  const facts = (details: BankDetails) =>
    [
      [t('bank.pan'), details.pan_masked ?? '—'],
      [t('bank.gstin'), details.gstin ?? '—'],
      [t('bank.holder'), details.bank_account_holder ?? '—'],
      [t('bank.account'), details.bank_account_number_masked ?? '—'],
      [t('bank.ifsc'), details.bank_ifsc ?? '—'],
    ] as const;
  const pending = settings.pending_change;
  const decided = settings.last_decision;
  return (
    <FormSection id="settings-bank" title={t('settings.bank.title')}>
      <Stack spacing={2}>
        <FactList facts={facts(settings.bank)} />
        {pending ? (
          <Alert severity="info" data-testid="bank-pending">
            {t('settings.bank.pending', { date: formatDate(pending.created_at, i18n.language) })}
            <FactList facts={facts(pending)} sx={{ mt: 1 }} />
          </Alert>
        ) : null}
        {!pending && decided?.status === 'rejected' ? (
          <Alert severity="warning">{t('settings.bank.rejected', { reason: decided.rejection_reason ?? '' })}</Alert>
        ) : null}
        {!pending && decided?.status === 'approved' ? (
          <Alert severity="success">
            {t('settings.bank.approved', { date: formatDate(decided.decided_at, i18n.language) })}
          </Alert>
        ) : null}
        <div>
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            disabled={pending !== null}
          >
            {t('settings.bank.request')}
          </Button>
        </div>
      </Stack>
      {editing ? (
        <EditFieldDialog
          title={t('settings.bank.request')}
          fields={[
            {
              name: 'pan',
              label: t('bank.pan'),
              kind: 'text',
              maxLength: 10,
              asTyped: upper,
              helper: t('settings.bank.keepHelp', { value: settings.bank.pan_masked ?? '—' }),
            },
            { name: 'gstin', label: t('bank.gstinOptional'), kind: 'text', maxLength: 15, asTyped: upper },
            { name: 'bank_account_holder', label: t('bank.holder'), kind: 'text', maxLength: 80 },
            {
              name: 'bank_account_number',
              label: t('bank.account'),
              kind: 'text',
              maxLength: 18,
              asTyped: (text) => text.replace(/\D/g, ''),
              helper: t('settings.bank.keepHelp', { value: settings.bank.bank_account_number_masked ?? '—' }),
            },
            { name: 'bank_ifsc', label: t('bank.ifsc'), kind: 'text', maxLength: 11, asTyped: upper },
          ]}
          initialValues={{
            pan: '',
            gstin: settings.bank.gstin ?? '',
            bank_account_holder: settings.bank.bank_account_holder ?? '',
            bank_account_number: '',
            bank_ifsc: settings.bank.bank_ifsc ?? '',
          }}
          validate={(values) => schemaProblems(bankChangeInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('settings.bank.send')}
          onSubmit={(values) =>
            request.mutateAsync({
              pan: String(values.pan ?? '') || undefined,
              gstin: String(values.gstin ?? '') || null,
              bank_account_holder: String(values.bank_account_holder ?? ''),
              bank_account_number: String(values.bank_account_number ?? '') || undefined,
              bank_ifsc: String(values.bank_ifsc ?? ''),
            })
          }
          onClose={() => setEditing(false)}
        />
      ) : null}
    </FormSection>
  );
}
