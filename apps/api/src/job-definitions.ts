/** Every background job the API knows; a worker runs these queues. */
import type { JobDefinition } from './lib/jobs/jobs';
import { dispatchApplicationEventsJob } from './modules/applications/application-events';
import { passwordResetJob } from './modules/account-security/account-security.service';
import { signInLinkJob } from './modules/auth/auth.service';
import { forwardHelpRequestJob } from './modules/help/help.service';
import { lenderFileJob } from './modules/lender-files/lender-files.service';
import { lenderPollJob } from './modules/lender-connectors/lender-events.service';
import { lenderSendJob } from './modules/lender-connectors/lender-sending.service';
import { lenderPerformanceJob } from './modules/offer-ranking/offer-ranking.service';
import { campaignAudienceJob, sendMessagesJob } from './modules/messaging/sending';
import { webhookDeliveryJob, webhookFanOutJob } from './modules/partner-api/webhooks.service';
import { disbursalEmailJob, payoutEmailJob } from './modules/partner-support/partner-emails';
import { ticketReplyEmailJob } from './modules/partner-support/tickets.service';
import { retentionJob } from './modules/retention/retention.service';
import { grievanceRemindersJob } from './modules/grievances/grievances.service';
import { dataExportJob } from './modules/data-rights/data-rights.service';
import { rollupDaysJob } from './modules/reporting/rollup.service';
import { ledgerCheckJob } from './modules/commissions/ledger-check';
import { buildQueueJob } from './modules/telecalling/telecalling.service';

export const jobDefinitions: JobDefinition[] = [
  dispatchApplicationEventsJob,
  forwardHelpRequestJob,
  lenderFileJob,
  rollupDaysJob,
  buildQueueJob,
  sendMessagesJob,
  campaignAudienceJob,
  webhookFanOutJob,
  webhookDeliveryJob,
  ticketReplyEmailJob,
  disbursalEmailJob,
  payoutEmailJob,
  signInLinkJob,
  passwordResetJob,
  lenderPerformanceJob,
  retentionJob,
  grievanceRemindersJob,
  dataExportJob,
  ledgerCheckJob,
  lenderSendJob,
  lenderPollJob,
];
