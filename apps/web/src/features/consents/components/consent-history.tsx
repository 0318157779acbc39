import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketingPurposes, type Consent } from '@saakh/domain/consents';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import { useConsentText } from '@/lib/consent-text';
import { formatDateTime } from '@/lib/format';
import { useWithdrawConsent } from '../api/withdraw-consent';

export type ConsentHistoryProps = { consents: Consent[] };

const isMarketing = (consent: Consent) => (marketingPurposes as readonly string[]).includes(consent.purpose);

/**
 * Every consent the customer gave, newest first: what it was for, the words agreed to, their version and language,
 * how and from where it was given, when, and when withdrawn. A standing consent to share an application with a
 * lender has its Withdraw button (marketing is switched off above); a consent that stands with the account says how
 * it ends.
 */
export function ConsentHistory({ consents }: ConsentHistoryProps) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const textOf = useConsentText();
  const withdraw = useWithdrawConsent();
  const [withdrawing, setWithdrawing] = useState<Consent | null>(null);
  const notRecorded = t('consents.notRecorded');

  const facts = (consent: Consent) =>
    [
      [t('consents.version'), consent.text_version],
      [t('consents.language'), consent.language ? t(`consents.languages.${consent.language}`) : notRecorded],
      [t('consents.channel'), consent.channel ? t(`consentChannel.${consent.channel}`, { ns: 'domain' }) : notRecorded],
      [t('consents.address'), consent.address ?? notRecorded],
      [t('consents.givenAt'), formatDateTime(consent.accepted_at, i18n.language)],
      ...(consent.withdrawn_at
        ? [[t('consents.withdrawnAt'), formatDateTime(consent.withdrawn_at, i18n.language)]]
        : []),
      ...(consent.application_reference ? [[t('consents.application'), consent.application_reference]] : []),
    ] as [string, string][];

  const endsHow = (consent: Consent) => {
    if (consent.withdrawn_at) return null;
    if (consent.withdrawable && !isMarketing(consent))
      return (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setWithdrawing(consent)}>
            {t('consents.withdraw')}
          </Button>
        </Box>
      );
    if (consent.withdrawable) return null;
    return (
      <Typography variant="body2" color="text.secondary">
        {t('consentNotWithdrawable', { ns: 'domain' })}
      </Typography>
    );
  };

  return (
    <Box component="section" aria-labelledby="consent-history-title">
      <Typography id="consent-history-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('consents.historyTitle')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="consent-history">
        {consents.map((consent) => (
          <Paper
            key={consent.id}
            component="li"
            variant="outlined"
            data-testid="consent-row"
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t(`consentPurpose.${consent.purpose}`, { ns: 'domain' })}
                  {consent.lender_name ? ` · ${consent.lender_name}` : ''}
                </Typography>
                <StatusChip
                  label={t(consent.withdrawn_at ? 'consents.withdrawn' : 'consents.standing')}
                  tone={consent.withdrawn_at ? 'neutral' : 'success'}
                />
              </Stack>
              <Typography variant="body2">
                {textOf(consent.kind, consent.lender_name ?? t('consents.theLender'))}
              </Typography>
              <FactList facts={facts(consent)} />
              {endsHow(consent)}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('consents.withdrawTitle')}
        subject={t('consents.withdrawLender', {
          lender: withdrawing?.lender_name ?? t('consents.theLender'),
          reference: withdrawing?.application_reference ?? '',
        })}
        confirmLabel={t('consents.withdraw')}
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing) withdraw.mutate(withdrawing.id, { onSettled: () => setWithdrawing(null) });
        }}
      />
    </Box>
  );
}
