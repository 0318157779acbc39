/**
 * Bank bulk transfers (decision 041): finance prepares one file paying many partners, the bank pays it, and its
 * response file records each partner's payout with the bank's UTR. The money rules stay with commissions (what a
 * transfer covers and its figures) and merchant management (who may be paid, the payout's audit and e-mail); this
 * module keeps the files and matches the bank's rows to them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  bankFileColumns,
  bankFileRow,
  customerReference,
  parseBankResponseRow,
  paymentTypeOf,
  responseColumnIndexes,
  type BankResponseAnswer,
  type BankResponseOutcome,
  type BankResponseRowResult,
  type BankTransferBatch,
  type BankTransferDetail,
  type BankTransferListQuery,
  type PayablePartnerListQuery,
  type PrepareBankTransferInput,
  type PayablePartner,
} from '@saakh/domain/bank-transfers';
import { dayInIndia } from '@saakh/domain/date-ranges';
import type { Locale } from '@saakh/domain/i18n';
import type { Page } from '@saakh/domain/lists';
import { maskTail } from '@saakh/domain/masking';
import { translate, type MessageKey } from '@saakh/domain/messages';
import { formatRupeesExact, roundPaise } from '@saakh/domain/money';
import type { SheetCell } from '@saakh/domain/sheet-cells';
import type { Executor } from '../../db/client';
import { listPage } from '../../db/lists';
import type { Deps } from '../../deps';
import { checkSheetFile, defaultGuardLimits, IngestFileError } from '../../lib/ingest/file-guard';
import { readSheet, type SheetRow } from '../../lib/ingest/sheet-reader';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as commissions from '../commissions/commissions.service';
import * as merchants from '../merchants/merchants.service';
import * as repo from './bank-transfers.repository';
import { localBankResponseOf } from './local-bank';

/** A response file larger than this is not a bank's answer to a file of at most 200 transfers. */
const RESPONSE_MAX_BYTES = 2 * 1024 * 1024;
const RESPONSE_MAX_ROWS = 2001;

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

const paise = (value: number) => Math.round(value * 100);

function toBatch(row: repo.BatchRow): BankTransferBatch {
  return {
    id: row.id,
    created_at: row.created_at,
    created_by_name: row.created_by_name,
    partners: row.partners,
    total_net: roundPaise(Number(row.total_net)),
    status: row.sent > 0 ? 'open' : 'settled',
    counts: { sent: row.sent, paid: row.paid, failed: row.failed, mismatch: row.mismatch },
  };
}

async function detailOf(db: Executor, id: number, locale: Locale): Promise<BankTransferDetail> {
  const batch = await repo.findBatch(db, id);
  if (!batch) throw new AppError('not_found', 'notFound');
  const items = await repo.itemsOf(db, id);
  return {
    ...toBatch(batch),
    items: items.map((item) => {
      const net = Number(item.net);
      return {
        id: item.id,
        position: item.position,
        partner_id: item.partner_id,
        partner_name: item.partner_name,
        customer_reference: item.customer_reference,
        payment_type: paymentTypeOf(net),
        beneficiary_name: item.beneficiary_name,
        beneficiary_account_masked: maskTail(item.beneficiary_account) ?? '',
        beneficiary_ifsc: item.beneficiary_ifsc,
        gstin: item.gstin,
        amount: Number(item.amount),
        gst: Number(item.gst),
        tds: Number(item.tds),
        clawbacks: Number(item.clawbacks),
        net,
        entries: item.ledger_ids.length,
        clawback_count: item.clawback_ids.length,
        status: item.status,
        utr: item.utr,
        value_date: item.value_date,
        // Saakh's own reasons are message keys; a bank's reason is its own text.
        reason: item.reason === null ? null : translate(item.reason, locale),
        payout_id: item.payout_id,
      };
    }),
  };
}

export function getBatch(deps: Pick<Deps, 'db'>, id: number, locale: Locale): Promise<BankTransferDetail> {
  return detailOf(deps.db, id, locale);
}

export async function listBatches(
  deps: Pick<Deps, 'db'>,
  query: BankTransferListQuery,
): Promise<Page<BankTransferBatch>> {
  let total = 0;
  const page = await listPage(query, {
    items: async (bounds) => {
      const rows = await repo.batchPage(deps.db, query, bounds);
      total = rows[0]?.total ?? 0;
      return rows.map(toBatch);
    },
    count: async () => total,
  });
  return page;
}

/** Partners a bank file could pay now, each with what its KYC or bank details still lack. */
export async function listPayablePartners(
  deps: Pick<Deps, 'db'>,
  query: PayablePartnerListQuery,
  locale: Locale,
): Promise<Page<PayablePartner>> {
  const page = await commissions.payablePartnersPage(deps.db, query);
  const blockers = await merchants.payoutBlockers(
    deps.db,
    page.items.map((item) => item.id),
  );
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      missing_for_payout: (blockers.get(item.id) ?? []).map((key) => translate(key, locale)),
    })),
  };
}

/**
 * Prepares a bank file paying these partners: each transfer takes every earned share and clawback due that no other
 * file holds, priced as the payout will be, and holds them until the bank answers. Refused whole when a partner
 * cannot be paid (KYC or bank details missing, nothing payable).
 */
export async function prepareBatch(
  deps: Pick<Deps, 'db'>,
  session: Session,
  input: PrepareBankTransferInput,
  locale: Locale,
): Promise<BankTransferDetail> {
  return deps.db.transaction(async (tx) => {
    const batchId = await repo.insertBatch(tx, session.subjectId);
    const items: repo.ItemValues[] = [];
    // Partners locked in id order, so two files prepared at once never wait on each other crosswise.
    const ids = [...input.partner_ids].sort((a, b) => a - b);
    for (const [index, partnerId] of ids.entries()) {
      const payee = await merchants.lockPayee(tx, partnerId);
      const lines = await commissions.bankTransferLines(tx, partnerId, payee.gstin);
      if (lines.ledgerIds.length === 0 || lines.figures.net <= 0) {
        throw new AppError('conflict', 'bankTransferNothingPayable', {
          errors: { partner_ids: ['bankTransferNothingPayable'] },
        });
      }
      const { figures } = lines;
      items.push({
        batch_id: batchId,
        position: index + 1,
        partner_id: partnerId,
        customer_reference: customerReference(batchId, index + 1),
        ledger_ids: lines.ledgerIds,
        clawback_ids: lines.clawbackIds,
        gstin: payee.gstin,
        amount: figures.amount.toFixed(2),
        gst: figures.gst.toFixed(2),
        tds: figures.tds.toFixed(2),
        clawbacks: figures.clawbacks.toFixed(2),
        net: figures.net.toFixed(2),
        beneficiary_name: payee.account_holder,
        beneficiary_account: payee.account_number,
        beneficiary_ifsc: payee.ifsc,
        beneficiary_email: payee.email,
      });
    }
    await repo.insertItems(tx, items);
    return detailOf(tx, batchId, locale);
  });
}

/** The bank file's rows, in `bankFileColumns` order. */
export async function bankFileRows(deps: Pick<Deps, 'db'>, id: number): Promise<string[][]> {
  if (!(await repo.findBatch(deps.db, id))) throw new AppError('not_found', 'notFound');
  return (await repo.itemsOf(deps.db, id)).map((item) =>
    bankFileRow(id, {
      net: Number(item.net),
      beneficiary_name: item.beneficiary_name,
      beneficiary_account: item.beneficiary_account,
      beneficiary_ifsc: item.beneficiary_ifsc,
      beneficiary_email: item.beneficiary_email,
      customer_reference: item.customer_reference,
    }),
  );
}

export { bankFileColumns };

/**
 * The local bank's response to a file, for the demo (development only): every transfer paid today with a fresh UTR,
 * except the references named, which fail.
 */
export async function localBankAnswer(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: number,
  failed: readonly string[],
): Promise<string> {
  const rows = await bankFileRows(deps, id);
  const [year, month, day] = dayInIndia(deps.clock.now()).split('-');
  return localBankResponseOf(rows, {
    valueDate: `${day}/${month}/${year}`,
    utrPrefix: `LOCALN${id}X${randomBytes(3).toString('hex').toUpperCase()}`,
    failed: Object.fromEntries(failed.map((reference) => [reference, 'Account closed'])),
  });
}

// ---------- the bank's response ----------

export type IncomingFile = { filename: string; stream: Readable; truncated: () => boolean };

function refusal(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
  status: 'validation' | 'payload_too_large' = 'validation',
): AppError {
  const text = fill(translate(key, locale), params);
  return new AppError(status, text, { errors: { file: [text] } });
}

/** The response file's rows, read with the lender files' guard and reader (CSV or XLSX, nothing evaluated). */
async function responseRows(file: IncomingFile, locale: Locale): Promise<SheetRow[]> {
  const target = path.join(
    os.tmpdir(),
    `saakh-bank-${randomBytes(8).toString('hex')}${path.extname(file.filename).toLowerCase()}`,
  );
  try {
    await pipeline(file.stream, fs.createWriteStream(target, { mode: 0o600 }));
    if (file.truncated()) throw new IngestFileError('fileTooLarge', { maxBytes: RESPONSE_MAX_BYTES });
    const format = await checkSheetFile(target, file.filename, { ...defaultGuardLimits, maxBytes: RESPONSE_MAX_BYTES });
    const rows: SheetRow[] = [];
    for await (const row of readSheet(target, format, { maxRows: RESPONSE_MAX_ROWS })) rows.push(row);
    return rows;
  } catch (error) {
    if (error instanceof IngestFileError) {
      throw refusal(
        error.code,
        locale,
        error.params,
        error.code === 'fileTooLarge' ? 'payload_too_large' : 'validation',
      );
    }
    throw error;
  } finally {
    await fs.promises.rm(target, { force: true });
  }
}

/** Thrown inside a row's transaction to undo it: the payout it recorded is not the transfer the bank made. */
class RowMismatch extends Error {
  constructor(
    readonly reason: MessageKey,
    readonly expected: number | null,
  ) {
    super(reason);
  }
}

type RowOutcome = { outcome: BankResponseOutcome; message: string; payoutId?: number; partnerId?: number };

/**
 * Reads the bank's response to a file: each Success row records the item's payout (its exact lines and clawbacks,
 * its GSTIN, the UTR as reference and the value date as the day paid), refused as a mismatch when the payout would
 * not be the amount the file and the bank name; each Failed or Rejected row releases the item's lines. One
 * transaction per row, so a bad row never undoes a good one; every row is answered with what happened to it.
 */
export async function readResponse(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  session: Session,
  batchId: number,
  file: IncomingFile,
  locale: Locale,
): Promise<BankResponseAnswer> {
  if (!(await repo.findBatch(deps.db, batchId))) {
    file.stream.resume();
    throw new AppError('not_found', 'notFound');
  }
  const [header, ...body] = await responseRows(file, locale);
  if (!header) throw refusal('bankResponseNoRows', locale);
  const { indexes, missing } = responseColumnIndexes(header.cells);
  if (missing.length > 0) throw refusal('bankResponseMissingColumns', locale, { columns: missing.join(', ') });
  if (body.length === 0) throw refusal('bankResponseNoRows', locale);
  const today = dayInIndia(deps.clock.now());
  const seen = new Set<string>();
  const partnerNames = new Map(
    (await repo.itemsOf(deps.db, batchId)).map((item) => [item.partner_id, item.partner_name]),
  );
  const results: BankResponseRowResult[] = [];
  for (const { rowNumber, cells } of body) {
    const cell = (column: keyof typeof indexes): SheetCell | undefined => {
      const at = indexes[column];
      return at === undefined ? undefined : cells[at];
    };
    const row = parseBankResponseRow({
      'Customer Reference': cell('Customer Reference'),
      UTR: cell('UTR'),
      Status: cell('Status'),
      'Value Date': cell('Value Date'),
      Amount: cell('Amount'),
      Reason: cell('Reason'),
    });
    const base = { row: rowNumber, customer_reference: row.customer_reference, utr: row.utr };
    let result: RowOutcome;
    if (!row.ok) {
      result = { outcome: 'unreadable', message: translate(row.problem, locale) };
    } else if (seen.has(row.customer_reference)) {
      result = { outcome: 'duplicateRow', message: translate('bankRowDuplicate', locale) };
    } else if (row.status === 'success' && (row.value_date ?? '') > today) {
      result = { outcome: 'unreadable', message: translate('bankRowDateInvalid', locale) };
    } else {
      seen.add(row.customer_reference);
      result = await settleRow(deps, session, batchId, row, locale);
    }
    results.push({
      ...base,
      outcome: result.outcome,
      message: result.message,
      partner_name: result.partnerId === undefined ? null : (partnerNames.get(result.partnerId) ?? null),
      payout_id: result.payoutId ?? null,
    });
  }
  return { batch: await detailOf(deps.db, batchId, locale), rows: results };
}

type ReadRow = Extract<ReturnType<typeof parseBankResponseRow>, { ok: true }>;

async function settleRow(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  session: Session,
  batchId: number,
  row: ReadRow,
  locale: Locale,
): Promise<RowOutcome> {
  try {
    return await deps.db.transaction(async (tx): Promise<RowOutcome> => {
      const item = await repo.itemForUpdate(tx, batchId, row.customer_reference);
      if (!item) return { outcome: 'unknownReference', message: translate('bankRowUnknownReference', locale) };
      const partnerId = item.partner_id;
      if (item.status === 'paid' || item.status === 'failed') {
        return {
          outcome: 'alreadySettled',
          partnerId,
          message: fill(translate('bankRowAlreadySettled', locale), { status: item.status }),
        };
      }
      if (row.status !== 'success') {
        // The bank did not pay: the lines are free again for a manual payout or another file.
        await repo.settleItem(tx, item.id, { status: 'failed', reason: row.reason ?? row.status, utr: row.utr });
        return { outcome: 'failed', partnerId, message: translate('bankRowFailed', locale) };
      }
      // Marked paid first: the item no longer holds its lines, so the payout below may take exactly them.
      await repo.settleItem(tx, item.id, { status: 'paid', utr: row.utr, value_date: row.value_date, reason: null });
      let payout;
      try {
        payout = await merchants.recordBankPayout(deps, tx, session, {
          partnerId,
          gstin: item.gstin,
          reference: row.utr ?? '',
          paidOn: row.value_date ?? '',
          ledgerIds: item.ledger_ids,
          clawbackIds: item.clawback_ids,
        });
      } catch (error) {
        if (
          error instanceof AppError &&
          ['payoutLinesChanged', 'payoutNotPositive', 'nothingToPay'].includes(error.message)
        ) {
          throw new RowMismatch('bankRowLinesChanged', null);
        }
        throw error;
      }
      const net = Number(item.net);
      if (paise(payout.net) !== paise(net) || paise(payout.net) !== paise(row.amount ?? 0)) {
        throw new RowMismatch('bankRowMismatch', payout.net);
      }
      await repo.settleItem(tx, item.id, { status: 'paid', payout_id: payout.id });
      return { outcome: 'paid', partnerId, payoutId: payout.id, message: translate('bankRowPaid', locale) };
    });
  } catch (error) {
    if (error instanceof AppError && error.message === 'payoutReferenceTaken') {
      return { outcome: 'utrTaken', message: translate('bankRowUtrTaken', locale) };
    }
    if (!(error instanceof RowMismatch)) throw error;
    // Nothing of the row was kept; the item remembers the bank's claim and keeps its lines until it is settled.
    const partnerId = await deps.db.transaction(async (tx) => {
      const item = await repo.itemForUpdate(tx, batchId, row.customer_reference);
      if (!item) return undefined;
      await repo.settleItem(tx, item.id, {
        status: 'mismatch',
        utr: row.utr,
        value_date: row.value_date,
        reason: error.reason,
      });
      return item.partner_id;
    });
    return {
      outcome: 'mismatch',
      partnerId,
      message: fill(translate(error.reason, locale), {
        expected: error.expected === null ? '—' : formatRupeesExact(error.expected),
      }),
    };
  }
}
