import { useTranslation } from 'react-i18next';
import { clearTotpInputSchema, TOTP_CLEAR_REASON_MAX } from '@saakh/domain/account-security';
import type { AdminUser } from '@saakh/domain/admin-users';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useClearAdminUserTotp } from '../api/clear-admin-user-totp';

export type ClearTotpDialogProps = { user: AdminUser; onClose: () => void };

/**
 * Turns off another admin's lost two-step login (decision 045's follow-up): a reason is required and kept in the audit
 * log; their sessions end, and where it is required their next login sets it up again.
 */
export function ClearTotpDialog({ user, onClose }: ClearTotpDialogProps) {
  const { t } = useTranslation('user-management');
  const clear = useClearAdminUserTotp();
  return (
    <EditFieldDialog
      title={t('clearTotp.title', { name: user.name })}
      fields={[
        {
          name: 'reason',
          label: t('clearTotp.reason'),
          kind: 'multiline',
          maxLength: TOTP_CLEAR_REASON_MAX,
          helper: t('clearTotp.helper', { name: user.name, email: user.email }),
        },
      ]}
      initialValues={{ reason: '' }}
      validate={(values) => schemaProblems(clearTotpInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('clearTotp.submit')}
      onSubmit={(values) => clear.mutateAsync({ id: user.id, input: clearTotpInputSchema.parse(values) })}
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
