import { useTranslation } from 'react-i18next';
import { clearTotpInputSchema, TOTP_CLEAR_REASON_MAX } from '@saakh/domain/account-security';
import type { PartnerUser } from '@saakh/domain/merchants';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useClearPartnerUserTotp } from '../api/clear-partner-user-totp';

export type ClearPartnerUserTotpDialogProps = { partnerId: number; user: PartnerUser; onClose: () => void };

/**
 * Turns off a partner user's lost two-step login (the owner's included): a reason is required and kept in the audit
 * log; their sessions end, and where it is required their next login sets it up again.
 */
export function ClearPartnerUserTotpDialog({ partnerId, user, onClose }: ClearPartnerUserTotpDialogProps) {
  const { t } = useTranslation('merchant-management');
  const clear = useClearPartnerUserTotp();
  return (
    <EditFieldDialog
      title={t('users.clearTotpTitle', { name: user.name })}
      fields={[
        {
          name: 'reason',
          label: t('users.clearTotpReason'),
          kind: 'multiline',
          maxLength: TOTP_CLEAR_REASON_MAX,
          helper: t('users.clearTotpHelper', { name: user.name }),
        },
      ]}
      initialValues={{ reason: '' }}
      validate={(values) => schemaProblems(clearTotpInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('users.clearTotpSubmit')}
      onSubmit={(values) =>
        clear.mutateAsync({ partnerId, userId: user.id, input: clearTotpInputSchema.parse(values) })
      }
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
