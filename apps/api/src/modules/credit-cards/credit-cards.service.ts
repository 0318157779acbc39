/** Credit-card rules: unique names, one-field edits with their checks, soft delete; every change is audited. */
import type { Deps } from '../../deps';
import {
  creditCardColumnLabels,
  parseCreditCardChange,
  type CreditCard,
  type CreditCardColumn,
  type CreditCardListQuery,
  type CreditCardPage,
  type CreateCreditCardInput,
  type UpdateCreditCardInput,
} from '@saakh/domain/credit-cards';
import type { Locale } from '@saakh/domain/i18n';
import { mapList } from '../../db/lists';
import { AppError } from '../../lib/app-error';
import type { ExportColumn, ExportValue } from '../../lib/http/list-export';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as repo from './credit-cards.repository';
import type { CreditCardRow } from './credit-cards.repository';

export function toCreditCard(row: CreditCardRow): CreditCard {
  const { created_at: _created, updated_at: _updated, deleted_at: _deleted, ...card } = row;
  return card;
}

function valueError(message: string): AppError {
  return new AppError('validation', message, { errors: { value: [message] } });
}

function storedText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The admin card list (admin spec §2.4, §7): the whole list sorted by sort_order, as get-credit-cards-data has always
 * answered, or one page when the query asks for one (the list contract).
 */
export async function listCreditCards(
  deps: Pick<Deps, 'db'>,
  query: CreditCardListQuery,
): Promise<CreditCard[] | CreditCardPage> {
  return mapList(await repo.listCreditCards(deps.db, query), toCreditCard);
}

/** A card as the export writes it: what the list answers, and when it last changed. */
export type CreditCardExportRow = CreditCard & { updated_at: string };

/** The export's columns, in the caller's language. */
export function creditCardExportColumns(locale: Locale): ExportColumn<CreditCardExportRow>[] {
  const column = (name: CreditCardColumn, value: (card: CreditCardExportRow) => ExportValue) => ({
    header: creditCardColumnLabels[name][locale],
    value,
  });
  return [
    column('sort_order', (c) => c.sort_order),
    column('category_name', (c) => c.category_name),
    column('key_feature', (c) => c.key_feature),
    column('annual_fee', (c) => c.annual_fee),
    column('utm_link', (c) => c.utm_link),
    column('marketing_bullets', (c) => c.marketing_bullets.join(' | ')),
    column('secured', (c) => c.secured),
    column('status', (c) => c.status),
    column('updated_at', (c) => c.updated_at),
  ];
}

/** The cards the list's filter matches, in its order, a batch at a time. */
export async function* creditCardExportRows(
  deps: Pick<Deps, 'db'>,
  query: CreditCardListQuery,
): AsyncGenerator<CreditCardExportRow[]> {
  for await (const batch of repo.creditCardBatches(deps.db, query)) {
    yield batch.map((row) => ({ ...toCreditCard(row), updated_at: row.updated_at.toISOString() }));
  }
}

export async function createCreditCard(
  deps: Deps,
  session: Session,
  input: CreateCreditCardInput,
): Promise<CreditCard> {
  return deps.db.transaction(async (tx) => {
    if (await repo.cardNameTaken(tx, input.category_name)) throw new AppError('conflict', 'creditCardExists');
    const row = await repo.insertCreditCard(tx, input.category_name);
    await recordAudit(tx, session, [
      {
        action: 'credit_card.create',
        entity: 'credit_card',
        entityId: row.category_id,
        field: 'category_name',
        newValue: row.category_name,
      },
    ]);
    return toCreditCard(row);
  });
}

export async function updateCreditCard(
  deps: Deps,
  session: Session,
  input: UpdateCreditCardInput,
): Promise<CreditCard> {
  const parsed = parseCreditCardChange(input.property, input.value);
  if (!parsed.ok) throw valueError(parsed.message);
  const change = parsed.value;
  return deps.db.transaction(async (tx) => {
    const card = await repo.findCreditCardForUpdate(tx, input.category_id);
    if (!card) throw new AppError('not_found', 'notFound');
    if (change.property === 'category_name' && (await repo.cardNameTaken(tx, change.value, card.category_id))) {
      throw new AppError('conflict', 'creditCardExists');
    }
    const before = storedText(card[change.property]);
    const after = storedText(change.value);
    if (before === after) return toCreditCard(card);
    const row = await repo.updateCreditCard(tx, card.category_id, { [change.property]: change.value });
    await recordAudit(tx, session, [
      {
        action: 'credit_card.update',
        entity: 'credit_card',
        entityId: card.category_id,
        field: change.property,
        oldValue: before,
        newValue: after,
      },
    ]);
    return toCreditCard(row);
  });
}

export async function deleteCreditCard(deps: Deps, session: Session, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const card = await repo.findCreditCardForUpdate(tx, id);
    if (!card) throw new AppError('not_found', 'notFound');
    await repo.softDeleteCreditCard(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'credit_card.delete',
        entity: 'credit_card',
        entityId: id,
        field: 'deleted_at',
        newValue: new Date().toISOString(),
      },
    ]);
  });
}
