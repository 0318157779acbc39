/**
 * What other modules ask of partner support: the e-mails a partner's users get when an application is disbursed or a
 * payout is made (partner-emails.ts sends them as jobs, honouring each user's preferences).
 */
export { queueDisbursalEmails, queuePayoutEmail } from './partner-emails';
