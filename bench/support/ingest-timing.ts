/**
 * Times the status file handler's two database steps inside processFile, so a pass's time can be split into
 * reading and validating, classifying (the lookups of current statuses), staging and the apply's transaction. The
 * handler is a plain object the service holds by reference, so wrapping its methods here times the real calls.
 */
import type { KindHandler } from '../../apps/api/src/modules/lender-files/kind';
import { statusFileKind } from '../../apps/api/src/modules/lender-files/status-file.kind';

export type HandlerTimes = { classifyMs: number; classifyCalls: number; applyTransactionMs: number };

export function timeStatusHandler(): { take: () => HandlerTimes } {
  let times: HandlerTimes = { classifyMs: 0, classifyCalls: 0, applyTransactionMs: 0 };
  const { classify, apply }: KindHandler<'status'> = statusFileKind;
  statusFileKind.classify = async (db, rows, state) => {
    const started = performance.now();
    try {
      return await classify(db, rows, state);
    } finally {
      times.classifyMs += performance.now() - started;
      times.classifyCalls += 1;
    }
  };
  statusFileKind.apply = async (tx, context, strict) => {
    const started = performance.now();
    try {
      return await apply(tx, context, strict);
    } finally {
      times.applyTransactionMs += performance.now() - started;
    }
  };
  return {
    /** The times since the last call, rounded to milliseconds. */
    take() {
      const taken = {
        classifyMs: Math.round(times.classifyMs),
        classifyCalls: times.classifyCalls,
        applyTransactionMs: Math.round(times.applyTransactionMs),
      };
      times = { classifyMs: 0, classifyCalls: 0, applyTransactionMs: 0 };
      return taken;
    },
  };
}
