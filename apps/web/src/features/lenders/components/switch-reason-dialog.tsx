import { useTranslation } from 'react-i18next';
import { updateVendorInputSchema } from '@saakh/domain/vendors';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';

export type SwitchReasonDialogProps = {
  name: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Switching an integration or a lender off needs a reason, kept with the switch and in the audit log. */
export function SwitchReasonDialog({ name, onClose, onConfirm }: SwitchReasonDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <EditFieldDialog
      title={t('vendors.turnOffTitle', { name })}
      fields={[
        {
          name: 'reason',
          label: t('vendors.reason'),
          kind: 'multiline',
          maxLength: 500,
          helper: t('vendors.turnOffText'),
        },
      ]}
      initialValues={{ reason: '' }}
      validate={(values) => schemaProblems(updateVendorInputSchema, { enabled: 0, reason: values.reason })}
      blockWhenInvalid
      submitLabel={t('vendors.turnOff')}
      onSubmit={(values) => onConfirm(String(values.reason).trim())}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
