/**
 * Sending an application to a lender's API (decision 044): the body from the application and its customer's profile
 * through the connector's field map, the `Idempotency-Key` (the application id, so a retry after a lost answer finds
 * the lender's first application), and what the answer means: accepted, tried again later, or failed.
 */
import {
  CONNECTOR_ATTEMPTS,
  connectorFields,
  defaultFieldMap,
  lenderEventInputSchema,
  type ConnectorField,
  type SubmissionState,
} from '@saakh/domain/lender-connectors';
import {
  EMPLOYMENT_SALARIED,
  EMPLOYMENT_SELF_EMPLOYED_BUSINESS,
  EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL,
} from '@saakh/domain/employment';
import type { Deps } from '../../deps';
import { defineJob } from '../../lib/jobs/jobs';
import { applicationForLender, lockStatuses, updateLenderDetails } from '../applications/applications.service';
import { callLender, endpointOf, type LenderAnswer, type LenderEndpoint } from './lender-calls';
import * as repo from './lender-connectors.repository';
import { applyLenderEvent } from './lender-events.service';
import { enqueueSend, lenderSendQueue } from './lender-submissions.service';

/** The longest wait between two tries, however many came before. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

const employmentWords: Record<number, string> = {
  [EMPLOYMENT_SALARIED]: 'salaried',
  [EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL]: 'self_employed_professional',
  [EMPLOYMENT_SELF_EMPLOYED_BUSINESS]: 'self_employed_business',
};

type ApplicationForLender = NonNullable<Awaited<ReturnType<typeof applicationForLender>>>;

/** Each field a connector can send, as Saakh knows it; a value the customer has not given is null. */
export function connectorValues(application: ApplicationForLender): Record<ConnectorField, string | number | null> {
  const name = [application.firstName, application.lastName].filter((part) => part?.trim()).join(' ');
  return {
    partner_reference: application.id,
    'applicant.name': name || null,
    'applicant.mobile': application.mobile,
    'applicant.pan': application.pan?.toUpperCase() ?? null,
    'applicant.date_of_birth': application.birthDate,
    'applicant.monthly_income': application.monthlyIncome,
    'applicant.employment':
      application.employmentStatusCode === null ? null : (employmentWords[application.employmentStatusCode] ?? null),
    'applicant.pincode': application.pincode,
    'loan.amount': application.amount,
    'loan.tenure_months': application.tenureMonths,
    'loan.product': application.product,
  };
}

type JsonObject = { [key: string]: unknown };

/**
 * The lender's body: each field at its path in the field map (a dot path makes nested objects; a field the map leaves
 * out keeps Saakh's name). Objects have no prototype, so a path naming `__proto__` is only a key.
 */
export function lenderBody(
  fieldMap: Partial<Record<ConnectorField, string>>,
  values: Record<ConnectorField, unknown>,
): JsonObject {
  const body: JsonObject = Object.create(null) as JsonObject;
  for (const field of connectorFields) {
    const parts = (fieldMap[field] ?? defaultFieldMap[field]).split('.');
    const last = parts.pop();
    if (!last) continue;
    let target: JsonObject | null = body;
    for (const part of parts) {
      const next: unknown = target[part];
      if (next === undefined) target = target[part] = Object.create(null) as JsonObject;
      else if (typeof next === 'object' && next !== null) target = next as JsonObject;
      else target = null;
      if (!target) break;
    }
    if (target) target[last] = values[field];
  }
  return body;
}

type SendOutcome =
  | { kind: 'accepted'; reference: string | null; eventId: string | null; status: string | null; at: string | null }
  | { kind: 'retry'; error: string }
  | { kind: 'failed'; error: string };

/**
 * The lender's own error code from its answer, if it gave one in an expected shape: `{ error: { code } }`, or an OAuth
 * token endpoint's `{ error: "invalid_client" }` (RFC 6749). Never its words: they may hold personal data.
 */
function lenderErrorCode(json: unknown): string | null {
  const error = (json as { error?: unknown } | null)?.error;
  const code = typeof error === 'string' ? error : (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,40}$/.test(code) ? code : null;
}

const shortText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;

/**
 * What an answer means for the submission: a 2xx accepts it; a timeout, network error, 429 or 5xx is tried again. An
 * error at the OAuth token endpoint says so (`OAuth token: HTTP 401 INVALID_CLIENT`): the credentials, not the
 * application, are what to fix.
 */
export function sendOutcome(answer: LenderAnswer): SendOutcome {
  const outcome = callOutcome(answer);
  return answer.stage === 'token' && outcome.kind !== 'accepted'
    ? { ...outcome, error: `OAuth token: ${outcome.error}` }
    : outcome;
}

function callOutcome(answer: LenderAnswer): SendOutcome {
  switch (answer.kind) {
    case 'timeout':
      return { kind: 'retry', error: 'timeout' };
    case 'network':
      return { kind: 'retry', error: `network ${answer.code}` };
    case 'refused':
      return { kind: 'failed', error: 'address refused (special-purpose network)' };
    case 'answer': {
      const { status, json } = answer;
      if (status >= 200 && status < 300 && answer.stage !== 'token') {
        const body = json as { application_ref?: unknown; event_id?: unknown; status?: unknown; received_at?: unknown };
        return {
          kind: 'accepted',
          reference: shortText(body?.application_ref, 100),
          eventId: shortText(body?.event_id, 100),
          status: shortText(body?.status, 40),
          at: shortText(body?.received_at, 40),
        };
      }
      const code = lenderErrorCode(json);
      const error = code ? `HTTP ${status} ${code}` : `HTTP ${status}`;
      return status === 429 || status >= 500 ? { kind: 'retry', error } : { kind: 'failed', error };
    }
  }
}

/** The wait before try `attempt + 1`: the base, doubled for each try before, at most an hour. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Try `attempt` of one submission. Does nothing when that try is not the one due (accepted, failed, another try
 * queued), so a job run twice sends once. Answers the state the submission was left in, or null.
 */
export async function sendSubmission(
  deps: Deps,
  applicationId: string,
  attempt: number,
): Promise<SubmissionState | null> {
  const submission = await repo.startSend(deps.db, applicationId, attempt);
  if (!submission) return null;
  const connector = await repo.findConnector(deps.db, submission.lender_id);
  let endpoint: LenderEndpoint | null = null;
  try {
    endpoint = connector ? endpointOf(deps, connector) : null;
  } catch {
    endpoint = null;
  }
  const application = await applicationForLender(deps.db, applicationId);
  let outcome: SendOutcome;
  if (!connector || !endpoint) outcome = { kind: 'failed', error: 'connector not sending by API' };
  else if (!application) outcome = { kind: 'failed', error: 'application missing' };
  else {
    const body = JSON.stringify(lenderBody(connector.field_map, connectorValues(application)));
    const answer = await callLender(deps, endpoint, {
      method: 'POST',
      path: '/v1/loan-applications',
      body,
      headers: { 'idempotency-key': applicationId },
    });
    outcome = sendOutcome(answer);
  }
  const maxAttempts = connector?.max_attempts ?? CONNECTOR_ATTEMPTS.default;
  const state: SubmissionState =
    outcome.kind === 'accepted' ? 'accepted' : outcome.kind === 'retry' && attempt < maxAttempts ? 'queued' : 'failed';
  const written = await deps.db.transaction(async (tx) => {
    if (outcome.kind === 'accepted') {
      if (
        !(await repo.finishSend(tx, applicationId, attempt, { state: 'accepted', lenderReference: outcome.reference }))
      )
        return false;
      const current = (await lockStatuses(tx, [applicationId])).get(applicationId);
      if (current && outcome.reference) {
        await updateLenderDetails(tx, [
          {
            applicationId,
            status: current.status,
            lenderReference: outcome.reference,
            disbursedAmount: null,
            disbursedOn: null,
            remarks: null,
            remarkCode: null,
          },
        ]);
      }
      return true;
    }
    const lastError = outcome.error;
    if (!(await repo.finishSend(tx, applicationId, attempt, { state: state as 'queued' | 'failed', lastError }))) {
      return false;
    }
    if (state === 'queued') {
      const startAfter = new Date(
        deps.clock.now().getTime() + retryDelayMs(deps.config.connectors.retryBaseMs, attempt),
      );
      await enqueueSend(deps, tx, submission, attempt + 1, startAfter);
    }
    return true;
  });
  if (!written) return null;
  // The lender's own status in its answer is one of its events only when it names the event.
  if (outcome.kind === 'accepted' && outcome.eventId && outcome.status && outcome.reference) {
    const event = lenderEventInputSchema.safeParse({
      event_id: outcome.eventId,
      application_ref: outcome.reference,
      partner_reference: applicationId,
      status: outcome.status,
      occurred_at: outcome.at ?? deps.clock.now().toISOString(),
    });
    if (event.success) await applyLenderEvent(deps, submission.lender_id, event.data, 'api');
  }
  return state;
}

/** One try of one submission; the tries and their waits are the submission's own (sendSubmission). */
export const lenderSendJob = defineJob({
  ...lenderSendQueue,
  // The queue's retries only cover a crashed process; a refused send is retried by sendSubmission itself.
  retryLimit: 2,
  retryDelaySeconds: 30,
  // A token call and the send itself, each up to the connector's 30 s at most.
  expireInSeconds: 120,
  async run(deps, { applicationId, attempt }) {
    return { state: await sendSubmission(deps, applicationId, attempt) };
  },
});
