/**
 * Self-billing: the partner's user lets Saakh issue the partner's GST invoice for each payout (GST lets the recipient
 * issue it when the supplier agrees). Shown to registered partners; without a GSTIN Saakh sends a payment advice.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useSelfBilling, useSetSelfBilling } from '../api/self-billing';

export type SelfBillingSectionProps = { registered: boolean };

export function SelfBillingSection({ registered }: SelfBillingSectionProps) {
  const { t, i18n } = useTranslation('partner-support');
  const selfBilling = useSelfBilling();
  const save = useSetSelfBilling();
  const data = selfBilling.data;
  return (
    <FormSection id="settings-self-billing" title={t('settings.selfBilling.title')}>
      {selfBilling.isPending ? <PageLoader minHeight={80} /> : null}
      {selfBilling.isError ? <ErrorState error={selfBilling.error} onRetry={() => void selfBilling.refetch()} /> : null}
      {data ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {registered ? t('settings.selfBilling.explain') : t('settings.selfBilling.unregistered')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={data.self_billing}
                disabled={save.isPending}
                onChange={(event) => save.mutate({ self_billing: event.target.checked })}
              />
            }
            label={t('settings.selfBilling.agree')}
          />
          {data.self_billing && data.agreed_at ? (
            <Typography variant="body2">
              {t('settings.selfBilling.agreed', {
                name: data.agreed_by ?? '',
                date: formatDate(data.agreed_at, i18n.language),
              })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </FormSection>
  );
}
