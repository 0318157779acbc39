import { useTranslation } from 'react-i18next';
import { loanProductCodes } from '@saakh/domain/product-types';
import { FilterSelect } from '@/components/ui/data-table/filter-select';

export type ProductFilterProps = {
  /** The chosen product code, or undefined for all products. */
  value: string | undefined;
  onChange: (product: string | null) => void;
};

/** A lender list's product filter: all products, or one loan product. */
export function ProductFilter({ value, onChange }: ProductFilterProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <FilterSelect
      label={t('lenders.product')}
      value={value}
      allLabel={t('lenders.filter.all')}
      options={loanProductCodes.map((code) => ({ value: code, label: t(`lenders.filter.${code}`) }))}
      onChange={onChange}
    />
  );
}
