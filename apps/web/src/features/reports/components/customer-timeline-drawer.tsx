/**
 * One customer's journey in a side panel: every tracked event as a vertical timeline (time in India, product,
 * campaign, page) and the customer's applications. The drawer keeps the keyboard inside while open and gives the
 * focus back to the button that opened it.
 */
import CloseIcon from '@/components/ui/icons/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { CustomerTimeline } from '@saakh/domain/reporting';
import { ErrorState } from '@/components/ui/error-state';
import { StatusChip } from '@/components/ui/status-chip';
import { applicationStatusTones } from '@/lib/application-status';
import { useCustomerTimeline } from '../api/get-customer-timeline';
import { formatIstDateTime } from '../utils/dates';

export type CustomerTimelineDrawerProps = {
  /** The customer shown, or null when closed. */
  userId: number | null;
  /** Shown as the title while the timeline loads. */
  name: string;
  onClose: () => void;
};

type TimelineEvent = CustomerTimeline['events'][number];

function EventItem({ event, last }: { event: TimelineEvent; last: boolean }) {
  const { t, i18n } = useTranslation('reports');
  const utm = [event.utm_source, event.utm_medium, event.utm_campaign].filter(Boolean).join(' / ');
  const details: [string, string][] = [];
  if (event.product)
    details.push([t('timeline.product'), t(`products.${event.product}`, { defaultValue: event.product })]);
  if (event.partner_name) details.push([t('timeline.partner'), event.partner_name]);
  if (utm) details.push([t('timeline.utm'), utm]);
  if (event.path) details.push([t('timeline.path'), event.path]);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
        <Box sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />
        {last ? null : <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: 2, minWidth: 0 }}>
        <Typography variant="subtitle2" component="p">
          {t(`journeySteps.${event.event}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={event.at}>{formatIstDateTime(event.at, i18n.language)}</time>
        </Typography>
        {details.length > 0 ? (
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
            {details.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function TimelineBody({ timeline }: { timeline: CustomerTimeline }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const customer = timeline.customer;
  const eventsHeading = useId();
  const applicationsHeading = useId();
  const facts: [string, string][] = [
    [t('journeys.columns.mobile'), customer.mobile ?? '—'],
    [t('journeys.columns.partner_name'), customer.partner_name ?? '—'],
    [t('journeys.columns.utm_source'), customer.utm_source ?? '—'],
    [t('journeys.columns.utm_campaign'), customer.utm_campaign ?? '—'],
    [t('journeys.columns.first_seen_at'), formatIstDateTime(customer.first_seen_at, language)],
    [t('journeys.columns.last_seen_at'), formatIstDateTime(customer.last_seen_at, language)],
  ];
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      <section aria-labelledby={eventsHeading}>
        <Typography variant="h6" component="h3" id={eventsHeading} gutterBottom>
          {t('timeline.events')}
        </Typography>
        {timeline.eventCount > timeline.events.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('timeline.truncated', { shown: timeline.events.length, count: timeline.eventCount })}
          </Typography>
        ) : null}
        {timeline.events.length === 0 ? (
          <Typography color="text.secondary">{t('timeline.noEvents')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0 }} aria-labelledby={eventsHeading}>
            {timeline.events.map((event, index) => (
              <EventItem key={event.id} event={event} last={index === timeline.events.length - 1} />
            ))}
          </Box>
        )}
      </section>
      <section aria-labelledby={applicationsHeading}>
        <Typography variant="h6" component="h3" id={applicationsHeading} gutterBottom>
          {t('timeline.applications')}
        </Typography>
        {timeline.applications.length === 0 ? (
          <Typography color="text.secondary">{t('timeline.noApplications')}</Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby={applicationsHeading}>
            <Table size="small" aria-labelledby={applicationsHeading}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('internal.columns.lender_name')}</TableCell>
                  <TableCell>{t('internal.columns.product')}</TableCell>
                  <TableCell>{t('internal.columns.status')}</TableCell>
                  <TableCell align="right">{t('internal.columns.amount')}</TableCell>
                  <TableCell>{t('internal.columns.created_at')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {timeline.applications.map((application) => (
                  <TableRow key={application.application_id}>
                    <TableCell component="th" scope="row">
                      {application.lender_name}
                    </TableCell>
                    <TableCell>{t(`products.${application.product}`, { defaultValue: application.product })}</TableCell>
                    <TableCell>
                      <StatusChip
                        label={t(`statuses.${application.status}`)}
                        tone={applicationStatusTones[application.status]}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(application.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatIstDateTime(application.created_at, language)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </section>
    </Stack>
  );
}

export function CustomerTimelineDrawer({ userId, name, onClose }: CustomerTimelineDrawerProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const timeline = useCustomerTimeline(userId);
  const title = timeline.data?.customer.customer_name ?? name;
  return (
    <Drawer
      anchor="right"
      open={userId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 }, p: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {t('timeline.title', { name: title })}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label={t('timeline.close')} autoFocus>
          <CloseIcon />
        </IconButton>
      </Box>
      {timeline.isPending ? (
        <Stack spacing={1} aria-label={t('timeline.loading')} role="status">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      ) : timeline.isError ? (
        <ErrorState error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : (
        <TimelineBody timeline={timeline.data} />
      )}
    </Drawer>
  );
}
