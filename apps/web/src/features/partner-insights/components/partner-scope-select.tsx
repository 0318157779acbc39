/** A parent's choice of whose figures to read: all, its own, or one sub-partner's. Hidden for a partner alone. */
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { useInsightOptions } from '../api/get-insight-options';

export type PartnerScopeSelectProps = {
  value: string | undefined;
  onChange: (value: string | null) => void;
};

export function PartnerScopeSelect({ value, onChange }: PartnerScopeSelectProps) {
  const { t } = useTranslation('partner-insights');
  const options = useInsightOptions();
  const partners = options.data?.partners ?? [];
  if (partners.length < 2) return null;
  return (
    <FilterSelect
      label={t('scope.label')}
      value={value}
      allLabel={t('scope.all')}
      options={partners.map((partner) => ({
        value: String(partner.id),
        label: partner.own ? t('scope.own', { name: partner.name }) : partner.name,
      }))}
      onChange={onChange}
    />
  );
}
