/**
 * What else the CSR portal shows of a customer: the offers their open journeys show now, the messages sent to them,
 * their consents and opt-outs, help requests, telecalling, and where they came from.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CsrCustomerView, CsrRecordedRanking } from '@saakh/domain/csr';
import type { MessageStatus } from '@saakh/domain/messaging';
import { formatRupees } from '@saakh/domain/money';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';

const messageTones: Record<MessageStatus, StatusTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
  skipped: 'warning',
};

export type CustomerSectionProps = { view: CsrCustomerView };

/** A section with nothing to show says so in a line, not with a full empty state: the page has many of them. */
export function NothingYet({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

type RecordedRankingsProps = { rankings: CsrRecordedRanking[] };

/** The ranked lists the customer was shown, as recorded, with what placed each lender: for an audit of the order. */
function RecordedRankings({ rankings }: RecordedRankingsProps) {
  const { t, i18n } = useTranslation('csr-portal');
  if (rankings.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {t('offers.recorded')}
      </Typography>
      {rankings.map((ranking) => (
        <List
          key={ranking.recorded_at}
          dense
          aria-label={t('offers.recordedAt', {
            at: formatDateTime(ranking.recorded_at, i18n.language),
            rule: ranking.rule,
          })}
          subheader={
            <Typography variant="caption" color="text.secondary">
              {t('offers.recordedAt', { at: formatDateTime(ranking.recorded_at, i18n.language), rule: ranking.rule })}
            </Typography>
          }
        >
          {ranking.offers.map((entry) => (
            <ListItem key={entry.lender_id} disableGutters>
              <ListItemText
                primary={`${entry.position}. ${entry.lender_name ?? t('offers.lenderId', { id: entry.lender_id })}`}
                secondary={[
                  t('offers.inputApr', { apr: entry.apr.toFixed(2) }),
                  entry.approval_rate === null
                    ? t('offers.inputTooFew', { count: entry.decided })
                    : t('offers.inputApproval', {
                        percent: Math.round(entry.approval_rate * 100),
                        count: entry.decided,
                      }),
                  entry.median_decision_hours === null
                    ? null
                    : t('offers.inputSpeed', { hours: entry.median_decision_hours }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ))}
    </Stack>
  );
}

export function CustomerOffersSection({ view }: CustomerSectionProps) {
  const { t } = useTranslation('csr-portal');
  return (
    <FormSection id="csr-offers" title={t('offers.title')}>
      {view.journeys.length === 0 ? (
        <NothingYet text={t('offers.none')} />
      ) : (
        <Stack spacing={2}>
          {view.journeys.map((journey) => (
            <div key={journey.app_id}>
              <Typography variant="subtitle2" component="h3">
                {t('offers.journey', {
                  product: t(`products.${journey.product}`, { defaultValue: journey.product }),
                  amount: journey.desired_amount === null ? '—' : formatRupees(journey.desired_amount),
                })}
              </Typography>
              {journey.offers.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('offers.noneMatched')}
                </Typography>
              ) : (
                <TableContainer tabIndex={0} role="region" aria-label={t('offers.tableLabel')}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('offers.lender')}</TableCell>
                        <TableCell align="right">{t('offers.amount')}</TableCell>
                        <TableCell align="right">{t('offers.tenure')}</TableCell>
                        <TableCell align="right">{t('offers.apr')}</TableCell>
                        <TableCell align="right">{t('offers.emi')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {journey.offers.map((offer) => (
                        <TableRow key={offer.lender_name}>
                          <TableCell component="th" scope="row">
                            {offer.lender_name}
                          </TableCell>
                          <TableCell align="right">{formatRupees(offer.amount)}</TableCell>
                          <TableCell align="right">
                            {t('applications.months', { count: offer.tenure_months })}
                          </TableCell>
                          <TableCell align="right">{`${offer.apr.toFixed(2)}%`}</TableCell>
                          <TableCell align="right">{formatRupees(offer.emi)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
              {journey.unmatched.length > 0 ? (
                <List dense aria-label={t('offers.unmatched')}>
                  {journey.unmatched.map((lender) => (
                    <ListItem key={lender.lender_name} disableGutters>
                      <ListItemText primary={lender.lender_name} secondary={lender.reason} />
                    </ListItem>
                  ))}
                </List>
              ) : null}
              <RecordedRankings rankings={journey.recorded_rankings} />
            </div>
          ))}
        </Stack>
      )}
    </FormSection>
  );
}

export function CustomerMessagesSection({ view }: CustomerSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  return (
    <FormSection id="csr-messages" title={t('messages.title')}>
      {view.messages.length === 0 ? (
        <NothingYet text={t('messages.empty')} />
      ) : (
        <List aria-label={t('messages.list')}>
          {view.messages.map((message) => (
            <ListItem key={message.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <ListItemText
                primary={message.body}
                secondary={[
                  t(`channels.${message.channel}`),
                  t(`messageSources.${message.source}`, { defaultValue: message.source }),
                  formatDateTime(message.created_at, i18n.language),
                  message.error ?? message.skip_reason,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <StatusChip label={t(`messageStatuses.${message.status}`)} tone={messageTones[message.status]} />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}

export function CustomerConsentsSection({ view }: CustomerSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  const empty = view.consents.length === 0 && view.opt_outs.length === 0;
  return (
    <FormSection id="csr-consents" title={t('consents.title')}>
      {empty ? (
        <NothingYet text={t('consents.empty')} />
      ) : (
        <List aria-label={t('consents.list')}>
          {view.consents.map((consent, index) => (
            <ListItem key={`${consent.kind}-${index}`} divider disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={`${t(`consentKinds.${consent.kind}`, { defaultValue: consent.kind })} (${consent.text_version})`}
                secondary={
                  consent.withdrawn_at
                    ? t('consents.withdrawnOn', {
                        given: formatDateTime(consent.accepted_at, i18n.language),
                        withdrawn: formatDateTime(consent.withdrawn_at, i18n.language),
                      })
                    : t('consents.givenOn', { given: formatDateTime(consent.accepted_at, i18n.language) })
                }
              />
              <StatusChip
                label={t(consent.withdrawn_at ? 'consents.withdrawn' : 'consents.given')}
                tone={consent.withdrawn_at ? 'warning' : 'success'}
              />
            </ListItem>
          ))}
          {view.opt_outs.map((optOut) => (
            <ListItem key={`${optOut.channel}-${optOut.at}`} divider disableGutters sx={{ gap: 1 }}>
              <ListItemText
                primary={t('consents.optOut', { channel: t(`channels.${optOut.channel}`) })}
                secondary={`${t(`optOutSources.${optOut.source}`, { defaultValue: optOut.source })} · ${formatDateTime(optOut.at, i18n.language)}`}
              />
              <StatusChip label={t('consents.stopped')} tone="warning" />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}

export function CustomerHelpSection({ view }: CustomerSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  return (
    <FormSection id="csr-help" title={t('help.title')}>
      {view.help_requests.length === 0 ? (
        <NothingYet text={t('help.empty')} />
      ) : (
        <List aria-label={t('help.list')}>
          {view.help_requests.map((request) => (
            <ListItem key={request.id} divider disableGutters>
              <ListItemText
                primary={request.description}
                secondary={`${formatDateTime(request.created_at, i18n.language)} · ${t(`forward.${request.forward_status}`, { defaultValue: request.forward_status })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}

export function CustomerTelecallingSection({ view }: CustomerSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  const { open_lead: lead, dispositions } = view.telecalling;
  return (
    <FormSection id="csr-telecalling" title={t('telecalling.title')}>
      <Stack spacing={2}>
        <Typography variant="body2" data-testid="csr-open-lead">
          {lead
            ? t('telecalling.open', {
                reason: t(`reasons.${lead.reason}`),
                due: formatDateTime(lead.due_at, i18n.language),
                who: lead.assigned_to ?? t('telecalling.unassigned'),
              })
            : t('telecalling.none')}
        </Typography>
        {dispositions.length > 0 ? (
          <List dense aria-label={t('telecalling.outcomes')}>
            {dispositions.map((row, index) => (
              <ListItem key={`${row.at}-${index}`} divider disableGutters>
                <ListItemText
                  primary={[t(`dispositions.${row.disposition}`), row.reason, row.note].filter(Boolean).join(' · ')}
                  secondary={`${row.by} · ${formatDateTime(row.at, i18n.language)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </Stack>
    </FormSection>
  );
}

export function CustomerSourceSection({ view }: CustomerSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  const { source } = view;
  return (
    <FormSection id="csr-source" title={t('source.title')}>
      <FactList
        facts={[
          [t('source.partner'), source.partner ?? t('source.direct')],
          [t('source.utmSource'), source.utm_source ?? '—'],
          [t('source.utmMedium'), source.utm_medium ?? '—'],
          [t('source.utmCampaign'), source.utm_campaign ?? '—'],
          [t('source.segment'), source.url_segment ?? '—'],
          [t('source.firstSeen'), source.first_seen_at ? formatDateTime(source.first_seen_at, i18n.language) : '—'],
          [t('source.furthest'), source.furthest_step ? t(`steps.${source.furthest_step}`) : '—'],
        ]}
      />
    </FormSection>
  );
}
