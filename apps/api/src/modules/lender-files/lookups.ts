/** Lookups lender files share: lenders by the name or key a lender writes, and disbursing applications. */
import { inArray, sql } from 'drizzle-orm';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { chunks, refreshCommissionsFor } from './commissions';
import type { PassState } from './kind';

const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Lender ids by normalised name and key ("Kotak Mahindra" ≡ "Kotak_Mahindra"); one name may cover several products. */
export async function lenderIdsByName(db: Executor, state: PassState): Promise<(name: string) => number[]> {
  let index = state.memo.get('lenders') as Map<string, number[]> | undefined;
  if (!index) {
    index = new Map();
    const rows = await db.select({ id: lenders.id, name: lenders.name, key: lenders.lender_key }).from(lenders);
    for (const row of rows) {
      for (const name of new Set([normalize(row.name), normalize(row.key)])) {
        index.set(name, [...(index.get(name) ?? []), row.id]);
      }
    }
    state.memo.set('lenders', index);
  }
  const found = index;
  return (name) => found.get(normalize(name)) ?? [];
}

/** Statuses a disbursal may come from: the lender has the application. */
export const disbursableFrom: readonly ApplicationStatus[] = ['submitted', 'in_review', 'approved'];

export type Disbursal = {
  applicationId: string;
  amount: number;
  disbursedOn: string;
  lenderReference: string | null;
};

/**
 * Marks applications disbursed with amount and date, walking the status machine (an application the lender
 * disbursed was approved first) and writing each step to its history; then refreshes the commissions of the months
 * they fall in. Answers the ids that moved.
 */
export async function disburseApplications(
  db: Executor,
  items: Disbursal[],
  source: StatusSource,
  actorId: number,
): Promise<string[]> {
  const moved: string[] = [];
  for (const part of chunks(items)) {
    const current = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(
        inArray(
          applications.id,
          part.map((item) => item.applicationId),
        ),
      )
      .for('update');
    const statusOf = new Map(current.map((row) => [row.id, row.status]));
    const ready = part.filter((item) =>
      disbursableFrom.includes(statusOf.get(item.applicationId) as ApplicationStatus),
    );
    if (ready.length === 0) continue;
    const values = sql.join(
      ready.map(
        (item) =>
          sql`(${item.applicationId}::uuid, ${item.amount}::numeric, ${item.disbursedOn}::date, ${item.lenderReference}::text)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update applications a set status = 'disbursed', disbursed_amount = v.amount, disbursed_on = v.day,
        lender_reference = coalesce(a.lender_reference, v.reference), updated_at = now()
      from (values ${values}) as v(id, amount, day, reference)
      where a.id = v.id`);
    const history = ready.flatMap((item) => {
      const from = statusOf.get(item.applicationId) as ApplicationStatus;
      const steps = from === 'approved' ? [] : [{ from, to: 'approved' as const }];
      return [...steps, { from: from === 'approved' ? from : ('approved' as const), to: 'disbursed' as const }].map(
        (step) => sql`(${item.applicationId}::uuid, ${step.from}, ${step.to}, ${source}, ${actorId})`,
      );
    });
    await db.execute(sql`
      insert into application_status_history (application_id, from_status, status, source, actor_id)
      values ${sql.join(history, sql`, `)}`);
    moved.push(...ready.map((item) => item.applicationId));
  }
  await refreshCommissionsFor(db, moved);
  return moved;
}
