import RefreshIcon from '@/components/ui/icons/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canOpenAdminPath } from '@saakh/domain/roles';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { GrievanceAgeingCard } from '@/features/grievances/components/grievance-ageing-card';
import { ConnectorAlerts } from '@/features/lender-connectors/components/connector-alerts';
import { DashboardOverview } from '@/features/reports/components/dashboard-overview';
import { RebuildDayDialog } from '@/features/reports/components/rebuild-day-dialog';
import { ReportFilterBar } from '@/features/reports/components/report-filter-bar';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';

/** /admin/dashboard (roles 1 and 2): the period's figures, charts and tables, each opening the list behind it. */
export function DashboardPage() {
  const { t } = useTranslation('reports');
  const session = useAdminSession();
  const roleId = session.data?.roleId;
  const filters = useReportFilters();
  const [rebuilding, setRebuilding] = useState(false);
  // Counting a day again is role 1's, as the API's rebuild route declares.
  const canRebuild = roleId === 1;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        actions={
          canRebuild ? (
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => setRebuilding(true)}>
              {t('rebuild.open')}
            </Button>
          ) : undefined
        }
      />
      {/* Lenders' pages are role 1's: operations read which lender needs a look, without a link they cannot follow. */}
      <ConnectorAlerts
        connectionPath={
          roleId !== undefined && canOpenAdminPath(roleId, '/admin/lenders')
            ? (lenderId) => `/admin/lenders/${lenderId}?tab=connection`
            : undefined
        }
      />
      <ReportFilterBar filters={filters} />
      <DashboardOverview
        filters={filters.query}
        canOpenProductReports={roleId !== undefined && canOpenAdminPath(roleId, '/admin/products-report')}
      />
      <GrievanceAgeingCard queuePath="/admin/grievances" />
      {canRebuild ? <RebuildDayDialog open={rebuilding} onClose={() => setRebuilding(false)} /> : null}
    </Stack>
  );
}
