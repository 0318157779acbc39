/**
 * Click-to-call through a telephony provider that masks both numbers (issue 11): the provider rings the telecaller's
 * own phone, then bridges the customer, showing each party only the provider's caller id. `local` records calls in
 * development and reports their progress itself; `http` asks a real bridge-call provider, whose status callbacks
 * arrive at POST /api/telecalling/call-events signed with HMAC-SHA256. Both hand statuses to the same function.
 */
import { randomUUID } from 'node:crypto';
import type { CallStatus } from '@saakh/domain/telecalling';
import { maskTail } from '@saakh/domain/masking';
import type { Config } from '../../config';
import type { Logger } from '../../deps';

export type CallRequest = {
  /** Our call's id, which the provider carries back on its status callbacks as `reference`. */
  reference: string;
  /** The telecaller's phone (10 digits); the local provider does without one. */
  agentNumber: string | null;
  customerNumber: string;
};

/** A status as the provider reports it: the same shape for a callback posted over HTTP and for the local provider. */
export type CallEvent = { call_id: string; status: CallStatus; duration_seconds?: number };

export type TelephonyProvider = {
  name: 'local' | 'http';
  /** Whether the telecaller's own phone is needed (a bridge call rings it first). */
  needsAgentNumber: boolean;
  /**
   * Places the call and answers the provider's call id. `report` receives its statuses when the provider reports
   * them in-process (local); an HTTP provider posts them to the callback route instead.
   */
  startCall: (request: CallRequest, report: (event: CallEvent) => Promise<void>) => Promise<{ callId: string }>;
};

export type LocalTimings = { ringingMs: number; answeredMs: number; completedMs: number };

/** Local progress as a provider reports it: ringing at once, answered after a second, completed a few after. */
export const defaultLocalTimings: LocalTimings = { ringingMs: 300, answeredMs: 1_200, completedMs: 4_000 };

/**
 * The development provider: records the call, logs it with both numbers masked, and reports ringing, answered and
 * completed (with the seconds between answer and end) on timers, as a provider's callbacks would come.
 */
export function createLocalTelephony(
  log: Pick<Logger, 'info' | 'warn'>,
  timings: LocalTimings = defaultLocalTimings,
): TelephonyProvider & { calls: Array<CallRequest & { callId: string }> } {
  const calls: Array<CallRequest & { callId: string }> = [];
  return {
    name: 'local',
    needsAgentNumber: false,
    calls,
    async startCall(request, report) {
      const callId = `local-${randomUUID()}`;
      calls.push({ ...request, callId });
      log.info(
        { callId, agent: maskTail(request.agentNumber), customer: maskTail(request.customerNumber) },
        '[telephony:local] bridging a call',
      );
      const send = (event: CallEvent) => {
        report(event).catch((error: unknown) => log.warn({ err: error, callId }, 'local call status not recorded'));
      };
      const at = (ms: number, event: CallEvent) => setTimeout(() => send(event), ms).unref();
      at(timings.ringingMs, { call_id: callId, status: 'ringing' });
      at(timings.answeredMs, { call_id: callId, status: 'answered' });
      at(timings.completedMs, {
        call_id: callId,
        status: 'completed',
        duration_seconds: Math.max(1, Math.round((timings.completedMs - timings.answeredMs) / 1000)),
      });
      return { callId };
    },
  };
}

/**
 * A bridge-call provider over HTTP: one JSON POST with the agent's number (rung first), the customer's, the caller
 * id both see, where to post statuses and our reference; it answers `{ call_id }`.
 */
export function createHttpTelephony(
  config: Config['telephony'],
  publicUrl: string,
  fetchImpl: typeof fetch = fetch,
): TelephonyProvider {
  if (!config.url) throw new Error('TELEPHONY_HTTP_URL is required when TELEPHONY_PROVIDER=http');
  const url = config.url;
  return {
    name: 'http',
    needsAgentNumber: true,
    async startCall(request) {
      if (!request.agentNumber) throw new Error('a bridge call needs the agent number');
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          from: `91${request.agentNumber}`,
          to: `91${request.customerNumber}`,
          caller_id: config.callerId,
          status_callback: `${publicUrl}/api/telecalling/call-events`,
          reference: request.reference,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Telephony provider answered ${response.status}`);
      }
      const answer = (await response.json()) as { call_id?: unknown };
      if (typeof answer.call_id !== 'string' || answer.call_id === '') {
        throw new Error('Telephony provider answered no call_id');
      }
      return { callId: answer.call_id };
    },
  };
}

export function createTelephony(config: Config, log: Logger): TelephonyProvider {
  return config.telephony.provider === 'http'
    ? createHttpTelephony(config.telephony, config.publicUrl)
    : createLocalTelephony(log);
}
