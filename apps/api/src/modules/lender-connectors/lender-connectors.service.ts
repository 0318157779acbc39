/**
 * Lender connectors for operations (decision 044): the connection form (role 1), the lender's status and reason
 * words, its live feed and submissions, an application's "Send to lender", and the connectors' health.
 */
import {
  CONNECTOR_ALERT_ERROR_RATE,
  CONNECTOR_ALERT_MIN_SENDS,
  CONNECTOR_ALERT_SILENT_HOURS,
  CONNECTOR_ATTEMPTS,
  CONNECTOR_TIMEOUT_MS,
  defaultFieldMap,
  defaultReasonMap,
  defaultStatusMap,
  type ApplicationLenderSubmission,
  type ConnectorHealth,
  type LenderCodeMap,
  type LenderConnector,
  type LenderConnectorInput,
  type LenderEventListQuery,
  type LenderEventPage,
  type LenderSubmission,
  type LenderSubmissionListQuery,
  type LenderSubmissionPage,
} from '@saakh/domain/lender-connectors';
import type { MessageKey } from '@saakh/domain/messages';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { encryptSecret, secretHint } from '../../lib/crypto/secret-box';
import { isSpecialPurposeLiteral } from '../../lib/http/special-addresses';
import type { Session } from '../../lib/session';
import { applicationForLender, lockStatuses } from '../applications/applications.service';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { findLenderForConnector, setConnectionFlags } from '../lenders/lenders.service';
import * as repo from './lender-connectors.repository';
import { enqueueSend } from './lender-submissions.service';

const HOUR_MS = 60 * 60 * 1000;
/** How far back an accepted submission still waiting for a decision counts for the "callbacks stopped" alert. */
const AWAITING_DAYS = 30;

export function webhookPathOf(lenderId: number): string {
  return `/api/lender-hooks/${lenderId}`;
}

async function lenderOr404(db: Executor, lenderId: number, lock = false) {
  const lender = await findLenderForConnector(db, lenderId, { lock });
  if (!lender) throw new AppError('not_found', 'notFound');
  return lender;
}

function toConnector(
  lender: { id: number; autosubmission: number },
  row: repo.ConnectorRow | undefined,
): LenderConnector {
  return {
    lenderId: lender.id,
    sendMode: row?.send_mode ?? 'link',
    autosubmission: lender.autosubmission === 1,
    endpointUrl: row?.endpoint_url ?? null,
    authKind: row?.auth_kind ?? null,
    keyId: row?.key_id ?? null,
    secretHint: row?.secret_hint ?? null,
    tokenUrl: row?.token_url ?? null,
    fieldMap: row ? { ...defaultFieldMap, ...row.field_map } : { ...defaultFieldMap },
    timeoutMs: row?.timeout_ms ?? CONNECTOR_TIMEOUT_MS.default,
    maxAttempts: row?.max_attempts ?? CONNECTOR_ATTEMPTS.default,
    webhooks: row?.webhooks ?? false,
    webhookSecretHint: row?.webhook_secret_hint ?? null,
    webhookPath: webhookPathOf(lender.id),
    pollMinutes: row?.poll_minutes ?? null,
    lastPolledAt: row?.last_polled_at?.toISOString() ?? null,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

export async function getConnector(deps: Pick<Deps, 'db'>, lenderId: number): Promise<LenderConnector> {
  const lender = await lenderOr404(deps.db, lenderId);
  return toConnector(lender, await repo.findConnector(deps.db, lenderId));
}

/**
 * What is wrong with an address the connector would call: production calls https only, never a loopback or
 * special-purpose address literal (a name is checked against what it resolves to at each call); elsewhere http is
 * allowed to this computer only, so tests and the demo reach the local sandbox lender.
 */
export function connectorAddressProblem(address: string, production: boolean): MessageKey | null {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback = host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
  if (production) {
    if (url.protocol !== 'https:') return 'connectorHttpsRequired';
    if (loopback || isSpecialPurposeLiteral(host)) return 'connectorAddressRefused';
    return null;
  }
  return url.protocol === 'http:' && !loopback ? 'connectorHttpsRequired' : null;
}

type AuditedField = { field: string; before: unknown; after: unknown };

function changes(before: repo.ConnectorRow | undefined, after: repo.ConnectorRow): AuditedField[] {
  const fields = [
    'send_mode',
    'endpoint_url',
    'auth_kind',
    'key_id',
    'secret_hint',
    'token_url',
    'field_map',
    'timeout_ms',
    'max_attempts',
    'webhooks',
    'webhook_secret_hint',
    'poll_minutes',
  ] as const;
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }))
    .filter(({ before: old, after: now }) => JSON.stringify(old) !== JSON.stringify(now));
}

/**
 * Saves the lender's connector and its `api` and `autosubmission` flags (role 1). A secret left out keeps the one
 * stored; an API connector needs one (and webhooks a webhook secret). The first save of an API connector starts the
 * lender's status and reason words from the sandbox lender's when it has none. Every change is audited, secrets as
 * their last four characters only.
 */
export async function saveConnector(
  deps: Pick<Deps, 'db' | 'config'>,
  session: Session,
  lenderId: number,
  input: LenderConnectorInput,
): Promise<LenderConnector> {
  const production = deps.config.env === 'production';
  for (const address of [input.endpointUrl, input.authKind === 'oauth' ? input.tokenUrl : null]) {
    const problem = address ? connectorAddressProblem(address, production) : null;
    if (problem) throw new AppError('conflict', problem);
  }
  const key = deps.config.connectors.secretKey;
  return deps.db.transaction(async (tx) => {
    await lenderOr404(tx, lenderId, true);
    const existing = await repo.findConnectorForUpdate(tx, lenderId);
    const api = input.sendMode === 'api';
    if (api && !input.secret && !existing?.secret_enc) throw new AppError('conflict', 'connectorSecretRequired');
    if (input.webhooks && !input.webhookSecret && !existing?.webhook_secret_enc) {
      throw new AppError('conflict', 'connectorWebhookSecretRequired');
    }
    const row = await repo.upsertConnector(tx, lenderId, {
      send_mode: input.sendMode,
      endpoint_url: input.endpointUrl,
      auth_kind: input.authKind,
      key_id: input.keyId || null,
      token_url: input.authKind === 'oauth' ? input.tokenUrl : null,
      field_map: { ...defaultFieldMap, ...input.fieldMap },
      timeout_ms: input.timeoutMs,
      max_attempts: input.maxAttempts,
      webhooks: input.webhooks,
      poll_minutes: input.pollMinutes,
      updated_by: session.subjectId,
      ...(input.secret ? { secret_enc: encryptSecret(key, input.secret), secret_hint: secretHint(input.secret) } : {}),
      ...(input.webhookSecret
        ? {
            webhook_secret_enc: encryptSecret(key, input.webhookSecret),
            webhook_secret_hint: secretHint(input.webhookSecret),
          }
        : {}),
      // A feed read from a new address starts from its beginning.
      ...(existing && existing.endpoint_url !== input.endpointUrl ? { poll_cursor: null, last_polled_at: null } : {}),
    });
    if (api && !(await repo.hasCodes(tx, lenderId))) {
      await repo.insertCodes(tx, lenderId, [
        ...defaultStatusMap.map((entry) => ({ kind: 'status' as const, ...entry })),
        ...defaultReasonMap.map((entry) => ({ kind: 'reason' as const, ...entry })),
      ]);
    }
    await setConnectionFlags(tx, session, lenderId, {
      api: api ? 1 : 0,
      autosubmission: input.autosubmission ? 1 : 0,
    });
    const entries: AuditEntry[] = changes(existing, row).map(({ field, before, after }) => ({
      action: 'lender.update',
      entity: 'lender',
      entityId: lenderId,
      field: `connector.${field}`,
      oldValue: before,
      newValue: after,
    }));
    await recordAudit(tx, session, entries);
    const lender = await lenderOr404(tx, lenderId);
    return toConnector(lender, row);
  });
}

// ---------- the lender's words ----------

export async function getCodeMap(deps: Pick<Deps, 'db'>, lenderId: number): Promise<LenderCodeMap> {
  await lenderOr404(deps.db, lenderId);
  return codeMapOf(await repo.listCodes(deps.db, lenderId));
}

function codeMapOf(rows: Awaited<ReturnType<typeof repo.listCodes>>): LenderCodeMap {
  return {
    statuses: rows
      .filter((row) => row.kind === 'status')
      .map((row) => ({ lenderCode: row.lenderCode, value: row.value as LenderCodeMap['statuses'][number]['value'] })),
    reasons: rows
      .filter((row) => row.kind === 'reason')
      .map((row) => ({ lenderCode: row.lenderCode, value: row.value as LenderCodeMap['reasons'][number]['value'] })),
  };
}

function duplicateIn(list: { lenderCode: string }[]): boolean {
  return new Set(list.map((entry) => entry.lenderCode)).size !== list.length;
}

/** Replaces both lists of the lender's words (role 1); a word twice in one list is refused. Audited as a whole. */
export async function saveCodeMap(
  deps: Pick<Deps, 'db'>,
  session: Session,
  lenderId: number,
  input: LenderCodeMap,
): Promise<LenderCodeMap> {
  for (const [field, list] of [
    ['statuses', input.statuses],
    ['reasons', input.reasons],
  ] as const) {
    if (duplicateIn(list))
      throw new AppError('validation', 'codeMapDuplicate', { errors: { [field]: ['codeMapDuplicate'] } });
  }
  return deps.db.transaction(async (tx) => {
    await lenderOr404(tx, lenderId, true);
    const before = codeMapOf(await repo.listCodes(tx, lenderId));
    await repo.replaceCodes(tx, lenderId, [
      ...input.statuses.map((entry) => ({ kind: 'status' as const, ...entry })),
      ...input.reasons.map((entry) => ({ kind: 'reason' as const, ...entry })),
    ]);
    const after = codeMapOf(await repo.listCodes(tx, lenderId));
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, session, [
        {
          action: 'lender.update',
          entity: 'lender',
          entityId: lenderId,
          field: 'connector.code_map',
          oldValue: before,
          newValue: after,
        },
      ]);
    }
    return after;
  });
}

// ---------- the live feed and the submissions ----------

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listEvents(
  deps: Pick<Deps, 'db'>,
  lenderId: number,
  query: LenderEventListQuery,
): Promise<LenderEventPage> {
  await lenderOr404(deps.db, lenderId);
  const page = await repo.listEvents(deps.db, lenderId, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      applicationId: row.application_id,
      lenderStatus: row.lender_status,
      reasonCode: row.reason_code,
      amount: row.amount === null ? null : Number(row.amount),
      occurredAt: row.occurred_at.toISOString(),
      receivedAt: row.received_at.toISOString(),
      channel: row.channel,
      outcome: row.outcome,
    })),
  };
}

function toSubmission(row: repo.SubmissionRow): LenderSubmission {
  return {
    applicationId: row.application_id,
    lenderId: row.lender_id,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    lenderReference: row.lender_reference,
    queuedAt: row.queued_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    failedAt: row.failed_at?.toISOString() ?? null,
  };
}

export async function listSubmissions(
  deps: Pick<Deps, 'db'>,
  lenderId: number,
  query: LenderSubmissionListQuery,
): Promise<LenderSubmissionPage> {
  await lenderOr404(deps.db, lenderId);
  const page = await repo.listSubmissions(deps.db, lenderId, query);
  return { ...page, items: page.items.map(toSubmission) };
}

// ---------- an application's sending ----------

const sendableStatuses: readonly string[] = ['submitted', 'in_review'];

function isSendable(
  connector: repo.ConnectorRow | undefined,
  status: string,
  submission: repo.SubmissionRow | undefined,
): boolean {
  return (
    connector?.send_mode === 'api' &&
    sendableStatuses.includes(status) &&
    (submission === undefined || submission.state === 'failed')
  );
}

export async function getApplicationSubmission(
  deps: Pick<Deps, 'db'>,
  applicationId: string,
): Promise<ApplicationLenderSubmission> {
  const application = await applicationForLender(deps.db, applicationId);
  if (!application) throw new AppError('not_found', 'notFound');
  const connector = await repo.findConnector(deps.db, application.lenderId);
  const submission = await repo.findSubmission(deps.db, applicationId);
  return {
    submission: submission ? toSubmission(submission) : null,
    sendable: isSendable(connector, application.status, submission),
  };
}

/**
 * "Send to lender" (roles 1 and 2): queues the application for its lender's API; a failed submission is queued again
 * from its first try. Audited on the lender.
 */
export async function sendToLender(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  applicationId: string,
): Promise<LenderSubmission> {
  return deps.db.transaction(async (tx) => {
    const application = await applicationForLender(tx, applicationId);
    if (!application) throw new AppError('not_found', 'notFound');
    const status = (await lockStatuses(tx, [applicationId])).get(applicationId)?.status ?? application.status;
    const connector = await repo.findConnector(tx, application.lenderId);
    if (connector?.send_mode !== 'api') throw new AppError('conflict', 'connectorMissing');
    const existing = await repo.findSubmissionForUpdate(tx, applicationId);
    if (!isSendable(connector, status, existing)) throw new AppError('conflict', 'submissionNotSendable');
    const submission = existing
      ? await repo.requeueSubmission(tx, applicationId, session.subjectId)
      : await repo.insertSubmission(tx, {
          applicationId,
          lenderId: application.lenderId,
          queuedBy: session.subjectId,
        });
    if (!submission) throw new AppError('conflict', 'submissionNotSendable');
    await enqueueSend(deps, tx, submission, 1);
    await recordAudit(tx, session, [
      {
        action: 'lender.update',
        entity: 'lender',
        entityId: application.lenderId,
        field: 'connector.submission',
        oldValue: existing ? { application: applicationId, state: existing.state } : null,
        newValue: { application: applicationId, state: 'queued' },
      },
    ]);
    return toSubmission(submission);
  });
}

// ---------- health ----------

/**
 * Each lender with an API connector or events in the last 24 hours: sends, acceptances and failures (with their
 * reasons), the median time to a decision, its last event, and why operations should look (many sends failing, or
 * no event for CONNECTOR_ALERT_SILENT_HOURS while accepted applications await a decision).
 */
export async function connectorHealth(deps: Pick<Deps, 'db' | 'clock'>): Promise<ConnectorHealth[]> {
  const now = deps.clock.now().getTime();
  const since = new Date(now - 24 * HOUR_MS);
  const silentSince = new Date(now - CONNECTOR_ALERT_SILENT_HOURS * HOUR_MS);
  const rows = await repo.connectorHealth(deps.db, since, silentSince, new Date(now - AWAITING_DAYS * 24 * HOUR_MS));
  const reasons = await repo.failureReasons(deps.db, since);
  return rows.map((row) => {
    const sent = Number(row.sent);
    const failed = Number(row.failed);
    const lastEventAt = isoOf(row.last_event_at);
    const alerts: ConnectorHealth['alerts'] = [];
    const silent = lastEventAt === null || new Date(lastEventAt).getTime() <= silentSince.getTime();
    if (Number(row.awaiting) > 0 && silent) alerts.push('callbacks_stopped');
    if (sent >= CONNECTOR_ALERT_MIN_SENDS && failed / sent >= CONNECTOR_ALERT_ERROR_RATE) alerts.push('error_rate');
    return {
      lenderId: Number(row.lender_id),
      lenderName: row.name,
      sendMode: row.send_mode ?? 'link',
      sent,
      accepted: Number(row.accepted),
      failed,
      failureReasons: reasons
        .filter((reason) => Number(reason.lender_id) === Number(row.lender_id))
        .map((reason) => ({ reason: reason.reason, count: Number(reason.n) })),
      medianDecisionSeconds: row.median_seconds === null ? null : Math.round(Number(row.median_seconds)),
      lastEventAt,
      alerts,
    };
  });
}
