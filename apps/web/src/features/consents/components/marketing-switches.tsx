import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketingPurposes, type MarketingPurpose, type MyConsents } from '@saakh/domain/consents';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useGiveConsent } from '../api/give-consent';
import { useWithdrawConsent } from '../api/withdraw-consent';

export type MarketingSwitchesProps = { consents: MyConsents };

/**
 * Marketing by each channel as a switch: on while a consent stands. Turning one on gives the consent at once;
 * turning it off asks first, since it also drops the messages already queued, then withdraws the standing consent.
 */
export function MarketingSwitches({ consents }: MarketingSwitchesProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const give = useGiveConsent();
  const withdraw = useWithdrawConsent();
  const [stopping, setStopping] = useState<MarketingPurpose | null>(null);
  const standingId = (purpose: MarketingPurpose) =>
    consents.consents.find((consent) => consent.purpose === purpose && consent.withdrawn_at === null)?.id;
  const busy = give.isPending || withdraw.isPending;

  const confirmStop = () => {
    const id = stopping ? standingId(stopping) : undefined;
    if (id === undefined) {
      setStopping(null);
      return;
    }
    withdraw.mutate(id, { onSettled: () => setStopping(null) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="marketing-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="marketing-title" variant="h6" component="h2">
        {t('consents.marketingTitle')}
      </Typography>
      <Typography id="marketing-hint" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('consents.marketingHint')}
      </Typography>
      <FormGroup role="group" aria-labelledby="marketing-title" aria-describedby="marketing-hint">
        {marketingPurposes.map((purpose) => (
          <FormControlLabel
            key={purpose}
            control={
              <Switch
                checked={consents.marketing[purpose]}
                disabled={busy}
                onChange={(event) => {
                  if (event.target.checked) give.mutate({ purpose });
                  else setStopping(purpose);
                }}
              />
            }
            label={t(`consentPurpose.${purpose}`, { ns: 'domain' })}
          />
        ))}
      </FormGroup>
      <ConfirmDialog
        open={stopping !== null}
        title={t('consents.stopTitle', { purpose: stopping ? t(`consentPurpose.${stopping}`, { ns: 'domain' }) : '' })}
        subject={t('consents.stopMarketing')}
        confirmLabel={t('consents.stop')}
        pending={withdraw.isPending}
        onCancel={() => setStopping(null)}
        onConfirm={confirmStop}
      />
    </Paper>
  );
}
