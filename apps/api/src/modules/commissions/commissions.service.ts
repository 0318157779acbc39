/**
 * Commission (DESIGN §7, decision 032): what Saakh expects from lenders and owes partners. Disbursals are priced in
 * one function (`priceDisbursal`: the lender's slabs over its month through Saakh, the partner's terms, a parent's
 * split) and the ledger keeps each share with the slab and rates that priced it; statements, dashboards and
 * merchant management read those rows and never price again. Clawbacks and payouts are recorded here.
 */
import { dayInIndia } from '@saakh/domain/date-ranges';
import type { Page } from '@saakh/domain/lists';
import { PAYABLE_LINES_MAX, type PartnerPayout, type PayableLine, type Payables } from '@saakh/domain/merchants';
import { roundPaise } from '@saakh/domain/money';
import type { Clawback, CreateClawbackInput, StatementLine } from '@saakh/domain/partner-insights';
import {
  partnerTds,
  payoutFigures,
  shareGst,
  shareNet,
  type CommissionVariance,
  type CommissionVarianceQuery,
  type LedgerEntry,
  type LedgerListQuery,
  type LedgerStatus,
  type LedgerTotals,
  type PayoutFigures,
  type ShareMoney,
} from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/lists';
import { chunks, isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import {
  priceDisbursal,
  type PricedDisbursal,
  type PricedShare,
  type PricedSlab,
  type Slab,
  type SourcePartner,
} from './commissions.pricing';
import * as repo from './commissions.repository';

/** The first and last day (YYYY-MM-DD) of a month (YYYY-MM). */
function monthBounds(month: string): { first: string; last: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

const lenderMonthKey = (lenderId: number, day: string) => `${lenderId}:${day.slice(0, 7)}-01`;

// ---------- pricing into the ledger ----------

type Priced = { disbursal: repo.DisbursalRow; price: PricedDisbursal };

/**
 * Prices disbursals with their lenders' slabs and months and their partners' terms: everything `priceDisbursal` needs
 * read in a fixed number of queries. `received` (what the lender paid) turns the shares into shares of that.
 */
async function priceAll(
  db: Executor,
  disbursals: readonly (repo.DisbursalRow & { received?: number })[],
  today: string,
): Promise<Priced[]> {
  const dayOf = (row: repo.DisbursalRow) => row.disbursedOn ?? today;
  const lenderMonths = [
    ...new Map(
      disbursals.map((row) => [
        lenderMonthKey(row.lenderId, dayOf(row)),
        { lenderId: row.lenderId, ...monthBounds(dayOf(row).slice(0, 7)) },
      ]),
    ).values(),
  ];
  const lenderIds = [...new Set(disbursals.map((row) => row.lenderId))];
  const partnerIds = [...new Set(disbursals.map((row) => row.partnerId).filter((id): id is number => id !== null))];
  const slabs = await repo.slabsOf(db, lenderIds);
  const volumes = await repo.lenderMonthVolumes(db, lenderMonths);
  const partners = new Map((await repo.sourcePartners(db, partnerIds)).map((partner) => [partner.id, partner]));
  const slabsByLender = new Map<number, Slab[]>();
  for (const slab of slabs) slabsByLender.set(slab.lender_id, [...(slabsByLender.get(slab.lender_id) ?? []), slab]);
  return disbursals.map((disbursal) => ({
    disbursal,
    price: priceDisbursal({
      amount: disbursal.amount,
      slabs: slabsByLender.get(disbursal.lenderId) ?? [],
      volume: volumes.get(lenderMonthKey(disbursal.lenderId, dayOf(disbursal))) ?? { count: 0, ats: 0 },
      partner: disbursal.partnerId === null ? null : (partners.get(disbursal.partnerId) ?? null),
      received: disbursal.received,
    }),
  }));
}

const decimal = (value: number | null) => (value === null ? null : String(value));

/** A ledger row of a priced share, with what priced it. */
function ledgerValues(
  disbursal: repo.DisbursalRow,
  slab: PricedSlab | null,
  share: PricedShare,
  status: LedgerStatus,
  disbursedOn: string,
): repo.LedgerValues {
  return {
    partner_id: share.partner_id,
    application_id: disbursal.id,
    lender_id: disbursal.lenderId,
    status,
    base_amount: String(share.base_amount),
    amount: String(share.amount),
    tds: String(share.tds),
    disbursed_on: disbursedOn,
    slab_id: slab?.id ?? null,
    slab_position: slab?.position ?? null,
    slab_bounds: slab?.bounds ?? null,
    lender_percent: decimal(slab?.revenue_percent ?? null),
    lender_flat: decimal(slab?.revenue_flat ?? null),
    partner_percent: decimal(share.partner_percent),
    partner_flat: share.partner_flat,
    gross_share: String(share.gross_share),
    split_role: share.split_role,
    split_percent: decimal(share.split_percent),
  };
}

/** Prices one lender's month again: every disbursal's expected commission and the partners' pending shares. */
async function refreshLenderMonth(db: Executor, month: repo.LenderMonth): Promise<void> {
  const disbursals = await repo.disbursalsOf(db, month);
  if (disbursals.length === 0) return;
  const priced = await priceAll(db, disbursals, month.first);
  await repo.setExpectedCommissions(
    db,
    priced.map(({ disbursal, price }) => ({ id: disbursal.id, expected: price.expected })),
  );
  const entries = priced.flatMap(({ disbursal, price }) =>
    price.shares.map((share) =>
      ledgerValues(disbursal, price.slab, share, 'pending', disbursal.disbursedOn ?? month.first),
    ),
  );
  await repo.dropStalePending(db, entries);
  await repo.writePendingShares(db, entries);
}

/**
 * After applications were disbursed (the application-events subscriber), or a disbursal corrected: their lenders'
 * months are priced again, since a disbursal moves the month's volume and so may move every disbursal of it to
 * another slab. A correction names the day the disbursal had before, so the month it left is priced again too.
 */
export async function refreshCommissionsFor(
  db: Executor,
  applicationIds: readonly string[],
  previousDays: readonly { lenderId: number; day: string }[] = [],
): Promise<void> {
  const months = new Map<string, repo.LenderMonth>();
  for (const { lenderId, day } of previousDays) {
    months.set(lenderMonthKey(lenderId, day), { lenderId, ...monthBounds(day.slice(0, 7)) });
  }
  for (const part of chunks(applicationIds)) {
    for (const row of await repo.disbursalDaysOf(db, part)) {
      const day = row.disbursedOn as string;
      months.set(lenderMonthKey(row.lenderId, day), { lenderId: row.lenderId, ...monthBounds(day.slice(0, 7)) });
    }
  }
  for (const month of months.values()) await refreshLenderMonth(db, month);
}

/**
 * After a lender's commission statement was applied: the partners' shares of these applications are taken from
 * everything the lender has paid for each, and earned (TDS deducted). A share already paid keeps its figures.
 */
export async function earnShares(db: Executor, applicationIds: readonly string[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  for (const part of chunks(applicationIds)) {
    const received = await repo.receivedOf(db, part);
    if (received.length === 0) continue;
    const priced = await priceAll(db, received, today);
    const earnedAt = new Date();
    const entries = priced.flatMap(({ disbursal, price }) =>
      price.shares.map((share) => ({
        ...ledgerValues(disbursal, price.slab, share, 'earned', disbursal.disbursedOn ?? today),
        earned_at: earnedAt,
      })),
    );
    await repo.dropStalePending(db, entries);
    await repo.writeEarnedShares(db, entries);
  }
}

export type PayoutExample = {
  lenderId: number;
  /** Saakh's commission on the disbursal. */
  commission: number;
  /** The partner's share after its parent's split, the parent's part, and the TDS on the partner's. */
  own: number;
  parent: number;
  tds: number;
};

/**
 * What a partner would earn on one disbursal of `amount` as a first loan of the month, under the first of these
 * lenders (in the order given) whose slabs pay anything on it; null when none does.
 */
export async function examplePayout(
  db: Executor,
  partner: SourcePartner,
  lenderIds: readonly number[],
  amount: number,
): Promise<PayoutExample | null> {
  const slabs = await repo.slabsOf(db, lenderIds);
  for (const lenderId of lenderIds) {
    const price = priceDisbursal({
      amount,
      slabs: slabs.filter((slab) => slab.lender_id === lenderId),
      volume: { count: 1, ats: amount },
      partner,
    });
    if (price.expected <= 0) continue;
    const [own, parent] = price.shares;
    return {
      lenderId,
      commission: price.expected,
      own: own?.amount ?? 0,
      parent: parent?.amount ?? 0,
      tds: own?.tds ?? 0,
    };
  }
  return null;
}

// ---------- reading the ledger ----------

/**
 * A statement line as the ledger keeps it: GST as paid with the share, or for a share not yet paid as the partner's
 * registration today would add it; a clawback's as recorded. Its net is the statement's.
 */
export type StatementEntry = Omit<StatementLine, 'net'>;

const money = (value: string | null) => (value === null ? null : Number(value));

/**
 * The partners' ledger lines of disbursals in a month (YYYY-MM), each with the slab, terms and split that priced it,
 * and the clawbacks recorded in the month as negative lines.
 */
export async function statementEntries(
  db: Executor,
  partnerIds: readonly number[],
  month: string,
): Promise<StatementEntry[]> {
  const rows = await repo.statementRows(db, partnerIds, monthBounds(month));
  return rows.map((row): StatementEntry => {
    const clawback = row.clawback_id !== null;
    return {
      kind: clawback ? 'clawback' : 'commission',
      ledger_id: row.ledger_id,
      clawback_id: row.clawback_id,
      partner_id: row.partner_id,
      partner_name: row.partner_name,
      application_id: row.application_id,
      lender_name: row.lender_name,
      product: row.product,
      disbursed_amount: Number(row.disbursed_amount ?? 0),
      disbursed_on: row.disbursed_on,
      slab:
        row.slab_position === null
          ? null
          : {
              position: row.slab_position,
              revenue_percent: money(row.lender_percent),
              revenue_flat: money(row.lender_flat),
            },
      base_amount: Number(row.base_amount),
      terms: { revenue_percent: money(row.partner_percent), revenue_flat_fee: row.partner_flat },
      gross_share: Number(row.gross_share),
      split_role: row.split_role,
      split_percent: money(row.split_percent),
      amount: clawback ? -Number(row.clawback_amount) : Number(row.amount),
      gst: clawback
        ? -Number(row.clawback_gst) || 0
        : row.gst === null
          ? shareGst(Number(row.amount), row.gst_registered)
          : Number(row.gst),
      tds: clawback ? -Number(row.clawback_tds) : Number(row.tds),
      // A clawback is paid once a payout has recovered it, and payable until then.
      status: clawback ? (row.clawback_payout_reference === null ? 'earned' : 'paid') : row.status,
      payout_reference: clawback ? row.clawback_payout_reference : row.payout_reference,
      paid_on: clawback ? row.clawback_paid_on : row.paid_on,
      reason: row.reason,
    };
  });
}

/** The partners' money of a range and of the one before: pending by disbursal day, earned and paid by when. */
export function earnings(
  db: Executor,
  partnerIds: readonly number[],
  current: { start: Date; end: Date },
  previous: { start: Date; end: Date },
  days: { current: { from: string; to: string }; previous: { from: string; to: string } },
) {
  return repo.ledgerSums(db, partnerIds, current, previous, days);
}

/** A parent's shares of its sub-partners' disbursals, per sub-partner and status. */
export function parentShares(db: Executor, parentId: number, subPartnerIds: readonly number[]) {
  return repo.parentSplits(db, parentId, subPartnerIds);
}

export async function listLedger(
  deps: Pick<Deps, 'db'>,
  query: LedgerListQuery,
): Promise<Page<LedgerEntry> & { totals: LedgerTotals }> {
  const page = await listPage(query, {
    items: (bounds) => repo.ledgerPage(deps.db, query, bounds),
    count: () => repo.countLedger(deps.db, query),
  });
  const totals: LedgerTotals = { pending: 0, earned: 0, paid: 0 };
  for (const row of await repo.ledgerTotals(deps.db, query.partner_id)) totals[row.status] = Number(row.amount ?? 0);
  return {
    ...page,
    items: page.items.map(({ entry, partner_name, lender_name }) => ({
      id: entry.id,
      partner_id: entry.partner_id,
      partner_name,
      application_id: entry.application_id,
      lender_name,
      status: entry.status,
      base_amount: Number(entry.base_amount),
      amount: Number(entry.amount),
      tds: Number(entry.tds),
      disbursed_on: entry.disbursed_on,
      earned_at: entry.earned_at?.toISOString() ?? null,
      paid_at: entry.paid_at?.toISOString() ?? null,
    })),
    totals,
  };
}

/** The month `back` months before this one, as YYYY-MM: months in India, as disbursals and statements count them. */
function monthsBack(now: Date, back: number): string {
  const [year = 1970, month = 1] = dayInIndia(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
}

/** Expected (as priced) against received commission, per lender and month of disbursal. */
export async function commissionVariance(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: CommissionVarianceQuery,
): Promise<CommissionVariance> {
  const to = query.to ?? monthsBack(deps.clock.now(), 0);
  const from = query.from ?? monthsBack(deps.clock.now(), 5);
  if (from > to) throw new AppError('validation', 'dateRangeOrder', { errors: { to: ['dateRangeOrder'] } });
  const [first, last] = [`${from}-01`, monthBounds(to).last];
  const rows = await repo.varianceRows(deps.db, first, last);
  const unmatched = await repo.unmatchedReceipts(deps.db, first, last);
  return {
    from,
    to,
    rows: rows.map((row) => {
      const expected = Number(row.expected ?? 0);
      const received = Number(row.received ?? 0);
      return {
        lender_id: row.lender_id,
        lender_name: row.lender_name,
        month: row.month,
        disbursals: row.disbursals,
        disbursed_amount: Number(row.disbursed_amount ?? 0),
        expected,
        received,
        variance: roundPaise(received - expected),
      };
    }),
    unmatched: unmatched.map((row) => ({ ...row, amount: Number(row.amount ?? 0) })),
  };
}

// ---------- clawbacks ----------

/**
 * Takes back (part of) a ledger line, role 1 (decision 026): the line keeps its figures and payout; the clawback is
 * a negative line on the statement of this month (India), so a statement already sent never changes. Audited.
 */
export async function createClawback(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  input: CreateClawbackInput,
): Promise<Clawback> {
  return deps.db.transaction(async (tx) => {
    const line = await repo.ledgerLineForUpdate(tx, input.ledger_id);
    if (!line) throw new AppError('not_found', 'notFound');
    if (await repo.clawbackOf(tx, line.id)) throw new AppError('conflict', 'clawbackExists');
    const share = Number(line.amount);
    const amount = roundPaise(input.amount ?? share);
    if (amount <= 0 || amount > share) throw fieldError('amount', 'clawbackAmountInvalid');
    const month = `${dayInIndia(deps.clock.now()).slice(0, 7)}-01`;
    // GST goes back at the rate the share carries: as paid, or for an unpaid share as the partner would be paid.
    const withGst = line.gst === null ? await repo.isGstRegistered(tx, line.partner_id) : Number(line.gst) > 0;
    const row = await repo.insertClawback(tx, {
      ledger_id: line.id,
      partner_id: line.partner_id,
      amount: amount.toFixed(2),
      gst: shareGst(amount, withGst).toFixed(2),
      tds: partnerTds(amount).toFixed(2),
      reason: input.reason,
      month,
      created_by: session.subjectId,
    });
    await recordAudit(tx, session, [
      {
        action: 'merchant.clawback',
        entity: 'partner',
        entityId: line.partner_id,
        newValue: { clawback_id: row.id, ledger_id: line.id, application_id: line.application_id, amount, month },
      },
    ]);
    return {
      id: row.id,
      ledger_id: row.ledger_id,
      partner_id: row.partner_id,
      amount: Number(row.amount),
      tds: Number(row.tds),
      reason: row.reason,
      month: row.month.slice(0, 7),
    };
  });
}

// ---------- payouts ----------

function toPayout(row: repo.PayoutRow): PartnerPayout {
  return {
    id: row.id,
    reference: row.reference,
    paid_on: row.paid_on,
    amount: Number(row.amount),
    gst: Number(row.gst),
    tds: Number(row.tds),
    clawbacks: Number(row.clawbacks),
    net: Number(row.net),
    entries: row.entries,
    gstin: row.gstin,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * What paying every earned share now would send, with GST as the partner's registration adds it and every clawback
 * still to recover deducted; and how many clawbacks those are.
 */
export async function payableFigures(
  db: Executor,
  partnerId: number,
  gstRegistered: boolean,
): Promise<{ figures: PayoutFigures; clawbacksDue: number }> {
  const row = await repo.payableSums(db, partnerId);
  if (!row) return { figures: payoutFigures([], []), clawbacksDue: 0 };
  const shares: ShareMoney = {
    amount: Number(row.amount),
    gst: gstRegistered ? Number(row.gst_if_registered) : 0,
    tds: Number(row.tds),
  };
  const clawbacks: ShareMoney = {
    amount: Number(row.clawback_amount),
    gst: Number(row.clawback_gst),
    tds: Number(row.clawback_tds),
  };
  // The sums stand for their lines: the same function as the payout itself, so the dialog's net is the one sent.
  const figures = payoutFigures([shares], row.clawbacks > 0 ? [clawbacks] : []);
  return {
    figures: { ...figures, entries: row.entries },
    clawbacksDue: row.clawbacks,
  };
}

/** The lines a payout can choose from: earned shares oldest first, then the clawbacks it will recover (negative). */
export async function payables(db: Executor, partnerId: number, gstRegistered: boolean): Promise<Payables> {
  const rows = await repo.payableLines(db, partnerId, PAYABLE_LINES_MAX + 1);
  const shares = rows.filter((row) => row.kind === 'commission');
  const lines = [...shares.slice(0, PAYABLE_LINES_MAX), ...rows.filter((row) => row.kind === 'clawback')];
  return {
    gst_registered: gstRegistered,
    truncated: shares.length > PAYABLE_LINES_MAX,
    lines: lines.map((row): PayableLine => {
      const amount = Number(row.amount);
      const money: ShareMoney = {
        amount,
        gst: row.kind === 'clawback' ? Number(row.gst) : shareGst(amount, gstRegistered),
        tds: Number(row.tds),
      };
      const sign = row.kind === 'clawback' ? -1 : 1;
      return {
        kind: row.kind,
        ledger_id: row.ledger_id,
        clawback_id: row.clawback_id,
        application_id: row.application_id,
        lender_name: row.lender_name,
        disbursed_on: row.disbursed_on,
        amount: sign * money.amount || 0,
        gst: sign * money.gst || 0,
        tds: sign * money.tds || 0,
        net: sign * shareNet(money) || 0,
      };
    }),
  };
}

export async function recentPayouts(db: Executor, partnerId: number, limit = 10): Promise<PartnerPayout[]> {
  return (await repo.recentPayouts(db, partnerId, limit)).map(toPayout);
}

export async function findPayout(
  db: Executor,
  id: number,
): Promise<(PartnerPayout & { partner_id: number }) | undefined> {
  const row = await repo.findPayout(db, id);
  return row && { ...toPayout(row), partner_id: row.partner_id };
}

const referenceTaken = () =>
  new AppError('conflict', 'payoutReferenceTaken', { errors: { reference: ['payoutReferenceTaken'] } });

/** Shares priced as a payout pays them: GST when the partner pays under a GSTIN, TDS as each line has it. */
function pricedShares(earned: readonly { id: number; amount: string; tds: string }[], gstin: string | null) {
  return earned.map((row) => {
    const amount = Number(row.amount);
    return { id: row.id, amount, gst: shareGst(amount, gstin !== null), tds: Number(row.tds) };
  });
}

function pricedClawbacks(due: readonly { id: number; amount: string; gst: string; tds: string }[]) {
  return due.map((row) => ({ id: row.id, amount: Number(row.amount), gst: Number(row.gst), tds: Number(row.tds) }));
}

/** What a bank file pays a partner: every earned share and clawback due that no other file holds, locked. */
export type BankTransferLines = { ledgerIds: number[]; clawbackIds: number[]; figures: PayoutFigures };

/**
 * The lines a bank file's transfer to this partner covers and its figures, priced exactly as `payEarnedShares` will
 * price them when the bank's answer records the payout, in the caller's transaction (the partner row locked).
 */
export async function bankTransferLines(
  tx: Executor,
  partnerId: number,
  gstin: string | null,
): Promise<BankTransferLines> {
  const shares = pricedShares(await repo.earnedForPayout(tx, partnerId, undefined), gstin);
  const clawbacks = pricedClawbacks(await repo.clawbacksDue(tx, partnerId));
  return {
    ledgerIds: shares.map((share) => share.id),
    clawbackIds: clawbacks.map((clawback) => clawback.id),
    figures: payoutFigures(shares, clawbacks),
  };
}

/** One page of the partners a bank file could pay now (earned lines no file holds, a positive net). */
export async function payablePartnersPage(
  db: Executor,
  query: { q?: string | undefined; sort: 'name' | '-name' | 'net' | '-net'; page: number; pageSize: number },
): Promise<Page<Omit<repo.PayablePartnerRow, 'net' | 'total'> & { net: number }>> {
  const rows = await repo.payablePartnersPage(db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map(({ total: _total, net, ...row }) => ({ ...row, net: Number(net) })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Pays the partner's earned shares (those chosen, or all) under one bank transfer, in the caller's transaction
 * (merchant management has locked the partner and checked it may be paid). GST is added to each share when the
 * partner is registered (`gstin`, kept on the payout), TDS is withheld as each line says, and every clawback still
 * to recover is deducted, so the transfer is what the partner's statements say was paid. Refused for a reference
 * already recorded, with nothing earned, when a chosen line is no longer earned, or when the clawbacks leave nothing
 * to send. A bank file's transfer names its clawbacks too (`clawbackIds`): exactly those are recovered, and a
 * clawback no longer due refuses the payout like a share no longer earned.
 */
export async function payEarnedShares(
  tx: Executor,
  payout: {
    partnerId: number;
    gstin: string | null;
    reference: string;
    paidOn: string;
    createdBy: number;
    ledgerIds?: readonly number[] | undefined;
    clawbackIds?: readonly number[] | undefined;
  },
): Promise<PartnerPayout> {
  if (await repo.payoutReferenceTaken(tx, payout.reference)) throw referenceTaken();
  const earned = await repo.earnedForPayout(tx, payout.partnerId, payout.ledgerIds);
  if (payout.ledgerIds && earned.length !== payout.ledgerIds.length) {
    throw new AppError('conflict', 'payoutLinesChanged', { errors: { ledger_ids: ['payoutLinesChanged'] } });
  }
  if (earned.length === 0) throw new AppError('conflict', 'nothingToPay');
  const shares = pricedShares(earned, payout.gstin);
  const clawbacks = pricedClawbacks(await repo.clawbacksDue(tx, payout.partnerId, payout.clawbackIds));
  if (payout.clawbackIds && clawbacks.length !== payout.clawbackIds.length) {
    throw new AppError('conflict', 'payoutLinesChanged', { errors: { ledger_ids: ['payoutLinesChanged'] } });
  }
  const figures = payoutFigures(shares, clawbacks);
  if (figures.net <= 0) {
    throw new AppError('conflict', 'payoutNotPositive', { errors: { ledger_ids: ['payoutNotPositive'] } });
  }
  let row: repo.PayoutRow;
  try {
    row = await repo.insertPayout(tx, {
      partner_id: payout.partnerId,
      reference: payout.reference,
      paid_on: payout.paidOn,
      amount: figures.amount.toFixed(2),
      gst: figures.gst.toFixed(2),
      tds: figures.tds.toFixed(2),
      clawbacks: figures.clawbacks.toFixed(2),
      net: figures.net.toFixed(2),
      gstin: payout.gstin,
      entries: figures.entries,
      created_by: payout.createdBy,
    });
  } catch (error) {
    // Two admins recording one transfer at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw referenceTaken();
    throw error;
  }
  // The shares are locked above, so each is still earned: a shortfall here is a bug, and the transaction rolls back.
  const marked = await repo.payShares(tx, row.id, shares);
  if (marked !== shares.length) throw new Error(`Payout ${row.id} marked ${marked} of ${shares.length} shares`);
  await repo.recoverClawbacks(
    tx,
    row.id,
    clawbacks.map((clawback) => clawback.id),
  );
  return toPayout(row);
}
