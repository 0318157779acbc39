/**
 * A lender's webhook calls, applied in batches (decision 052). A lender's platform sends its events as a stream, up
 * to hundreds a second from one address; applied one transaction each, every event pays its own lock round, ledger
 * row, outbox batch and follow-up jobs, and at that rate they queue behind one another until the lender's calls time
 * out. Here each lender has one lane: while a batch of its events is being applied, the calls that arrive wait and
 * go together in the next one (group commit: an event that finds the lane idle goes at once, alone). The calls'
 * signatures are recorded in the same transaction (a replay is refused there), and a call is answered when that
 * transaction has committed, so a 200 still means the event is kept.
 *
 * The lane is bounded by time: once its oldest waiting call has waited longer than `waitMs`, new calls are refused
 * with 503 and Retry-After (the lender sends again later) instead of waiting until they time out at the lender and
 * every other request of the process waits behind them. Per process on purpose: it protects this process's database
 * connection and CPU; exactly-once is the ledger's (its unique event ids), whichever instance a call reaches.
 */
import type { LenderEventInput, LenderEventOutcome } from '@saakh/domain/lender-connectors';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { recordSignatureUses, type SignatureUse } from '../../lib/http/signed-calls';
import { applyLenderEventsIn } from './lender-events.service';

export type IntakeLimits = {
  /** Events applied in one transaction at most. */
  batch: number;
  /** How long the oldest waiting call may have waited before new calls are refused. */
  waitMs: number;
  /** Calls waiting per lender at most, whatever their wait. */
  queue: number;
};

export const defaultIntakeLimits: IntakeLimits = { batch: 200, waitMs: 2_000, queue: 5_000 };

type Waiting = {
  event: LenderEventInput;
  signature: SignatureUse;
  since: number;
  resolve: (outcome: LenderEventOutcome) => void;
  reject: (error: unknown) => void;
};

type Lane = { waiting: Waiting[]; draining: Promise<void> | null };

export type LenderEventIntake = {
  /**
   * Applies a signed webhook call's event with the calls around it, recording its signature's use in the same
   * transaction; answers its outcome once committed (a signature used before: refused, signedCallReplayed).
   */
  receive(lenderId: number, event: LenderEventInput, signature: SignatureUse): Promise<LenderEventOutcome>;
  /** Calls waiting and lenders with calls in hand, for the tests and operations. */
  stats(): { waiting: number; lanes: number };
  /** Resolves when every call received so far has been answered. */
  settled(): Promise<void>;
};

export function createLenderEventIntake(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  limits: IntakeLimits = defaultIntakeLimits,
  now: () => number = () => performance.now(),
): LenderEventIntake {
  const lanes = new Map<number, Lane>();

  /**
   * One transaction for the calls: their signatures' uses recorded (a replay is refused), then their events applied.
   * The answers are given once it has committed.
   */
  async function applyCalls(lenderId: number, calls: Waiting[]): Promise<void> {
    const answers = await deps.db.transaction(async (tx) => {
      const first = await recordSignatureUses(
        tx,
        calls.map((call) => call.signature),
      );
      const taken = calls.filter((_, index) => first[index]);
      const outcomes = await applyLenderEventsIn(
        deps,
        tx,
        lenderId,
        taken.map((call) => call.event),
        'webhook',
      );
      return new Map(taken.map((call, index) => [call, outcomes[index] ?? 'unknown']));
    });
    for (const call of calls) {
      const outcome = answers.get(call);
      if (outcome) call.resolve(outcome);
      else call.reject(new AppError('unauthorized', 'signedCallReplayed'));
    }
  }

  async function applyBatch(lenderId: number, batch: Waiting[]): Promise<void> {
    try {
      await applyCalls(lenderId, batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One event the batch could not take must not refuse the others: each goes again alone, with its own answer.
      for (const call of batch) {
        try {
          await applyCalls(lenderId, [call]);
        } catch (single) {
          call.reject(single);
        }
      }
    }
  }

  async function drain(lenderId: number, lane: Lane): Promise<void> {
    while (lane.waiting.length > 0) await applyBatch(lenderId, lane.waiting.splice(0, limits.batch));
  }

  function start(lenderId: number, lane: Lane): void {
    lane.draining = drain(lenderId, lane).finally(() => {
      lane.draining = null;
      // A call that came between the last batch and this moment is not left waiting.
      if (lane.waiting.length > 0) start(lenderId, lane);
      else if (lanes.get(lenderId) === lane) lanes.delete(lenderId);
    });
  }

  return {
    receive(lenderId, event, signature) {
      let lane = lanes.get(lenderId);
      if (!lane) {
        lane = { waiting: [], draining: null };
        lanes.set(lenderId, lane);
      }
      const at = now();
      const oldest = lane.waiting[0];
      const waited = oldest ? at - oldest.since : 0;
      if (lane.waiting.length >= limits.queue || waited > limits.waitMs) {
        return Promise.reject(
          new AppError('service_unavailable', 'serviceUnavailable', {
            retryAfterSeconds: Math.max(1, Math.ceil(waited / 1000)),
          }),
        );
      }
      const answer = new Promise<LenderEventOutcome>((resolve, reject) => {
        lane.waiting.push({ event, signature, since: at, resolve, reject });
      });
      if (!lane.draining) start(lenderId, lane);
      return answer;
    },
    stats() {
      let waiting = 0;
      for (const lane of lanes.values()) waiting += lane.waiting.length;
      return { waiting, lanes: lanes.size };
    },
    async settled() {
      for (;;) {
        const draining = [...lanes.values()].flatMap((lane) => (lane.draining ? [lane.draining] : []));
        if (draining.length === 0) return;
        await Promise.all(draining);
      }
    },
  };
}
