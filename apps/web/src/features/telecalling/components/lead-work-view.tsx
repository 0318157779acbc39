/**
 * One customer at a time: who they are (numbers masked), why they are in the queue, their products and
 * applications, earlier calls, dispositions and notes, their consents; Call, a note and the disposition.
 */
import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from '@saakh/domain/telecalling';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatRupees } from '@saakh/domain/money';
import { useLead } from '../api/get-lead';
import { CallButton } from './call-button';
import { DispositionForm } from './disposition-form';
import { callTone, dispositionTone, reasonTone } from './labels';
import { NoteForm } from './note-form';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

type HistoryItem = { key: string; at: string; primary: ReactNode; secondary?: string | null };

function historyOf(detail: LeadDetail, t: (key: string, options?: Record<string, unknown>) => string): HistoryItem[] {
  const items: HistoryItem[] = [
    ...detail.calls.map((call) => ({
      key: `call-${call.id}`,
      at: call.created_at,
      primary: (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{t('historyCall', { name: call.admin_name })}</span>
          <StatusChip label={t(`callStatus.${call.status}`)} tone={callTone[call.status]} />
        </Stack>
      ),
      secondary: call.duration_seconds !== null ? t('seconds', { count: call.duration_seconds }) : null,
    })),
    ...detail.dispositions.map((row) => ({
      key: `disposition-${row.id}`,
      at: row.created_at,
      primary: (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{row.admin_name}</span>
          <StatusChip label={t(`disposition.${row.disposition}`)} tone={dispositionTone[row.disposition]} />
        </Stack>
      ),
      secondary: [row.reason ? t(`notInterested.${row.reason}`) : null, row.note].filter(Boolean).join(' · ') || null,
    })),
    ...detail.notes.map((note) => ({
      key: `note-${note.id}`,
      at: note.created_at,
      primary: t('historyNote', { name: note.admin_name }),
      secondary: note.text,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

export type LeadWorkViewProps = { leadId: number; onBack: () => void; onDone: (open: boolean) => void };

export function LeadWorkView({ leadId, onBack, onDone }: LeadWorkViewProps) {
  const { t, i18n } = useTranslation('telecalling');
  const lead = useLead(leadId);
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
      {t('backToQueue')}
    </Button>
  );
  if (lead.isPending) return <PageLoader />;
  if (lead.isError)
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState error={lead.error} onRetry={() => void lead.refetch()} />
      </Stack>
    );
  const detail = lead.data;
  const { customer } = detail;
  const closed = detail.lead.status !== 'open';
  const history = historyOf(detail, t);
  const dash = '—';

  return (
    <Stack spacing={2} data-testid="lead-work-view">
      {back}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.375rem' }} data-testid="lead-customer-name">
              {customer.name ?? t('unnamed')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
              <Typography data-testid="lead-mobile">{customer.mobile ?? dash}</Typography>
              <StatusChip label={t(`reason.${detail.lead.reason}`)} tone={reasonTone[detail.lead.reason]} />
              {closed ? <StatusChip label={t('closed')} tone="neutral" /> : null}
            </Stack>
            {detail.lead.note ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {detail.lead.note}
              </Typography>
            ) : null}
          </Box>
          <CallButton leadId={leadId} disabled={closed} />
          <FactList
            facts={[
              [t('facts.city'), customer.city ?? dash],
              [t('facts.pincode'), customer.pincode ?? dash],
              [t('facts.language'), customer.language ?? dash],
              [t('facts.pan'), customer.pan ?? dash],
              [t('facts.email'), customer.email ?? dash],
              [t('facts.joined'), formatDate(customer.joined_at, i18n.language)],
              [
                t('facts.lastSeen'),
                customer.last_seen_at ? formatDateTime(customer.last_seen_at, i18n.language) : dash,
              ],
              [t('facts.attempts'), String(detail.lead.attempts)],
            ]}
          />
        </Stack>
      </Paper>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section id="lead-disposition-title" title={t('whatHappened')}>
          {closed ? (
            <Typography>{t('closedHint')}</Typography>
          ) : detail.called ? (
            <DispositionForm leadId={leadId} onSaved={onDone} />
          ) : (
            <Typography data-testid="call-first">{t('callFirst')}</Typography>
          )}
        </Section>
        <Section id="lead-notes-title" title={t('notesTitle')}>
          <NoteForm leadId={leadId} disabled={closed} />
        </Section>
        <Section id="lead-products-title" title={t('productsTitle')}>
          {detail.applications.length === 0 && detail.products.length === 0 ? (
            <Typography color="text.secondary">{t('noProducts')}</Typography>
          ) : (
            <List dense disablePadding>
              {detail.applications.map((application) => (
                <ListItem key={application.id} disableGutters divider>
                  <ListItemText
                    primary={`${t(`product.${application.product}`, { defaultValue: application.product })} · ${application.lender_name}`}
                    secondary={`${t(`applicationStatus.${application.status}`, { defaultValue: application.status })} · ${formatRupees(application.amount)} · ${formatDate(application.created_at, i18n.language)}`}
                  />
                </ListItem>
              ))}
              {detail.products.map((product) => (
                <ListItem key={`${product.product}-${product.created_at}`} disableGutters divider>
                  <ListItemText
                    primary={t(`product.${product.product}`, { defaultValue: product.product })}
                    secondary={`${t(`journey.${product.status}`, { defaultValue: product.status })} · ${formatDate(product.created_at, i18n.language)}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section id="lead-history-title" title={t('historyTitle')}>
          {history.length === 0 ? (
            <Typography color="text.secondary">{t('noHistory')}</Typography>
          ) : (
            <List dense disablePadding data-testid="lead-history">
              {history.map((item) => (
                <ListItem key={item.key} disableGutters divider>
                  <ListItemText
                    primary={item.primary}
                    primaryTypographyProps={{ component: 'div' }}
                    secondary={[formatDateTime(item.at, i18n.language), item.secondary].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section id="lead-consents-title" title={t('consentsTitle')}>
          {detail.consents.length === 0 ? (
            <Typography color="text.secondary">{t('noConsents')}</Typography>
          ) : (
            <List dense disablePadding>
              {detail.consents.map((consent) => (
                <ListItem key={`${consent.kind}-${consent.accepted_at}`} disableGutters divider>
                  <ListItemText
                    primary={t(`consent.${consent.kind}`, { defaultValue: consent.kind })}
                    secondary={
                      consent.withdrawn_at
                        ? t('consentWithdrawn', { date: formatDate(consent.withdrawn_at, i18n.language) })
                        : t('consentGiven', { date: formatDate(consent.accepted_at, i18n.language) })
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Stack>
  );
}
