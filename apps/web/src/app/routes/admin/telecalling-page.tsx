import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminSession } from '@/features/auth/api/get-admin-session';
import { LeadWorkView } from '@/features/telecalling/components/lead-work-view';
import { MyQueue } from '@/features/telecalling/components/my-queue';
import { QueueRules } from '@/features/telecalling/components/queue-rules';
import { TeamView, teamLeadListParams } from '@/features/telecalling/components/team-view';

const tabs = ['queue', 'team', 'rules'] as const;
type TelecallingTab = (typeof tabs)[number];

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
  const requested = search.get('tab');
  const tab: TelecallingTab = isLead && (requested === 'team' || requested === 'rules') ? requested : 'queue';
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
  const choose = (next: TelecallingTab) =>
    update((params) => {
      params.delete('lead');
      if (next === 'queue') params.delete('tab');
      else params.set('tab', next);
    });

  if (session.isPending) return <PageLoader />;
  return (
    <Stack spacing={2}>
      <PageHeader title={t('title')} description={t(isLead ? 'descriptionLead' : 'description')} />
      {leadId ? (
        <LeadWorkView key={leadId} leadId={leadId} onBack={close} onDone={close} />
      ) : (
        <>
          {isLead ? (
            <Tabs
              value={tab}
              onChange={(_event, next: TelecallingTab) => choose(next)}
              aria-label={t('tabsLabel')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {tabs.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(`tabs.${name}`)}
                  id={`telecalling-tab-${name}`}
                  aria-controls={`telecalling-panel-${name}`}
                />
              ))}
            </Tabs>
          ) : null}
          <div
            role={isLead ? 'tabpanel' : undefined}
            id={`telecalling-panel-${tab}`}
            aria-labelledby={isLead ? `telecalling-tab-${tab}` : undefined}
          >
            {tab === 'team' ? (
              <TeamView leadParams={leadParams} />
            ) : tab === 'rules' ? (
              <QueueRules />
            ) : (
              <MyQueue onOpen={open} />
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
