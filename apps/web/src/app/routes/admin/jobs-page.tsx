import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { listQueryString } from '@saakh/domain/list-query-string';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { PageHeader } from '@/components/ui/page-header';
import { JobsOverviewPanel } from '@/features/jobs/components/jobs-overview';
import { JobsTable, jobListParams } from '@/features/jobs/components/jobs-table';

/** /admin/jobs: what the background jobs did in a period, and the dead letters to send again. */
export function JobsPage() {
  const { t } = useTranslation('admin');
  const dates = useDateRangeParam('today');
  const params = useListParams(jobListParams);
  const range = dates.problem ? {} : dates.query;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('jobs.title')} description={t('jobs.description')} />
      <DateRangePresets state={dates} presets={datePresets} />
      <JobsOverviewPanel query={range} statusLink={(status) => `/admin/jobs${listQueryString({ ...range, status })}`} />
      <JobsTable params={params} range={range} />
    </Stack>
  );
}
