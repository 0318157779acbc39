/** The status-file rows kept because they contradict the lender's live feed (decision 044). */
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Page } from '@saakh/domain/lists';
import type {
  FeedDisagreement,
  FeedDisagreementListQuery,
  FeedDisagreementResolution,
} from '@saakh/domain/reconciliation';
import type { Executor } from '../../db/client';
import { equalsWhenGiven, listPage, orderBy } from '../../db/lists';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { feed_disagreements, ingest_files } from '../../db/schema/ingestion';

export type FeedDisagreementRow = typeof feed_disagreements.$inferSelect;

export type FeedDisagreementListRow = Omit<
  FeedDisagreement,
  'file_amount' | 'live_amount' | 'live_at' | 'created_at'
> & { file_amount: string | null; live_amount: string | null; live_at: Date; created_at: Date };

const columns = {
  id: feed_disagreements.id,
  file_id: feed_disagreements.file_id,
  file_name: ingest_files.file_name,
  row_number: feed_disagreements.row_number,
  application_id: feed_disagreements.application_id,
  application_reference: applications.reference,
  lender_name: lenders.name,
  file_status: feed_disagreements.file_status,
  file_amount: feed_disagreements.file_amount,
  file_on: feed_disagreements.file_on,
  live_status: feed_disagreements.live_status,
  live_amount: feed_disagreements.live_amount,
  live_on: feed_disagreements.live_on,
  live_source: feed_disagreements.live_source,
  live_at: feed_disagreements.live_at,
  resolution: feed_disagreements.resolution,
  created_at: feed_disagreements.created_at,
};

function listed(db: Executor) {
  return db
    .select(columns)
    .from(feed_disagreements)
    .innerJoin(ingest_files, eq(ingest_files.id, feed_disagreements.file_id))
    .innerJoin(applications, eq(applications.id, feed_disagreements.application_id))
    .leftJoin(lenders, eq(lenders.id, applications.lender_id));
}

export function listFeedDisagreements(
  db: Executor,
  query: FeedDisagreementListQuery,
): Promise<Page<FeedDisagreementListRow>> {
  const state = query.state ?? 'open';
  const where = and(
    state === 'open'
      ? isNull(feed_disagreements.resolution)
      : state === 'resolved'
        ? isNotNull(feed_disagreements.resolution)
        : undefined,
    equalsWhenGiven(feed_disagreements.file_id, query.file_id),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      listed(db)
        .where(where)
        .orderBy(...orderBy(query.sort, { created_at: feed_disagreements.created_at }, feed_disagreements.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ n: count() }).from(feed_disagreements).where(where))[0]?.n ?? 0,
  });
}

export async function findFeedDisagreement(db: Executor, id: number): Promise<FeedDisagreementListRow | undefined> {
  const [row] = await listed(db).where(eq(feed_disagreements.id, id));
  return row;
}

/** A kept row, locked for the transaction's decision on it. */
export async function lockFeedDisagreement(tx: Executor, id: number): Promise<FeedDisagreementRow | undefined> {
  const [row] = await tx.select().from(feed_disagreements).where(eq(feed_disagreements.id, id)).for('update');
  return row;
}

export async function resolveFeedDisagreement(
  tx: Executor,
  id: number,
  resolution: FeedDisagreementResolution,
  resolvedBy: number,
): Promise<void> {
  await tx
    .update(feed_disagreements)
    .set({ resolution, resolved_by: resolvedBy, resolved_at: sql`now()` })
    .where(eq(feed_disagreements.id, id));
}
