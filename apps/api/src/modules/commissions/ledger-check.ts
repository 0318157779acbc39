/**
 * The ledger check (issue 33 item 1, decision 040): money to partners agrees to the paisa. Every payout's figures are
 * the sums of the shares it paid and the clawbacks it recovered; and for every partner and statement month, the net
 * the partner's statement shows is what was paid plus what is still payable. It runs nightly (the result is the job's
 * and the log's) and in the tests after every kind of change to the ledger.
 */
import { z } from 'zod';
import { statementLinesOf, statementTotals } from '@saakh/domain/partner-insights';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { defineJob } from '../../lib/jobs/jobs';
import { nextDailyRun } from '../../lib/jobs/daily';
import { statementEntries } from './commissions.service';
import * as repo from './ledger-check.repository';

/** 04:00 India time (22:30 UTC), after the 03:00 retention run. */
const NIGHTLY_UTC_MINUTES = 22 * 60 + 30;

const paise = (value: number | string) => Math.round(Number(value) * 100);

export type LedgerMismatch =
  | {
      kind: 'payout';
      partnerId: number;
      payoutId: number;
      /** What the payout recorded it sent, and what its lines add up to. */
      recordedNet: number;
      linesNet: number;
    }
  | {
      kind: 'statement';
      partnerId: number;
      month: string;
      statementNet: number;
      paid: number;
      payable: number;
      /** Shares marked paid without a payout (or GST), or with a payout and another status. */
      inconsistentLines: number;
    };

export type LedgerCheck = { ranAt: string; payouts: number; statements: number; mismatches: LedgerMismatch[] };

/** Checks every payout and every partner's statement month; answers what disagrees (nothing, when all is well). */
export async function checkLedger(db: Executor, now: Date): Promise<LedgerCheck> {
  const mismatches: LedgerMismatch[] = [];
  const payouts = await repo.payoutDisagreements(db);
  for (const row of payouts.rows) {
    mismatches.push({
      kind: 'payout',
      partnerId: row.partner_id,
      payoutId: row.payout_id,
      recordedNet: Number(row.recorded_net),
      linesNet:
        (paise(row.lines_amount) + paise(row.lines_gst) - paise(row.lines_tds) - paise(row.clawbacks_net)) / 100,
    });
  }

  const money = await repo.moneyByMonth(db);
  const months = [...new Set(money.map((row) => row.month))];
  for (const month of months) {
    const rows = money.filter((row) => row.month === month);
    // The statements of the month as partners read them: the same entries and sums (modules/partner-insights).
    const entries = await statementEntries(
      db,
      rows.map((row) => row.partner_id),
      month,
    );
    for (const row of rows) {
      const lines = statementLinesOf(entries.filter((entry) => entry.partner_id === row.partner_id));
      const statementNet = statementTotals(lines).net;
      const agrees = paise(statementNet) === paise(row.paid) + paise(row.payable);
      if (agrees && row.inconsistent === 0) continue;
      mismatches.push({
        kind: 'statement',
        partnerId: row.partner_id,
        month,
        statementNet,
        paid: Number(row.paid),
        payable: Number(row.payable),
        inconsistentLines: row.inconsistent,
      });
    }
  }
  return { ranAt: now.toISOString(), payouts: payouts.count, statements: money.length, mismatches };
}

/** A run: the result is logged (ids and sums only) and kept as the job's; a scheduled run asks for the next night's. */
export const ledgerCheckJob = defineJob({
  queue: 'commissions.ledger-check',
  payload: z.object({ scheduled: z.boolean().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 300,
  expireInSeconds: 60 * 60,
  async run(deps, { scheduled }) {
    const result = await checkLedger(deps.db, deps.clock.now());
    const summary = { payouts: result.payouts, statements: result.statements, mismatches: result.mismatches.length };
    if (result.mismatches.length > 0) {
      deps.log.error(
        { ledgerCheck: { ...summary, first: result.mismatches.slice(0, 20) } },
        `ledger check: ${result.mismatches.length} disagreements`,
      );
    } else {
      deps.log.info({ ledgerCheck: summary }, 'ledger check: payouts and statements agree to the paisa');
    }
    if (scheduled) await scheduleLedgerCheck(deps);
    return result;
  },
});

/** Asks for the next nightly check; the key names the night, so several instances starting ask once. */
export async function scheduleLedgerCheck(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<void> {
  const next = nextDailyRun(deps.clock.now(), NIGHTLY_UTC_MINUTES);
  await deps.jobs.enqueue(
    deps.db,
    ledgerCheckJob,
    { scheduled: true },
    { key: `commissions.ledger-check:${next.toISOString()}`, startAfter: next },
  );
}
