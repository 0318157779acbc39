/** Lender commission slabs: the revenue form's rules (checked by the schema), order and audit. */
import { roundPaise } from '@saakh/domain/money';
import type { Deps } from '../../deps';
import type {
  CreateLenderRevenueInput,
  LenderRevenueItem,
  RevenueType,
  SetLenderRevenueOrderInput,
  UpdateLenderRevenueInput,
} from '@saakh/domain/revenue';
import type { Executor } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { lenderExists } from '../lenders/lenders.service';
import * as repo from './lender-revenue.repository';
import type { RevenueItemRow, RevenueValues } from './lender-revenue.repository';

function toItem(row: RevenueItemRow): LenderRevenueItem {
  return {
    ...row,
    revenue_flat: row.revenue_flat === null ? null : roundPaise(Number(row.revenue_flat)),
    revenue_percent: row.revenue_percent === null ? null : Number(row.revenue_percent),
  };
}

/** What an audit row shows of an entry: the form's fields, without ids and order. */
function auditView(row: RevenueItemRow | RevenueValues) {
  return {
    slab_disbursed_min: row.slab_disbursed_min ?? null,
    slab_disbursed_max: row.slab_disbursed_max ?? null,
    slab_number_min: row.slab_number_min ?? null,
    slab_number_max: row.slab_number_max ?? null,
    ats_min: row.ats_min ?? null,
    ats_max: row.ats_max ?? null,
    revenue_type_id: row.revenue_type_id,
    revenue_flat:
      row.revenue_flat === null || row.revenue_flat === undefined ? null : roundPaise(Number(row.revenue_flat)),
    revenue_percent:
      row.revenue_percent === null || row.revenue_percent === undefined ? null : Number(row.revenue_percent),
    status: row.status ?? 1,
  };
}

async function liveLender(db: Executor, lenderId: number) {
  if (!(await lenderExists(db, lenderId))) throw new AppError('not_found', 'notFound');
}

async function valuesFrom(
  db: Executor,
  input: CreateLenderRevenueInput | UpdateLenderRevenueInput,
): Promise<RevenueValues> {
  if (!(await repo.revenueTypeExists(db, input.revenue_type_id))) {
    throw fieldError('revenue_type_id', 'revenueTypeRequired');
  }
  return {
    slab_disbursed_min: input.slab_disbursed_min,
    slab_disbursed_max: input.slab_disbursed_max,
    slab_number_min: input.slab_number_min,
    slab_number_max: input.slab_number_max,
    ats_min: input.ats_min,
    ats_max: input.ats_max,
    revenue_type_id: input.revenue_type_id,
    revenue_flat: input.revenue_flat === null ? null : input.revenue_flat.toFixed(2),
    revenue_percent: input.revenue_percent === null ? null : input.revenue_percent.toFixed(3),
    status: input.status,
  };
}

async function loadItem(db: Executor, id: number): Promise<LenderRevenueItem> {
  const row = await repo.findRevenueItem(db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toItem(row);
}

export async function listRevenue(deps: Deps, lenderId: number): Promise<LenderRevenueItem[]> {
  await liveLender(deps.db, lenderId);
  return (await repo.listRevenue(deps.db, lenderId)).map(toItem);
}

export async function listRevenueTypes(deps: Deps): Promise<RevenueType[]> {
  return repo.listRevenueTypes(deps.db);
}

export async function createRevenue(
  deps: Deps,
  session: Session,
  input: CreateLenderRevenueInput,
): Promise<LenderRevenueItem> {
  return deps.db.transaction(async (tx) => {
    await liveLender(tx, input.lender_id);
    const values = await valuesFrom(tx, input);
    // Serialises adds and reorders of one lender, so two adds cannot take the same place in the list.
    await repo.lockRevenueIds(tx, input.lender_id);
    const id = await repo.insertRevenue(tx, input.lender_id, values);
    await recordAudit(tx, session, [
      {
        action: 'lender.revenue.create',
        entity: 'lender',
        entityId: input.lender_id,
        field: `revenue#${id}`,
        newValue: auditView(values),
      },
    ]);
    return loadItem(tx, id);
  });
}

export async function updateRevenue(
  deps: Deps,
  session: Session,
  input: UpdateLenderRevenueInput,
): Promise<LenderRevenueItem> {
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findRevenueItem(tx, input.id);
    if (!existing || (input.lender_id !== undefined && input.lender_id !== existing.lender_id)) {
      throw new AppError('not_found', 'notFound');
    }
    await liveLender(tx, existing.lender_id);
    const values = await valuesFrom(tx, input);
    const before = auditView(existing);
    const after = auditView(values);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await repo.updateRevenue(tx, input.id, values);
      await recordAudit(tx, session, [
        {
          action: 'lender.revenue.update',
          entity: 'lender',
          entityId: existing.lender_id,
          field: `revenue#${input.id}`,
          oldValue: before,
          newValue: after,
        },
      ]);
    }
    return loadItem(tx, input.id);
  });
}

export async function setRevenueOrder(deps: Deps, session: Session, input: SetLenderRevenueOrderInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await liveLender(tx, input.lender_id);
    const current = await repo.lockRevenueIds(tx, input.lender_id);
    const wanted = input.lender_revenue_ids;
    const sameSet =
      wanted.length === current.length &&
      new Set(wanted).size === wanted.length &&
      wanted.every((id) => current.includes(id));
    if (!sameSet) throw fieldError('lender_revenue_ids', 'revenueOrderMismatch');
    if (wanted.every((id, index) => current[index] === id)) return;
    for (const [index, id] of wanted.entries()) await repo.setRevenueSortOrder(tx, input.lender_id, id, index);
    await recordAudit(tx, session, [
      {
        action: 'lender.revenue.order',
        entity: 'lender',
        entityId: input.lender_id,
        field: 'revenue_order',
        oldValue: current,
        newValue: wanted,
      },
    ]);
  });
}

export async function deleteRevenue(deps: Deps, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const existing = await repo.findRevenueItem(tx, id);
    if (!existing) throw new AppError('not_found', 'notFound');
    await liveLender(tx, existing.lender_id);
    await repo.deleteRevenue(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'lender.revenue.delete',
        entity: 'lender',
        entityId: existing.lender_id,
        field: `revenue#${id}`,
        oldValue: auditView(existing),
      },
    ]);
  });
}
