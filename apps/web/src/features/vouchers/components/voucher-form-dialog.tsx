import { useTranslation } from 'react-i18next';
import { voucherInputSchema, type AdminVoucher } from '@saakh/domain/vouchers';
import { EditFieldDialog, type EditField, type EditValues } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useSaveVoucher } from '../api/admin-vouchers';

export type VoucherFormDialogProps = {
  /** The voucher to edit, or null to add one. */
  voucher: AdminVoucher | null;
  onClose: () => void;
};

function initialValues(voucher: AdminVoucher | null): EditValues {
  if (!voucher) return { status: '1' };
  return {
    brand: voucher.brand,
    title_en: voucher.title_en,
    title_hi: voucher.title_hi,
    discount_en: voucher.discount_en,
    discount_hi: voucher.discount_hi,
    terms_en: voucher.terms_en,
    terms_hi: voucher.terms_hi,
    code: voucher.code,
    url: voucher.url,
    valid_from: voucher.valid_from,
    valid_until: voucher.valid_until,
    status: String(voucher.status),
  };
}

/** Adds or edits a voucher: every text in English and Hindi side by side, a code and/or link, its validity. */
export function VoucherFormDialog({ voucher, onClose }: VoucherFormDialogProps) {
  const { t } = useTranslation('vouchers');
  const save = useSaveVoucher();
  const text = (name: string, maxLength: number, kind: EditField['kind'] = 'text'): EditField => ({
    name,
    label: t(`fields.${name}`),
    kind,
    maxLength,
  });
  const fields: EditField[] = [
    text('brand', 60),
    text('title_en', 120),
    text('title_hi', 120),
    text('discount_en', 60),
    text('discount_hi', 60),
    text('terms_en', 1000, 'multiline'),
    text('terms_hi', 1000, 'multiline'),
    { ...text('code', 30), optional: true, helper: t('help.code'), asTyped: (value) => value.toUpperCase() },
    { ...text('url', 500), optional: true, helper: t('help.url') },
    { name: 'valid_from', label: t('fields.valid_from'), kind: 'date' },
    { name: 'valid_until', label: t('fields.valid_until'), kind: 'date' },
    {
      name: 'status',
      label: t('fields.status'),
      kind: 'select',
      options: [
        { value: '1', label: t('status.on') },
        { value: '0', label: t('status.off') },
      ],
    },
  ];
  return (
    <EditFieldDialog
      title={voucher ? t('editTitle', { brand: voucher.brand }) : t('addTitle')}
      fields={fields}
      initialValues={initialValues(voucher)}
      validate={(values) => schemaProblems(voucherInputSchema, values)}
      blockWhenInvalid
      maxWidth="md"
      onSubmit={(values) => save.mutateAsync({ id: voucher?.id ?? null, input: voucherInputSchema.parse(values) })}
      onClose={onClose}
    />
  );
}
