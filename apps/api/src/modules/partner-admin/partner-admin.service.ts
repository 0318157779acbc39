/**
 * Partner Config rules: branding, key, UTM id and revenue share. Changes are written straight to the partners
 * table, which get-partner-by-name reads on every call, so a saved brand shows at once.
 */
import { partnerStatusCodes } from '@saakh/domain/merchants';
import type { Deps } from '../../deps';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import type { Locale } from '@saakh/domain/i18n';
import {
  partnerColumnLabels,
  type AdminPartner,
  type AdminPartnerPage,
  type PartnerColumn,
  type PartnerListQuery,
  type PartnerRevenueInput,
  type PartnerUtmInput,
  type UpdatePartnerInput,
} from '@saakh/domain/partner-admin';
import type { Executor } from '../../db/client';
import { mapList } from '../../db/lists';
import { AppError, fieldError } from '../../lib/app-error';
import type { ExportColumn, ExportValue } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import { isUniqueViolation } from '../../db/sql';
import * as repo from './partner-admin.repository';
import type { PartnerRow, PartnerUpdate } from './partner-admin.repository';

export function toAdminPartner(row: PartnerRow, activeUsers: number): AdminPartner {
  const { deleted_at: _deleted, created_at, updated_at, revenue_percent, ...rest } = row;
  return {
    ...rest,
    revenue_percent: revenue_percent === null ? null : Number(revenue_percent),
    active_users: activeUsers,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** Partners as Partner Config shows them, each with how many of its users can sign in (one query for all). */
async function adminPartners(db: Executor, rows: readonly PartnerRow[]): Promise<AdminPartner[]> {
  const users = await repo.activeUserCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPartner(row, users.get(row.id) ?? 0));
}

async function adminPartner(db: Executor, row: PartnerRow): Promise<AdminPartner> {
  const [partner] = await adminPartners(db, [row]);
  if (!partner) throw new Error(`Partner ${row.id} vanished`);
  return partner;
}

function comparable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Writes only the fields whose value differs, with one audit row per field; answers the partner as stored. */
async function applyChanges(
  db: Executor,
  session: Session,
  partner: PartnerRow,
  values: PartnerUpdate,
): Promise<PartnerRow> {
  const changed: PartnerUpdate = {};
  const entries: AuditEntry[] = [];
  for (const [field, value] of Object.entries(values) as [keyof PartnerUpdate, unknown][]) {
    if (value === undefined) continue;
    const before = partner[field as keyof PartnerRow];
    if (comparable(before) === comparable(value)) continue;
    Object.assign(changed, { [field]: value });
    entries.push({
      action: 'partner.update',
      entity: 'partner',
      entityId: partner.id,
      field,
      oldValue: before,
      newValue: value,
    });
  }
  if (entries.length === 0) return partner;
  const row = await repo.updatePartner(db, partner.id, changed);
  await recordAudit(db, session, entries);
  return row;
}

async function lockedPartner(db: Executor, id: number): Promise<PartnerRow> {
  const partner = await repo.findPartnerForUpdate(db, id);
  if (!partner) throw new AppError('not_found', 'notFound');
  return partner;
}

/** Partner Config's list: every live partner by name, as the call has always answered, or one page when asked. */
export async function listPartners(
  deps: Pick<Deps, 'db'>,
  query: PartnerListQuery,
): Promise<AdminPartner[] | AdminPartnerPage> {
  const list = await repo.listPartners(deps.db, query);
  const rows = Array.isArray(list) ? list : list.items;
  const partners = new Map((await adminPartners(deps.db, rows)).map((partner) => [partner.id, partner]));
  return mapList(list, (row) => partners.get(row.id) ?? toAdminPartner(row, 0));
}

/** The export's columns, in the caller's language. */
export function partnerExportColumns(locale: Locale): ExportColumn<AdminPartner>[] {
  const column = (name: PartnerColumn, value: (partner: AdminPartner) => ExportValue) => ({
    header: partnerColumnLabels[name][locale],
    value,
  });
  return [
    column('name', (p) => p.name),
    column('key', (p) => p.key),
    column('utm_id', (p) => p.utm_id),
    column('revenue_percent', (p) => p.revenue_percent),
    column('revenue_flat_fee', (p) => p.revenue_flat_fee),
    column('status', (p) => p.status),
    column('updated_at', (p) => p.updated_at),
  ];
}

/** The partners the list's filter matches, in its order, a batch at a time. */
export async function* partnerExportRows(
  deps: Pick<Deps, 'db'>,
  query: PartnerListQuery,
): AsyncGenerator<AdminPartner[]> {
  for await (const batch of repo.partnerBatches(deps.db, query)) yield await adminPartners(deps.db, batch);
}

export async function getPartner(deps: Deps, id: number): Promise<AdminPartner> {
  const partner = await repo.findPartner(deps.db, id);
  if (!partner) throw new AppError('not_found', 'notFound');
  return adminPartner(deps.db, partner);
}

export async function updatePartner(
  deps: Deps,
  session: Session,
  id: number,
  input: UpdatePartnerInput,
): Promise<AdminPartner> {
  try {
    return await deps.db.transaction(async (tx) => {
      const partner = await lockedPartner(tx, id);
      // The default brand is what every unknown partner name falls back to; it must stay reachable.
      if (partner.key === DEFAULT_PARTNER_KEY) {
        if (input.key !== undefined && input.key !== partner.key) throw fieldError('key', 'defaultPartnerLocked');
        if (input.status === 0) throw fieldError('status', 'defaultPartnerLocked');
      }
      // An applied partner goes live only through merchant management, which checks its onboarding (decision 014).
      if (partner.status === partnerStatusCodes.applied && input.status !== undefined) {
        throw fieldError('status', 'partnerApplied');
      }
      if (
        input.key !== undefined &&
        input.key !== partner.key &&
        (await repo.partnerKeyTaken(tx, input.key, partner.id))
      ) {
        throw new AppError('conflict', 'partnerKeyTaken', { errors: { key: ['partnerKeyTaken'] } });
      }
      return adminPartner(tx, await applyChanges(tx, session, partner, input));
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'partnerKeyTaken', { errors: { key: ['partnerKeyTaken'] } });
    }
    throw error;
  }
}

export async function updatePartnerUtm(
  deps: Deps,
  session: Session,
  id: number,
  input: PartnerUtmInput,
): Promise<AdminPartner> {
  return deps.db.transaction(async (tx) => {
    const partner = await lockedPartner(tx, id);
    if (input.utm_id !== null && (await repo.utmIdTaken(tx, input.utm_id, partner.id))) {
      throw new AppError('conflict', 'utmIdTaken', { errors: { utm_id: ['utmIdTaken'] } });
    }
    return adminPartner(tx, await applyChanges(tx, session, partner, { utm_id: input.utm_id }));
  });
}

export async function updatePartnerRevenue(
  deps: Deps,
  session: Session,
  id: number,
  input: PartnerRevenueInput,
): Promise<AdminPartner> {
  return deps.db.transaction(async (tx) => {
    const partner = await lockedPartner(tx, id);
    const values: PartnerUpdate = {
      revenue_percent: input.revenue_percent === null ? null : input.revenue_percent.toFixed(3),
      revenue_flat_fee: input.revenue_flat_fee,
    };
    return adminPartner(tx, await applyChanges(tx, session, partner, values));
  });
}
