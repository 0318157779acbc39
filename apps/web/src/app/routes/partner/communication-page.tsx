/**
 * /partner/communication (the partner's tickets, and one ticket with `?ticket=`), /partner/communication/tech-support
 * and /partner/communication/general-query (a new ticket; the statement's dispute link pre-fills the latter).
 */
import ForumIcon from '@/components/ui/icons/Forum';
import SupportAgentIcon from '@/components/ui/icons/SupportAgent';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ticketPrefillFrom, type TicketCategory } from '@saakh/domain/partner-support';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { NewTicketForm } from '@/features/partner-support/components/new-ticket-form';
import { PartnerTicketView } from '@/features/partner-support/components/partner-ticket-view';
import {
  PartnerTicketsTable,
  partnerTicketListParams,
} from '@/features/partner-support/components/partner-tickets-table';

const ticketHref = (id: number) => `/partner/communication?ticket=${id}`;

function SubPageLink({ to, title, text, icon }: { to: string; title: string; text: string; icon: React.ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {icon}
            <div>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function CommunicationPage() {
  const { t } = useTranslation('partner-support');
  const [search] = useSearchParams();
  const params = useListParams(partnerTicketListParams);
  const ticketId = Number(search.get('ticket'));
  const open = Number.isInteger(ticketId) && ticketId > 0 ? ticketId : null;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('communication.title')} description={t('communication.description')} />
      {open !== null ? (
        <PartnerTicketView id={open} backHref="/partner/communication" />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SubPageLink
              to="/partner/communication/tech-support"
              title={t('techSupport.title')}
              text={t('techSupport.card')}
              icon={<SupportAgentIcon color="primary" aria-hidden />}
            />
            <SubPageLink
              to="/partner/communication/general-query"
              title={t('generalQuery.title')}
              text={t('generalQuery.card')}
              icon={<ForumIcon color="primary" aria-hidden />}
            />
          </Stack>
          <PartnerTicketsTable params={params} ticketHref={ticketHref} />
        </>
      )}
    </Stack>
  );
}

function NewTicketPage({ page, categories }: { page: 'techSupport' | 'generalQuery'; categories: TicketCategory[] }) {
  const { t } = useTranslation('partner-support');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const prefill = ticketPrefillFrom(search, categories[0] ?? 'general_query');
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t(`${page}.title`)}
        description={t(`${page}.description`)}
        actions={
          <Button component={RouterLink} to="/partner/communication" variant="outlined">
            {t('communication.allTickets')}
          </Button>
        }
      />
      <NewTicketForm
        categories={categories}
        prefill={prefill}
        onCreated={(ticket) => void navigate(ticketHref(ticket.id))}
      />
    </Stack>
  );
}

export function TechSupportPage() {
  return <NewTicketPage page="techSupport" categories={['tech_support']} />;
}

export function GeneralQueryPage() {
  return <NewTicketPage page="generalQuery" categories={['general_query', 'dispute']} />;
}
