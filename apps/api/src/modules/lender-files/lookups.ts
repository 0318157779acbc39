/** Lookups lender files share: lenders by the name, key or profile alias a lender writes, and disbursing applications. */
import type { StatusSource } from '@saakh/domain/applications';
import type { Executor } from '../../db/client';
import { chunks } from '../../db/sql';
import type { Deps } from '../../deps';
import { lockStatuses, mayMove, recordStatusChanges, type StatusChange } from '../applications/applications.service';
import type { PassState } from './kind';
import { lenderNamesAndKeys } from './lender-files.repository';

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Lender ids by normalised name and key ("Kotak Mahindra" ≡ "Kotak_Mahindra"); one name may cover several products. */
export async function lenderIdsByName(db: Executor, state: PassState): Promise<(name: string) => number[]> {
  let index = state.memo.get('lenders') as Map<string, number[]> | undefined;
  if (!index) {
    index = new Map();
    const rows = await lenderNamesAndKeys(db);
    for (const row of rows) {
      for (const name of new Set([normalize(row.name), normalize(row.key)])) {
        index.set(name, [...(index.get(name) ?? []), row.id]);
      }
    }
    // A profile's other names ("Kotak Mahindra Bank") stand for its lender and the lenders of the same name (one per
    // product); a name Saakh already knows keeps its own lenders.
    for (const { lenderId, aliases } of state.aliases ?? []) {
      const lender = rows.find((row) => row.id === lenderId);
      const ids = lender ? (index.get(normalize(lender.name)) ?? [lenderId]) : [lenderId];
      for (const alias of aliases) {
        const name = normalize(alias);
        if (name !== '' && !index.has(name)) index.set(name, ids);
      }
    }
    state.memo.set('lenders', index);
  }
  const found = index;
  return (name) => found.get(normalize(name)) ?? [];
}

export type Disbursal = {
  applicationId: string;
  amount: number;
  disbursedOn: string;
  lenderReference: string | null;
};

/**
 * Marks applications disbursed with amount and date through the lifecycle (an MIS or reconciliation disbursal of
 * an application not yet approved is its approval too, decision 031); a lender reference already known is kept.
 * Applications the source may not disburse (already disbursed, rejected, …) are left as they are. Answers the ids
 * that moved; what follows a disbursal (commissions, e-mails, messages) subscribes to the events.
 */
export async function disburseApplications(
  deps: Pick<Deps, 'jobs'>,
  db: Executor,
  items: Disbursal[],
  source: StatusSource,
  actorId: number,
): Promise<string[]> {
  const moved: string[] = [];
  for (const part of chunks(items)) {
    const current = await lockStatuses(
      db,
      part.map((item) => item.applicationId),
    );
    const changes = part.flatMap((item): StatusChange[] => {
      const app = current.get(item.applicationId);
      if (!app || !mayMove(app.status, 'disbursed', source)) return [];
      return [
        {
          applicationId: item.applicationId,
          from: app.status,
          to: 'disbursed',
          actorId,
          lenderReference: app.lenderReference === null ? item.lenderReference : null,
          disbursedAmount: item.amount,
          disbursedOn: item.disbursedOn,
        },
      ];
    });
    moved.push(...(await recordStatusChanges(deps, db, changes, source)));
  }
  return moved;
}
