import { useTranslation } from 'react-i18next';
import { createCreditCardInputSchema, type CreditCard } from '@saakh/domain/credit-cards';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateCreditCard } from '../api/create-credit-card';

export type CreateCardDialogProps = {
  onClose: () => void;
  onCreated: (card: CreditCard) => void;
};

/** Create a card by name (letters, digits, spaces, hyphen, underscore); Submit is disabled while it is empty. */
export function CreateCardDialog({ onClose, onCreated }: CreateCardDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const create = useCreateCreditCard();
  return (
    <EditFieldDialog
      title={t('cards.createTitle')}
      fields={[
        { name: 'category_name', label: t('cards.name'), kind: 'text', maxLength: 80, helper: t('cards.nameHint') },
      ]}
      initialValues={{ category_name: '' }}
      validate={(values) => schemaProblems(createCreditCardInputSchema, values)}
      blockWhenInvalid
      onSubmit={async (values) => onCreated(await create.mutateAsync({ category_name: String(values.category_name) }))}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
