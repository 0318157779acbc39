import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { PageHeader } from '@/components/ui/page-header';
import { DedupeLogsTable, dedupeLogListParams } from '@/features/dedupe/components/dedupe-logs-table';
import { useReportFilterOptions } from '@/features/reports/api/get-report-filter-options';

/** /admin/de-dupe-logs: the duplicates the de-dupe rule found and who kept each lead; an override needs a reason. */
export function DeDupeLogsPage() {
  const { t } = useTranslation('de-dupe-logs');
  const dates = useDateRangeParam('today');
  const params = useListParams(dedupeLogListParams);
  const options = useReportFilterOptions();
  const range = dates.problem ? {} : dates.query;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <DateRangePresets state={dates} presets={datePresets} />
      <DedupeLogsTable params={params} range={range} partners={options.data?.partners ?? []} />
    </Stack>
  );
}
