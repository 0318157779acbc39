import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerApplicationRow } from '@saakh/domain/partner-insights';
import { datePresets } from '@saakh/domain/date-ranges';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { LazyPartBoundary, useLazyPart, useReopenedPart } from '@/components/ui/lazy-part';
import { PartLoadFailedDialog } from '@/components/ui/part-load-failed-dialog';
import { LoadingBar } from '@/components/ui/navigation-progress';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { ApplicationsTable } from '@/features/partner-insights/components/applications-table';
import { CommissionStatement } from '@/features/partner-insights/components/commission-statement';
import { PartnerScopeSelect } from '@/features/partner-insights/components/partner-scope-select';
import { PayoutsAndTds } from '@/features/partner-insights/components/payouts-and-tds';
import { usePartnerParam } from '@/features/partner-insights/hooks/use-partner-param';
import { PartnerPageHeader } from './partner-page-heads';

const tabs = ['applications', 'statement', 'payouts'] as const;

// The Documents dialog (its consent step's schema, its upload code) loads when a partner first opens it, not with the
// reports (issue 34).
const loadDocumentsDialog = () => import('@/features/documents/components/partner-documents-dialog');
const pickDocumentsDialog = (module: Awaited<ReturnType<typeof loadDocumentsDialog>>) => module.PartnerDocumentsDialog;
const DOCUMENTS_PART = 'partner-documents';

/**
 * /partner/reports: the partner's applications (masked), its monthly commission statement, and its payouts with their
 * invoices and the TDS withheld per quarter (its own only: sub-partners' payouts are theirs). Each application's
 * Documents action opens what its lender asks for, to upload with the customer's consent (decision 054).
 */
export function PartnerReportsPage() {
  const { t } = useTranslation('partner-insights');
  const tab = useUrlTab(tabs, { clear: ['page', 'sort', 'q', 'status', 'product', 'stage', 'month'] });
  const dates = useDateRangeParam('last_30_days');
  const [partnerId, setPartnerId] = usePartnerParam();
  const [documentsOf, setDocumentsOf] = useState<PartnerApplicationRow | null>(null);
  const documents = useLazyPart(loadDocumentsDialog, pickDocumentsDialog, { name: DOCUMENTS_PART });
  // A page reloaded to load the dialog's code again cannot tell which application it was for: the address is cleaned
  // and the partner opens it from the row again.
  useReopenedPart(DOCUMENTS_PART);

  return (
    <Stack spacing={2}>
      <PartnerPageHeader page="reports" />
      <UrlTabs
        id="partner-reports"
        label={t('reports.tabsLabel')}
        state={tab}
        tabs={tabs.map((value) => ({ value, label: t(`reports.tabs.${value}`) }))}
      >
        <Stack spacing={2} sx={{ pt: 2 }}>
          {tab.tab === 'payouts' ? (
            <PayoutsAndTds />
          ) : (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
                {tab.tab === 'applications' ? <DateRangePresets state={dates} presets={datePresets} /> : null}
                <PartnerScopeSelect value={partnerId} onChange={setPartnerId} />
              </Stack>
              {tab.tab === 'applications' ? (
                <ApplicationsTable
                  range={dates.range ? dates.query : null}
                  partnerId={partnerId}
                  onDocuments={setDocumentsOf}
                />
              ) : (
                <CommissionStatement partnerId={partnerId} />
              )}
            </>
          )}
        </Stack>
      </UrlTabs>
      {documentsOf ? (
        <LazyPartBoundary
          key={documents.attempt}
          fallback={<PartLoadFailedDialog open onRetry={documents.retry} onClose={() => setDocumentsOf(null)} />}
        >
          <Suspense fallback={<LoadingBar />}>
            <documents.Part
              applicationId={documentsOf.application_id}
              reference={documentsOf.reference}
              onClose={() => setDocumentsOf(null)}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </Stack>
  );
}
