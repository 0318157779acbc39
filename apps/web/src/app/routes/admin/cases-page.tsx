import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { AuditHistory } from '@/features/audit/components/audit-history';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { CaseQueue, caseListParams } from '@/features/cases/components/case-queue';
import { ApplicationDocumentsSection } from '@/features/document-review/components/application-documents-section';
import { useReportFilterOptions } from '@/features/reports/api/get-report-filter-options';

/**
 * /admin/cases (roles 1 and 2, issue 33): applications that wait on the lender as cases with owners and clocks. The
 * lender filter offers the reports' lenders (one per product, removed ones last and marked). A case's dialog shows the
 * documents its lender asks for, to verify or reject (decision 054), and for role 1 its change history.
 */
export function CasesPage() {
  // The case dialog’s documents section and history read their catalogues with the page, so opening a case never
  // waits on them.
  const { t } = useTranslation(['cases', 'reports', 'documents-review', 'documents', 'admin-catalogue']);
  const params = useListParams(caseListParams);
  const session = useAdminSession();
  const options = useReportFilterOptions();
  const lenders = useMemo(
    () =>
      (options.data?.lenders ?? []).map((lender) => ({
        value: String(lender.id),
        label: `${lender.name} · ${t(`products.${lender.product}`, { ns: 'reports' })}${
          lender.removed ? ` ${t('filters.removed', { ns: 'reports' })}` : ''
        }`,
      })),
    [options.data, t],
  );
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t('description')} />
      <CaseQueue
        params={params}
        lenders={lenders}
        me={session.data?.adminId}
        caseExtras={(row) => (
          <Stack spacing={3}>
            <ApplicationDocumentsSection applicationId={row.applicationId} />
            {/* Change history is role 1's (GET /api/admin/audit/…): who owned the case and when notes were added. */}
            {session.data?.roleId === 1 && <AuditHistory entity="application" id={row.applicationId} />}
          </Stack>
        )}
      />
    </Stack>
  );
}
