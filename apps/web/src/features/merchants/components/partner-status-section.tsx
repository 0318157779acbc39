/** A partner's lifecycle: activate once onboarded (KYC and contact), suspend (its users' sessions end), and back. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantPartnerDetail } from '@saakh/domain/merchants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormSection } from '@/components/ui/form-section';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSetPartnerStatus } from '../api/set-partner-status';
import { MissingList } from './missing-list';
import { lifecycleTone } from './status';

export type PartnerStatusSectionProps = { partner: MerchantPartnerDetail };

export function PartnerStatusSection({ partner }: PartnerStatusSectionProps) {
  const { t } = useTranslation('merchant-management');
  const setStatus = useSetPartnerStatus();
  const [confirming, setConfirming] = useState<'active' | 'suspended' | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);
  const next = partner.status === 'active' ? 'suspended' : 'active';

  const confirm = () => {
    if (!confirming) return;
    setRefusal(null);
    setStatus.mutate(
      { id: partner.id, status: confirming },
      {
        onError: (error) =>
          setRefusal({
            message: errorMessage(error, t('failed')),
            reasons: error instanceof ApiError ? (error.errors?.status ?? []) : [],
          }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <FormSection id="partner-status" title={t('detail.status')}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <StatusChip
            label={t(`status.${partner.status}`)}
            tone={lifecycleTone[partner.status]}
            testId="partner-status"
          />
          <Typography variant="body2" color="text.secondary">
            {t(`statusHint.${partner.status}`)}
          </Typography>
        </Stack>
        {partner.status !== 'active' ? (
          <MissingList
            title={t('detail.activationNeeds')}
            missing={partner.missing_for_activation}
            testId="activation-missing"
          />
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal.message}
            {refusal.reasons.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                {refusal.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <div>
          <Button
            variant={next === 'active' ? 'contained' : 'outlined'}
            color={next === 'active' ? 'primary' : 'error'}
            onClick={() => setConfirming(next)}
          >
            {t(next === 'active' ? 'detail.activate' : 'detail.suspend')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`detail.${confirming === 'active' ? 'activate' : 'suspend'}Title`) : ''}
        subject={
          confirming
            ? t(`detail.${confirming === 'active' ? 'activate' : 'suspend'}Subject`, { name: partner.name })
            : ''
        }
        confirmLabel={confirming ? t(confirming === 'active' ? 'detail.activate' : 'detail.suspend') : ''}
        tone={confirming === 'suspended' ? 'danger' : 'neutral'}
        pending={setStatus.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </FormSection>
  );
}
