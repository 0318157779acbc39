/**
 * A customer's applications in the CSR portal, newest first, each with its status timeline (who moved it, when, and
 * the lender's remarks) and "Resend status message". The application the page was opened for is shown first, open.
 */
import SendIcon from '@/components/ui/icons/Send';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@/components/ui/icons/ExpandMore';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsrApplication } from '@saakh/domain/csr';
import { formatRupees } from '@saakh/domain/money';
import { NothingYet } from './customer-history-sections';
import { FactList } from '@/components/ui/fact-list';
import { FormSection } from '@/components/ui/form-section';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusChip } from '@/components/ui/status-chip';
import { applicationStatusTones } from '@/lib/application-status';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useResendStatusMessage } from '../api/resend-status-message';

export type CustomerApplicationsSectionProps = {
  customerId: number;
  applications: CsrApplication[];
  /** The application the page was opened for (the route's {pid}), if it is one of these. */
  focus: string | undefined;
  disabled: boolean;
  /** More about one application, shown under its timeline (its sending to the lender's API, for roles 1 and 2). */
  renderApplicationExtra?: (applicationId: string) => ReactNode;
};

export function CustomerApplicationsSection({
  customerId,
  applications,
  focus,
  disabled,
  renderApplicationExtra,
}: CustomerApplicationsSectionProps) {
  const { t, i18n } = useTranslation('csr-portal');
  const resend = useResendStatusMessage();
  const ordered = [...applications].sort((a, b) => Number(b.id === focus) - Number(a.id === focus));
  const send = (application: CsrApplication) =>
    resend.mutate(
      { id: customerId, application_id: application.id },
      { onSuccess: (answer) => toast(t('applications.resent', { count: answer.data.queued }), 'success') },
    );
  return (
    <FormSection id="csr-applications" title={t('applications.title', { count: applications.length })}>
      {ordered.length === 0 ? (
        <NothingYet text={t('applications.empty')} />
      ) : (
        ordered.map((application, index) => (
          <Accordion
            key={application.id}
            defaultExpanded={application.id === focus || (focus === undefined && index === 0)}
            disableGutters
            variant="outlined"
            data-testid={`csr-application-${application.id}`}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`csr-app-${application.id}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {application.lender_name}
                </Typography>
                <Typography component="span" sx={{ fontFamily: 'monospace' }}>
                  {application.reference}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {t(`products.${application.product}`, { defaultValue: application.product })} ·{' '}
                  {formatRupees(application.amount)}
                </Typography>
                <StatusChip
                  label={t(`statuses.${application.status}`)}
                  tone={applicationStatusTones[application.status]}
                />
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`csr-app-${application.id}`}>
              <Stack spacing={2}>
                <FactList
                  facts={[
                    [t('applications.applicationReference'), application.reference],
                    [t('applications.id'), application.id],
                    [t('applications.tenure'), t('applications.months', { count: application.tenure_months })],
                    [t('applications.apr'), `${application.apr}%`],
                    [t('applications.reference'), application.lender_reference ?? '—'],
                    [
                      t('applications.disbursed'),
                      application.disbursed_amount
                        ? `${formatRupees(application.disbursed_amount)} · ${formatDate(application.disbursed_on, i18n.language)}`
                        : '—',
                    ],
                    [t('applications.created'), formatDate(application.created_at, i18n.language)],
                  ]}
                />
                <div>
                  <Typography variant="subtitle2" component="h3">
                    {t('applications.timeline')}
                  </Typography>
                  <List dense aria-label={t('applications.timelineOf', { lender: application.lender_name })}>
                    {application.timeline.map((step, stepIndex) => (
                      <ListItem key={`${step.at}-${stepIndex}`} disableGutters>
                        <ListItemText
                          primary={`${t(`statuses.${step.status}`)} · ${t(`sources.${step.source}`, { defaultValue: step.source })}`}
                          secondary={
                            <>
                              <RelativeTime value={step.at} />
                              {step.remarks ? ` · ${step.remarks}` : null}
                            </>
                          }
                        />
                      </ListItem>
                    ))}
                  </List>
                </div>
                {renderApplicationExtra?.(application.id)}
                <div>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<SendIcon />}
                    disabled={disabled}
                    loading={resend.isPending && resend.variables?.application_id === application.id}
                    onClick={() => send(application)}
                  >
                    {t('applications.resend')}
                  </Button>
                </div>
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </FormSection>
  );
}
