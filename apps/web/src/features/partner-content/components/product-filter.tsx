import { useTranslation } from 'react-i18next';
import { partnerProducts, type PartnerProduct } from '@saakh/domain/partner-content';
import { FilterSelect } from '@/components/ui/data-table/filter-select';

/** Narrows a list to one product (or all), kept in the page's URL by the caller. */
export function ProductFilter({
  value,
  onChange,
}: {
  value: PartnerProduct | undefined;
  onChange: (product: PartnerProduct | undefined) => void;
}) {
  const { t } = useTranslation('partner-content');
  return (
    <FilterSelect
      label={t('product')}
      value={value}
      allLabel={t('allProducts')}
      options={partnerProducts.map((product) => ({ value: product, label: t(`products.${product}`) }))}
      onChange={(next) => onChange((next as PartnerProduct | null) ?? undefined)}
    />
  );
}

export function productParam(value: string | null): PartnerProduct | undefined {
  return (partnerProducts as readonly string[]).includes(value ?? '') ? (value as PartnerProduct) : undefined;
}
