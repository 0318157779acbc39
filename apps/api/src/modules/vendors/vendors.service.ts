/** Vendors on/off: provider integrations switch here; lenders switch through update-lender-data (lender_status). */
import type { Deps } from '../../deps';
import { hasListParameter } from '@saakh/domain/lists';
import type { UpdateVendorInput, Vendor, VendorListQuery, VendorPage, VendorsOverview } from '@saakh/domain/vendors';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import * as repo from './vendors.repository';
import type { VendorRow } from './vendors.repository';

function toVendor(row: VendorRow): Vendor {
  return { ...row, updated_at: row.updated_at.toISOString() };
}

/**
 * GET /api/admin/vendors: the overview (every vendor and every live lender) as the screen has always read it, or,
 * when the query names any list parameter, one page of vendors (the list contract).
 */
export async function vendorsAnswer(
  deps: Pick<Deps, 'db'>,
  query: VendorListQuery,
): Promise<VendorsOverview | VendorPage> {
  if (!hasListParameter(query)) return overview(deps);
  const page = await repo.pageVendors(deps.db, query);
  return { ...page, items: page.items.map(toVendor) };
}

export async function overview(deps: Pick<Deps, 'db'>): Promise<VendorsOverview> {
  const [vendorRows, lenderRows] = await Promise.all([repo.listVendors(deps.db), repo.listLenderSwitches(deps.db)]);
  return {
    vendors: vendorRows.map(toVendor),
    lenders: lenderRows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
  };
}

export async function switchVendor(
  deps: Deps,
  session: Session,
  id: number,
  input: UpdateVendorInput,
): Promise<Vendor> {
  return deps.db.transaction(async (tx) => {
    const vendor = await repo.findVendorForUpdate(tx, id);
    if (!vendor) throw new AppError('not_found', 'notFound');
    const reason = input.reason ?? null;
    const entries: AuditEntry[] = [];
    if (vendor.enabled !== input.enabled) {
      entries.push({
        action: 'vendor.switch',
        entity: 'vendor',
        entityId: id,
        field: 'enabled',
        oldValue: String(vendor.enabled),
        newValue: String(input.enabled),
      });
    }
    if (vendor.reason !== reason) {
      entries.push({
        action: 'vendor.switch',
        entity: 'vendor',
        entityId: id,
        field: 'reason',
        oldValue: vendor.reason,
        newValue: reason,
      });
    }
    if (entries.length === 0) return toVendor(vendor);
    const row = await repo.setVendorSwitch(tx, id, input.enabled, reason);
    await recordAudit(tx, session, entries);
    return toVendor(row);
  });
}
