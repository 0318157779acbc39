import { useTranslation } from 'react-i18next';
import { createLenderInputSchema, LENDER_NAME_MAX, type Lender } from '@saakh/domain/lenders';
import { isLoanProductCode, loanProductCodes, type LoanProductCode } from '@saakh/domain/product-types';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateLender } from '../api/create-lender';
import { lenderNameAsTyped } from '../utils/typed-filters';

export type AddLenderDialogProps = {
  defaultProduct: LoanProductCode;
  onClose: () => void;
  /** The page shows the new lender (e.g. by searching for it). */
  onCreated: (lender: Lender) => void;
};

/** Add Lender: a name (only letters, digits, underscore and hyphen are accepted as typed) and its product. */
export function AddLenderDialog({ defaultProduct, onClose, onCreated }: AddLenderDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const create = useCreateLender();
  return (
    <EditFieldDialog
      title={t('lenders.addTitle')}
      fields={[
        {
          name: 'name',
          label: t('lenders.name'),
          kind: 'text',
          asTyped: lenderNameAsTyped,
          maxLength: LENDER_NAME_MAX,
          helper: t('lenders.nameHint'),
        },
        {
          name: 'product',
          label: t('lenders.product'),
          kind: 'select',
          options: loanProductCodes.map((code) => ({ value: code, label: t(`lenders.filter.${code}`) })),
        },
      ]}
      initialValues={{ name: '', product: defaultProduct }}
      validate={(values) => schemaProblems(createLenderInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('create')}
      onSubmit={async (values) => {
        const product = isLoanProductCode(values.product) ? values.product : defaultProduct;
        onCreated(await create.mutateAsync({ name: String(values.name), product }));
      }}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
