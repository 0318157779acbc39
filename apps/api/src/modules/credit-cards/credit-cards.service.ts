/** Credit-card rules: unique names, one-field edits with their checks, soft delete; every change is audited. */
import type { Deps } from '../../deps';
import {
  parseCreditCardChange,
  type CreditCard,
  type CreateCreditCardInput,
  type UpdateCreditCardInput,
} from '@saakh/domain/credit-cards';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.repository';
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

export async function listCreditCards(deps: Deps): Promise<CreditCard[]> {
  return (await repo.listCreditCards(deps.db)).map(toCreditCard);
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
