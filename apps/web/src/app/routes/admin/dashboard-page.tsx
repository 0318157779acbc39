import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { canOpenAdminPath } from '@saakh/domain/roles';
import { LazyPartBoundary, useLazyPart, useReopenedPart } from '@/components/ui/lazy-part';
import { PartLoadFailedDialog } from '@/components/ui/part-load-failed-dialog';
import { LoadingBar } from '@/components/ui/navigation-progress';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { GrievanceAgeingCard } from '@/features/grievances/components/grievance-ageing-card';
import { ConnectorAlerts } from '@/features/lender-connectors/components/connector-alerts';
import { DashboardOverview } from '@/features/reports/components/dashboard-overview';
import { loadCatalogues } from '@/lib/i18n';
import { ReportFilterBar } from '@/features/reports/components/report-filter-bar';
import { useReportFilters } from '@/features/reports/hooks/use-report-filters';
import { AdminDashboardHeader } from './admin-page-heads';

// Counting a day again is a dialog most visits never open: its code, its schema and the domain's messages load when
// it is first asked for, not with the dashboard (issue 34).
const loadRebuildDialog = () =>
  Promise.all([import('@/features/reports/components/rebuild-day-dialog'), loadCatalogues(['domain'])]).then(
    ([module]) => module,
  );
const pickRebuildDialog = (module: typeof import('@/features/reports/components/rebuild-day-dialog')) =>
  module.RebuildDayDialog;
const REBUILD_PART = 'rebuild-day';

/** /admin/dashboard (roles 1 and 2): the period's figures, charts and tables, each opening the list behind it. */
export function DashboardPage() {
  const session = useAdminSession();
  const roleId = session.data?.roleId;
  const filters = useReportFilters();
  // Counting a day again is role 1's, as the API's rebuild route declares.
  const canRebuild = roleId === 1;
  // Open again after the page was reloaded to load the dialog's code (useLazyPart's last retry).
  const reopen = useReopenedPart(REBUILD_PART);
  const [rebuilding, setRebuilding] = useState(reopen);
  // Mounted from the first time it is asked for, so a typed day survives closing the dialog.
  const [rebuildAsked, setRebuildAsked] = useState(reopen);
  const rebuild = useLazyPart(loadRebuildDialog, pickRebuildDialog, { name: REBUILD_PART });
  const openRebuild = () => {
    setRebuildAsked(true);
    setRebuilding(true);
  };

  return (
    <Stack spacing={2}>
      <AdminDashboardHeader canRebuild={canRebuild} onRebuild={openRebuild} />
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
      {canRebuild && rebuildAsked ? (
        <LazyPartBoundary
          key={rebuild.attempt}
          fallback={
            <PartLoadFailedDialog open={rebuilding} onRetry={rebuild.retry} onClose={() => setRebuilding(false)} />
          }
        >
          <Suspense fallback={<LoadingBar />}>
            <rebuild.Part open={rebuilding} onClose={() => setRebuilding(false)} />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </Stack>
  );
}
