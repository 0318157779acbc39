import { useTranslation } from 'react-i18next';
import {
  eraseCustomerInputSchema,
  erasureConfirmationOf,
  erasureReasons,
  type ErasureCustomer,
} from '@saakh/domain/customer-erasure';
import { EditFieldDialog, type EditValues } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useEraseCustomer } from '../api/erase-customer';

export type EraseCustomerDialogProps = {
  customer: ErasureCustomer;
  onClose: () => void;
};

/**
 * The erase itself: the admin types the last four digits of the mobile number (shown masked on the card) and picks
 * why; the server checks both again and erases in one transaction.
 */
export function EraseCustomerDialog({ customer, onClose }: EraseCustomerDialogProps) {
  const { t } = useTranslation('customer-info-deletion');
  const erase = useEraseCustomer();
  const validate = (values: EditValues) => {
    const problems = schemaProblems(eraseCustomerInputSchema, values);
    const typed = typeof values.confirmation === 'string' ? values.confirmation.trim() : '';
    if (!problems.confirmation && typed !== erasureConfirmationOf(customer.mobile)) {
      problems.confirmation = 'erasureConfirmationMismatch';
    }
    return problems;
  };
  return (
    <EditFieldDialog
      title={t('erase.title')}
      fields={[
        {
          name: 'confirmation',
          label: t('erase.confirmation'),
          kind: 'text',
          maxLength: 4,
          asTyped: (text) => text.replace(/\D/g, ''),
          helper: t('erase.confirmationHelper', { mobile: customer.mobile }),
        },
        {
          name: 'reason',
          label: t('erase.reason'),
          kind: 'select',
          options: erasureReasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) })),
          helper: t('erase.reasonHelper'),
        },
      ]}
      initialValues={{ confirmation: '', reason: '' }}
      validate={validate}
      blockWhenInvalid
      submitLabel={t('erase.submit')}
      onSubmit={(values) => erase.mutateAsync({ userId: customer.id, input: eraseCustomerInputSchema.parse(values) })}
      onClose={onClose}
      maxWidth="sm"
    />
  );
}
