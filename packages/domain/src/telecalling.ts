/**
 * Telecalling (issue 11): why a customer is in the work queue, what a call ended in, and a call's states. Request and
 * answer schemas of the telecalling routes live here too.
 */

/** Why a customer is in the queue: a drop-off the queue rules found, or a callback raised in the CSR portal. */
export const telecallingReasons = [
  'otp_no_profile',
  'profile_no_application',
  'offers_not_chosen',
  'rejected_gold_eligible',
  'csr_callback',
] as const;
export type TelecallingReason = (typeof telecallingReasons)[number];

/** open: waiting in the queue (a callback waits until its time); done: a final disposition closed it. */
export const telecallingLeadStatuses = ['open', 'done'] as const;
export type TelecallingLeadStatus = (typeof telecallingLeadStatuses)[number];

export const dispositions = [
  'interested',
  'call_back',
  'not_interested',
  'wrong_number',
  'not_reachable',
  'applied',
] as const;
export type Disposition = (typeof dispositions)[number];

export const callStatuses = ['initiated', 'ringing', 'answered', 'completed', 'no_answer', 'failed'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** The reasons the queue rules look for (a CSR callback is raised by hand, never by a rule). */
export const queueRuleReasons = [
  'otp_no_profile',
  'profile_no_application',
  'offers_not_chosen',
  'rejected_gold_eligible',
] as const satisfies readonly TelecallingReason[];
export type QueueRuleReason = (typeof queueRuleReasons)[number];
