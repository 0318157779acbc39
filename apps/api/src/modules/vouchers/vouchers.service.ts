/** Discount vouchers: the listing customers browse and open, and role 1's audited table of them. */
import type { Locale } from '@saakh/domain/i18n';
import type { Page } from '@saakh/domain/lists';
import { todayInIndia } from '@saakh/domain/profile';
import type {
  AdminVoucher,
  AdminVoucherListQuery,
  OpenedVoucher,
  PublicVoucher,
  VoucherInput,
} from '@saakh/domain/vouchers';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import * as repo from './vouchers.repository';

function publicView(row: repo.VoucherRow, locale: Locale): PublicVoucher {
  const hindi = locale === 'hi';
  return {
    id: row.id,
    brand: row.brand,
    title: hindi ? row.title_hi : row.title_en,
    discount: hindi ? row.discount_hi : row.discount_en,
    terms: hindi ? row.terms_hi : row.terms_en,
    valid_until: row.valid_until,
    has_code: row.code !== null,
    url: row.url,
  };
}

/** The vouchers valid today in India, soonest to expire first; their codes only when one is opened. */
export async function listLiveVouchers(deps: Deps, locale: Locale): Promise<PublicVoucher[]> {
  const rows = await repo.listLiveVouchers(deps.db, todayInIndia(deps.clock.now()));
  return rows.map((row) => publicView(row, locale));
}

export async function openVoucher(deps: Deps, id: number, locale: Locale): Promise<OpenedVoucher> {
  const row = await repo.findLiveVoucher(deps.db, id, todayInIndia(deps.clock.now()));
  if (!row) throw new AppError('not_found', 'voucherNotFound');
  return { ...publicView(row, locale), code: row.code };
}

function adminView(row: repo.VoucherRow): AdminVoucher {
  return {
    id: row.id,
    brand: row.brand,
    title_en: row.title_en,
    title_hi: row.title_hi,
    discount_en: row.discount_en,
    discount_hi: row.discount_hi,
    terms_en: row.terms_en,
    terms_hi: row.terms_hi,
    code: row.code,
    url: row.url,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    status: row.status,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listVouchers(deps: Deps, query: AdminVoucherListQuery): Promise<Page<AdminVoucher>> {
  const page = await repo.listVouchers(deps.db, query);
  return { ...page, items: page.items.map(adminView) };
}

const editableFields = [
  'brand',
  'title_en',
  'title_hi',
  'discount_en',
  'discount_hi',
  'terms_en',
  'terms_hi',
  'code',
  'url',
  'valid_from',
  'valid_until',
  'status',
] as const satisfies readonly (keyof VoucherInput)[];

export async function createVoucher(deps: Deps, session: Session, input: VoucherInput): Promise<AdminVoucher> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertVoucher(tx, input);
    await recordAudit(tx, session, [
      { action: 'voucher.create', entity: 'voucher', entityId: row.id, newValue: input },
    ]);
    return adminView(row);
  });
}

/** Saves the whole form; the audit keeps one row per field that changed, old → new. */
export async function updateVoucher(
  deps: Deps,
  session: Session,
  id: number,
  input: VoucherInput,
): Promise<AdminVoucher> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findVoucherForUpdate(tx, id);
    if (!before) throw new AppError('not_found', 'voucherNotFound');
    const row = await repo.updateVoucher(tx, id, input);
    const changes: AuditEntry[] = editableFields
      .filter((field) => before[field] !== input[field])
      .map((field) => ({
        action: 'voucher.update',
        entity: 'voucher',
        entityId: id,
        field,
        oldValue: before[field],
        newValue: input[field],
      }));
    await recordAudit(tx, session, changes);
    return adminView(row);
  });
}

export async function deleteVoucher(deps: Deps, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findVoucherForUpdate(tx, id);
    if (!before) throw new AppError('not_found', 'voucherNotFound');
    await repo.deleteVoucher(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'voucher.delete',
        entity: 'voucher',
        entityId: id,
        oldValue: { brand: before.brand, code: before.code },
      },
    ]);
  });
}
