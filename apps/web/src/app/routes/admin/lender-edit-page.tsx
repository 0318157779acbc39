import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isLocale } from '@saakh/domain/i18n';
import { NotFound } from '@/components/ui/not-found';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { auditHistoryKey } from '@/features/audit/api/get-audit-history';
import { AuditHistory } from '@/features/audit/components/audit-history';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { LenderSlaForm } from '@/features/cases/components/lender-sla-form';
import { useSmartLists } from '@/features/catalogue/api/get-smart-lists';
import { LenderDocumentChecklist } from '@/features/document-review/components/lender-document-checklist';
import { ConnectionTab } from '@/features/lender-connectors/components/connection-tab';
import { useLender } from '@/features/lenders/api/get-lender';
import { LenderEditor } from '@/features/lenders/components/lender-edit/lender-editor';

const tabs = ['details', 'connection', 'sla', 'documents'] as const;

/**
 * The connection and SLA tabs' level-1 heading, the lender's name as the details tab's editor shows it: every view of
 * the page has one (the connection tab opens on its own from the dashboard's connector alerts).
 */
function LenderHeading({ lenderId }: { lenderId: number }) {
  const lender = useLender(lenderId);
  if (!lender.data) return null;
  return (
    <Typography variant="h4" component="h1" sx={{ pt: 2, wordBreak: 'break-word' }}>
      {lender.data.name}
    </Typography>
  );
}

/** The checklist offers the lender's own product once the lender is read (every product if it cannot be). */
function DocumentsTab({ lenderId }: { lenderId: number }) {
  const lender = useLender(lenderId);
  const session = useAdminSession();
  if (lender.isPending) return <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />;
  return (
    <LenderDocumentChecklist
      lenderId={lenderId}
      products={lender.data ? [lender.data.product] : undefined}
      canEdit={session.data?.roleId === 1}
    />
  );
}

/**
 * /admin/lenders/{lenderId} (role 1): the lender editor and, below it, the lender's change history; and the
 * "Connection" tab (`?tab=connection`, decision 044); its turnaround times per status (`?tab=sla`, issue 33); and the
 * documents it asks for per loan product (`?tab=documents`, decision 054: role 1 saves, others read).
 */
export function LenderEditPage() {
  const { lenderId } = useParams();
  const id = Number(lenderId);
  const queryClient = useQueryClient();
  // The documents tab's catalogues come with the page, so switching to it never waits on them.
  const { t, i18n } = useTranslation(['lender-connectors', 'documents-review', 'documents']);
  const smartLists = useSmartLists(isLocale(i18n.language) ? i18n.language : 'en');
  const tabState = useUrlTab(tabs, { push: true });
  const refreshHistory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: auditHistoryKey('lender', id) }),
    [queryClient, id],
  );

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  const details = (
    <Stack spacing={3}>
      <LenderEditor key={id} lenderId={id} smartLists={smartLists.data} onSaved={refreshHistory} />
      <AuditHistory entity="lender" id={id} />
    </Stack>
  );
  return (
    <UrlTabs
      id="lender"
      label={t('tabs.label')}
      state={tabState}
      tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
    >
      {tabState.tab === 'connection' ? (
        <>
          <LenderHeading lenderId={id} />
          <ConnectionTab key={id} lenderId={id} />
        </>
      ) : tabState.tab === 'sla' ? (
        <>
          <LenderHeading lenderId={id} />
          <LenderSlaForm key={id} lenderId={id} />
        </>
      ) : tabState.tab === 'documents' ? (
        <>
          <LenderHeading lenderId={id} />
          <DocumentsTab key={id} lenderId={id} />
        </>
      ) : (
        details
      )}
    </UrlTabs>
  );
}
