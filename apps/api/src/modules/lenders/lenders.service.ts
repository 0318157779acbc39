/** Lender rules: creation, one-field edits with their checks, soft delete; every change is audited. */
import type { Deps } from '../../deps';
import type { Locale } from '@saakh/domain/i18n';
import type { LoanProductCode } from '@saakh/domain/product-types';
import {
  lenderColumnLabels,
  lenderRangeProblem,
  lenderRegistrationProblem,
  parseLenderChange,
  type CreateLenderInput,
  type LenderColumn,
  type Lender,
  type LenderListQuery,
  type LenderPage,
  type LenderChange,
  type UpdateLenderInput,
} from '@saakh/domain/lenders';
import { AppError } from '../../lib/app-error';
import type { ExportColumn, ExportValue } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import * as repo from './lenders.repository';
import type { LenderRow, LenderUpdate } from './lenders.repository';

function decimal(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function toLender(row: LenderRow): Lender {
  const {
    id,
    deleted_at: _deleted,
    created_at,
    updated_at,
    interest_rate,
    apr_min,
    apr_max,
    processing_fees,
    so_processing_fee,
    ...rest
  } = row;
  return {
    ...rest,
    lender_id: id,
    interest_rate: decimal(interest_rate),
    apr_min: decimal(apr_min),
    apr_max: decimal(apr_max),
    processing_fees: decimal(processing_fees),
    so_processing_fee: decimal(so_processing_fee),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** A refused value answers its own rule's message, so a one-field editor can show it as it is. */
function valueError(message: string): AppError {
  return new AppError('validation', message, { errors: { value: [message] } });
}

/**
 * The admin lender list (admin spec §2.2, §7): the whole list, as get-lenders-data has always answered, or one page
 * when the query asks for one (the list contract).
 */
export async function listLenders(deps: Pick<Deps, 'db'>, query: LenderListQuery): Promise<Lender[] | LenderPage> {
  if (query.page === undefined && query.pageSize === undefined) {
    // Already in the answer's shape; the route's response schema checks it before it is sent.
    return JSON.parse(await repo.listLendersJson(deps.db, query, query.sort)) as Lender[];
  }
  const page = await repo.pageLenders(deps.db, { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 50 });
  return { ...page, items: page.items.map(toLender) };
}

/** The export's columns: what the admin table shows and who lends, its limits and KFS officer, in the caller's language. */
export function lenderExportColumns(locale: Locale): ExportColumn<Lender>[] {
  const label = (column: LenderColumn) => lenderColumnLabels[column][locale];
  const text = (column: LenderColumn, value: (lender: Lender) => ExportValue) => ({ header: label(column), value });
  return [
    text('name', (l) => l.name),
    text('product', (l) => l.product),
    text('min_income', (l) => l.min_income),
    text('max_income', (l) => l.max_income),
    text('min_age', (l) => l.min_age),
    text('max_age', (l) => l.max_age),
    text('ticket_class', (l) => l.ticket_class),
    text('credit_score_class', (l) => l.credit_score_class),
    text('salaried', (l) => l.salaried),
    text('self_employed', (l) => l.self_employed),
    text('business', (l) => l.business),
    text('priority', (l) => l.priority),
    text('lender_status', (l) => l.lender_status),
    text('so_status', (l) => l.so_status),
    text('so_text', (l) => l.so_text),
    text('interest_rate', (l) => l.interest_rate),
    text('loan_amount_upto', (l) => l.loan_amount_upto),
    text('lender_mode', (l) => l.lender_mode),
    text('display_name', (l) => l.display_name),
    text('legal_name', (l) => l.legal_name),
    text('lender_kind', (l) => l.lender_kind),
    text('rbi_registration', (l) => l.rbi_registration),
    text('min_amount', (l) => l.min_amount),
    text('min_tenure', (l) => l.min_tenure),
    text('tenure', (l) => l.tenure),
    text('cooling_days', (l) => l.cooling_days),
    text('nodal_officer_name', (l) => l.nodal_officer_name),
    text('nodal_officer_email', (l) => l.nodal_officer_email),
    text('updated_at', (l) => l.updated_at),
  ];
}

/** The lenders the list's filter matches, in its order, a batch at a time. */
export async function* lenderExportRows(deps: Pick<Deps, 'db'>, query: LenderListQuery): AsyncGenerator<Lender[]> {
  for await (const batch of repo.lenderBatches(deps.db, query)) yield batch.map(toLender);
}

/** Changes whenever any lender does. */
export function lenderListVersion(deps: Pick<Deps, 'db' | 'caches'>): Promise<string> {
  return deps.caches.listVersions.get('lenders', () => repo.listVersion(deps.db));
}

/** Whether a lender exists, read in the caller's transaction when it passes one (other modules check before they write). */
export async function lenderExists(db: Executor, id: number): Promise<boolean> {
  return (await repo.findLender(db, id)) !== undefined;
}

export async function getLender(deps: Deps, id: number): Promise<Lender> {
  const row = await repo.findLender(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toLender(row);
}

export async function createLender(deps: Deps, session: Session, input: CreateLenderInput): Promise<Lender> {
  const lenderKey = input.name.toLowerCase();
  try {
    return await deps.db.transaction(async (tx) => {
      if (await repo.lenderNameTaken(tx, input.product, input.name)) throw new AppError('conflict', 'lenderExists');
      const row = await repo.insertLender(tx, { name: input.name, lender_key: lenderKey, product: input.product });
      await recordAudit(tx, session, [
        {
          action: 'lender.create',
          entity: 'lender',
          entityId: row.id,
          newValue: { name: row.name, product: row.product },
        },
      ]);
      return toLender(row);
    });
  } catch (error) {
    // Two admins creating the same lender at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'lenderExists');
    throw error;
  }
}

/** The checks that need the stored lender or other tables. */
async function checkAgainstStored(db: Executor, lender: LenderRow, change: LenderChange): Promise<void> {
  const rangeProblem = lenderRangeProblem(toLender(lender), change.property, change.value);
  if (rangeProblem) throw valueError(rangeProblem);
  const registrationProblem = lenderRegistrationProblem(lender, change.property, change.value);
  if (registrationProblem) throw valueError(registrationProblem);
  switch (change.property) {
    case 'name':
      if (await repo.lenderNameTaken(db, lender.product, change.value, lender.id)) {
        throw new AppError('conflict', 'lenderExists');
      }
      return;
    case 'ticket_class':
      if (change.value !== null && !(await repo.smartListHasCode(db, 'ticketClass', change.value))) {
        throw valueError('optionInvalid');
      }
      return;
    case 'credit_score_class':
      if (change.value !== null && !(await repo.smartListHasCode(db, 'creditScoreClass', change.value))) {
        throw valueError('optionInvalid');
      }
      return;
    case 'so_date_end':
      // Only the end is checked against the start: the special-offer dialog saves the start first, so moving an
      // offer later must be able to pass through a start that is after the old end.
      if (change.value !== null && lender.so_date_start !== null && change.value < lender.so_date_start) {
        throw valueError('offerEndBeforeStart');
      }
      return;
    case 'lender_group_ids':
      if ((await repo.countLenderGroups(db, change.value)) !== change.value.length) {
        throw valueError('lenderGroupsInvalid');
      }
      return;
    default:
      return;
  }
}

/** The column values a change writes; decimals go to numeric columns as text. */
function columnsFor(change: LenderChange): LenderUpdate {
  switch (change.property) {
    case 'interest_rate':
    case 'apr_min':
    case 'apr_max':
    case 'processing_fees':
    case 'so_processing_fee':
      return { [change.property]: change.value === null ? null : change.value.toFixed(2) };
    default:
      return { [change.property]: change.value };
  }
}

function storedText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

export async function updateLender(deps: Deps, session: Session, input: UpdateLenderInput): Promise<Lender> {
  const parsed = parseLenderChange(input.property, input.value);
  if (!parsed.ok) throw valueError(parsed.message);
  const change = parsed.value;
  try {
    return await deps.db.transaction(async (tx) => {
      const lender = await repo.findLenderForUpdate(tx, input.lender_id);
      if (!lender) throw new AppError('not_found', 'notFound');
      await checkAgainstStored(tx, lender, change);
      const values = columnsFor(change);
      const entries: AuditEntry[] = [];
      const before = storedText(lender[change.property]);
      const after = storedText(values[change.property]);
      if (before !== after) {
        entries.push({
          action: 'lender.update',
          entity: 'lender',
          entityId: lender.id,
          field: change.property,
          oldValue: before,
          newValue: after,
        });
      }
      if (change.property === 'lender_status') {
        // A reason belongs to the switch it came with; switching without one clears the previous reason.
        const reason = input.reason ? input.reason : null;
        values.status_reason = reason;
        if (reason !== lender.status_reason) {
          entries.push({
            action: 'lender.update',
            entity: 'lender',
            entityId: lender.id,
            field: 'status_reason',
            oldValue: lender.status_reason,
            newValue: reason,
          });
        }
      }
      if (entries.length === 0) return toLender(lender);
      const row = await repo.updateLender(tx, lender.id, values);
      await recordAudit(tx, session, entries);
      return toLender(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'lenderExists');
    throw error;
  }
}

export async function deleteLender(deps: Deps, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const lender = await repo.findLenderForUpdate(tx, id);
    if (!lender) throw new AppError('not_found', 'notFound');
    await repo.softDeleteLender(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'lender.delete',
        entity: 'lender',
        entityId: id,
        field: 'deleted_at',
        oldValue: null,
        newValue: new Date().toISOString(),
      },
    ]);
  });
}

/** A live lender of a product by its name (IDFC_First), or undefined. */
export function findLenderIdByName(db: Executor, name: string, product: LoanProductCode): Promise<number | undefined> {
  return repo.findLenderIdByName(db, name, product);
}

/** What a lender's connector (decision 044) reads of it; a deleted lender is missing. Locked when `lock` is set. */
export async function findLenderForConnector(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<{ id: number; name: string; api: number; autosubmission: number } | undefined> {
  const row = options.lock ? await repo.findLenderForUpdate(db, id) : await repo.findLender(db, id);
  return row && { id: row.id, name: row.name, api: row.api, autosubmission: row.autosubmission };
}

/**
 * The lender's `api` and `autosubmission` flags, as its connector's form sets them (decision 044), in the caller's
 * transaction; each change is audited like any other edit of the lender.
 */
export async function setConnectionFlags(
  tx: Executor,
  session: Session,
  lenderId: number,
  flags: { api: 0 | 1; autosubmission: 0 | 1 },
): Promise<void> {
  const lender = await repo.findLenderForUpdate(tx, lenderId);
  if (!lender) throw new AppError('not_found', 'notFound');
  const entries: AuditEntry[] = (['api', 'autosubmission'] as const)
    .filter((field) => lender[field] !== flags[field])
    .map((field) => ({
      action: 'lender.update',
      entity: 'lender',
      entityId: lenderId,
      field,
      oldValue: String(lender[field]),
      newValue: String(flags[field]),
    }));
  if (entries.length === 0) return;
  await repo.updateLender(tx, lenderId, flags);
  await recordAudit(tx, session, entries);
}
