import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { UrlTabs, useUrlTab } from '@/components/ui/url-tabs';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { LeadWorkView } from '@/features/telecalling/components/lead-work-view';
import { MyQueue } from '@/features/telecalling/components/my-queue';
import { QueueRules } from '@/features/telecalling/components/queue-rules';
import { TeamView, teamLeadListParams } from '@/features/telecalling/components/team-view';

const tabs = ['queue', 'team', 'rules'] as const;

/**
 * /admin/telecalling (roles 1 and 3): "My queue" and "Next customer", one customer at a time (`?lead=`); a team
 * lead (role 1) also sees the team's figures with reassignment, and the queue rules.
 */
export function TelecallingPage() {
  const { t } = useTranslation('telecalling');
  const session = useAdminSession();
  const [search, setSearch] = useSearchParams();
  const leadParams = useListParams(teamLeadListParams);
  const isLead = session.data?.roleId === 1;
  const tabState = useUrlTab(tabs, { allowed: isLead ? tabs : ['queue'], clear: ['lead'], push: true });
  const { tab } = tabState;
  const leadId = Number(search.get('lead')) || null;

  const update = (change: (params: URLSearchParams) => void) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        change(params);
        return params;
      },
      { replace: false },
    );
  const open = (id: number) => update((params) => params.set('lead', String(id)));
  const close = () => update((params) => params.delete('lead'));

  const view =
    tab === 'team' ? (
      <TeamView leadParams={leadParams} />
    ) : tab === 'rules' ? (
      <QueueRules />
    ) : (
      <MyQueue onOpen={open} />
    );

  if (session.isPending) return <PageLoader />;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t(isLead ? 'descriptionLead' : 'description')} />
      {leadId ? (
        <LeadWorkView key={leadId} leadId={leadId} onBack={close} onDone={close} />
      ) : isLead ? (
        <UrlTabs
          id="telecalling"
          label={t('tabsLabel')}
          state={tabState}
          tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        >
          {view}
        </UrlTabs>
      ) : (
        view
      )}
    </Stack>
  );
}
