/**
 * KYC and bank change requests, as admins decide them in /admin/partner-support (decision 027). Approving writes the
 * requested PAN, GSTIN and bank details on the partner, audited field by field with PAN and account number masked
 * (as merchant management audits them); rejecting keeps the stored details and records why. A request is decided
 * once: a second decision is refused with 409.
 */
import { maskTail } from '@saakh/domain/masking';
import { gstinMatchesPan } from '@saakh/domain/merchants';
import type {
  AdminBankChange,
  AdminBankChangeListQuery,
  BankChange,
  RejectBankChangeInput,
} from '@saakh/domain/partner-settings';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import * as repo from './bank-changes.repository';
import type { AdminBankChangeRow, BankChangeRow } from './bank-changes.repository';

export function toBankChange(row: BankChangeRow): BankChange {
  return {
    id: row.id,
    status: row.status,
    pan_masked: maskTail(row.pan),
    gstin: row.gstin,
    bank_account_holder: row.bank_account_holder,
    bank_account_number_masked: maskTail(row.bank_account_number),
    bank_ifsc: row.bank_ifsc,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

function toAdminBankChange(row: AdminBankChangeRow): AdminBankChange {
  return {
    ...toBankChange(row),
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    requested_by_name: row.requested_by_name,
    decided_by_name: row.decided_by_name,
    current: {
      pan_masked: maskTail(row.current_pan),
      gstin: row.current_gstin,
      bank_account_holder: row.current_holder,
      bank_account_number_masked: maskTail(row.current_number),
      bank_ifsc: row.current_ifsc,
    },
  };
}

export async function listBankChanges(
  deps: Pick<Deps, 'db'>,
  query: AdminBankChangeListQuery,
): Promise<Page<AdminBankChange>> {
  const page = await repo.listAdminBankChanges(deps.db, query);
  return { ...page, items: page.items.map(toAdminBankChange) };
}

async function pendingRequest(tx: Executor, id: number): Promise<AdminBankChangeRow> {
  const row = await repo.findAdminBankChange(tx, id, true);
  if (!row) throw new AppError('not_found', 'notFound');
  if (row.status !== 'pending') throw new AppError('conflict', 'bankChangeDecided');
  return row;
}

const changedColumns = [
  ['pan', 'current_pan', true],
  ['gstin', 'current_gstin', false],
  ['bank_account_holder', 'current_holder', false],
  ['bank_account_number', 'current_number', true],
  ['bank_ifsc', 'current_ifsc', false],
] as const;

export async function approveBankChange(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
): Promise<AdminBankChange> {
  return deps.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, id);
    if (!gstinMatchesPan(request.gstin, request.pan)) throw fieldError('gstin', 'gstinPanMismatch');
    const audit: AuditEntry[] = [];
    for (const [column, current, masked] of changedColumns) {
      const next = request[column];
      const old = request[current];
      if (next === old) continue;
      audit.push({
        action: 'partner_bank_change.approve',
        entity: 'partner',
        entityId: request.partner_id,
        field: column,
        oldValue: masked ? maskTail(old) : old,
        newValue: masked ? maskTail(next) : next,
      });
    }
    await repo.applyBankDetails(tx, request.partner_id, request);
    await repo.decideBankChange(tx, id, { status: 'approved', decided_by: session.subjectId });
    await recordAudit(tx, session, [
      ...audit,
      { action: 'partner_bank_change.approve', entity: 'partner_bank_change', entityId: id, newValue: 'approved' },
    ]);
    const row = await repo.findAdminBankChange(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    return toAdminBankChange(row);
  });
}

export async function rejectBankChange(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: RejectBankChangeInput,
): Promise<AdminBankChange> {
  return deps.db.transaction(async (tx) => {
    await pendingRequest(tx, id);
    await repo.decideBankChange(tx, id, {
      status: 'rejected',
      decided_by: session.subjectId,
      rejection_reason: input.reason,
    });
    await recordAudit(tx, session, [
      {
        action: 'partner_bank_change.reject',
        entity: 'partner_bank_change',
        entityId: id,
        field: 'status',
        oldValue: 'pending',
        newValue: { status: 'rejected', reason: input.reason },
      },
    ]);
    const row = await repo.findAdminBankChange(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    return toAdminBankChange(row);
  });
}

// ---------- for the partner's own settings page (partner-settings) ----------

/** The partner's change request still waiting for an admin, if any. */
export function pendingOf(db: Executor, partnerId: number): Promise<BankChangeRow | undefined> {
  return repo.pendingOf(db, partnerId);
}

/** The partner's latest decided request (approved or rejected), shown with its reason. */
export function lastDecidedOf(db: Executor, partnerId: number): Promise<BankChangeRow | undefined> {
  return repo.lastDecidedOf(db, partnerId);
}

/** Writes a pending change request; the caller has checked that none is pending and that it changes something. */
export function insertBankChange(...args: Parameters<typeof repo.insertBankChange>): Promise<BankChangeRow> {
  return repo.insertBankChange(...args);
}
