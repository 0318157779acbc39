import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { GrievanceQueueRow } from '@saakh/domain/grievances';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { GrievanceQueueTable, grievanceQueueListParams } from '@/features/grievances/components/grievance-queue-table';

/** /admin/grievances (roles 1, 2 and 3): customers' complaints with their 30-day clock, nearest due first. */
export function GrievancesPage() {
  const { t } = useTranslation('grievances-admin');
  const params = useListParams(grievanceQueueListParams);
  const navigate = useNavigate();
  const { search } = useLocation();
  // The complaint's Back returns to the queue as it was (filters, page, search).
  const open = useCallback(
    (row: GrievanceQueueRow) => navigate(`/admin/grievances/${row.id}`, { state: { queueSearch: search } }),
    [navigate, search],
  );
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <GrievanceQueueTable params={params} onOpen={open} />
    </Stack>
  );
}
