/** The one filter bar of the dashboard and every report: the date range, product, partner and lender. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { reportProducts } from '@saakh/domain/product-types';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { DateRangePresets } from '@/components/ui/date-range-presets';
import { useReportFilterOptions } from '../api/get-report-filter-options';
import type { ReportFiltersState } from '../hooks/use-report-filters';

export type ReportFilterBarProps = {
  filters: ReportFiltersState;
  /** Whether the lender filter is offered (not on the customers' journeys, which no lender is part of). */
  lender?: boolean;
  /** The page's own filters (the internal report's date stage and status), after the shared ones. */
  children?: ReactNode;
};

type Option = { value: string; label: string };

/** One filter's room: the whole width on a phone, a fixed width beside the others on wider screens. */
function FilterSlot({ children }: { children: ReactNode }) {
  return <Box sx={{ width: { xs: '100%', sm: 220 } }}>{children}</Box>;
}

/** The choices of an id filter; a chosen id the list does not (or not yet) hold is kept, so the field shows it. */
function idOptions(items: readonly { id: number; name: string }[] | undefined, chosen: string | undefined): Option[] {
  const options = (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  if (chosen && !options.some((option) => option.value === chosen))
    options.push({ value: chosen, label: `#${chosen}` });
  return options;
}

export function ReportFilterBar({ filters, lender = true, children }: ReportFilterBarProps) {
  const { t } = useTranslation('reports');
  const options = useReportFilterOptions();
  const { values, setFilter } = filters;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('filters.label')}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <DateRangePresets state={filters.dates} presets={datePresets} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FilterSlot>
          <FilterSelect
            label={t('filters.product')}
            value={values.product}
            allLabel={t('filters.allProducts')}
            options={reportProducts.map((product) => ({ value: product, label: t(`products.${product}`) }))}
            onChange={(value) => setFilter('product', value)}
          />
        </FilterSlot>
        <FilterSlot>
          <FilterSelect
            label={t('filters.partner')}
            value={values.partnerId}
            allLabel={t('filters.allPartners')}
            options={idOptions(options.data?.partners, values.partnerId)}
            onChange={(value) => setFilter('partnerId', value)}
          />
        </FilterSlot>
        {lender ? (
          <FilterSlot>
            <FilterSelect
              label={t('filters.lender')}
              value={values.lenderId}
              allLabel={t('filters.allLenders')}
              options={idOptions(
                options.data?.lenders.map((item) => ({
                  ...item,
                  name: `${item.name} · ${t(`products.${item.product}`)}${item.removed ? ` ${t('filters.removed')}` : ''}`,
                })),
                values.lenderId,
              )}
              onChange={(value) => setFilter('lenderId', value)}
            />
          </FilterSlot>
        ) : null}
        {Children.map(children, (child) => (child ? <FilterSlot>{child}</FilterSlot> : null))}
      </Box>
    </Paper>
  );
}
