/** Queries of consents: recording, listing, withdrawing, and the standing-consent checks others rely on. */
import { and, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ConsentPurpose } from '@saakh/domain/consents';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { consents, users } from '../../db/schema/users';

export type ConsentRow = typeof consents.$inferSelect;
export type ConsentValues = Omit<typeof consents.$inferInsert, 'id'>;

export type ConsentWithNames = {
  consent: ConsentRow;
  applicationReference: string | null;
  lenderName: string | null;
  lenderNameHi: string | null;
};

const withNames = {
  consent: consents,
  applicationReference: applications.reference,
  // Customers read the lender's customer-facing name, as their applications show it (issue 13).
  lenderName: sql<string | null>`coalesce(${lenders.display_name}, ${lenders.name})`,
  lenderNameHi: lenders.display_name_hi,
};

export async function insertConsent(db: Executor, values: ConsentValues): Promise<ConsentRow> {
  const [row] = await db.insert(consents).values(values).returning();
  if (!row) throw new Error('Consent insert returned no row');
  return row;
}

/** The customer's standing consent of a purpose (of one application and lender for lender sharing), if any. */
export async function findStanding(
  db: Executor,
  userId: number,
  purpose: ConsentPurpose,
  application?: { applicationId: string; lenderId: number },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.user_id, userId),
        eq(consents.purpose, purpose),
        isNull(consents.withdrawn_at),
        application ? eq(consents.application_id, application.applicationId) : undefined,
        application ? eq(consents.lender_id, application.lenderId) : undefined,
      ),
    )
    .orderBy(desc(consents.accepted_at), desc(consents.id))
    .limit(1);
  return row;
}

export function listOwn(db: Executor, userId: number): Promise<ConsentWithNames[]> {
  return db
    .select(withNames)
    .from(consents)
    .leftJoin(applications, eq(applications.id, consents.application_id))
    .leftJoin(lenders, eq(lenders.id, consents.lender_id))
    .where(eq(consents.user_id, userId))
    .orderBy(desc(consents.accepted_at), desc(consents.id));
}

/** One of the customer's own consents; another customer's is not found. Locked when asked (a withdrawal). */
export async function findOwn(
  db: Executor,
  userId: number,
  id: number,
  lock = false,
): Promise<ConsentWithNames | undefined> {
  const query = db
    .select(withNames)
    .from(consents)
    .leftJoin(applications, eq(applications.id, consents.application_id))
    .leftJoin(lenders, eq(lenders.id, consents.lender_id))
    .where(and(eq(consents.id, id), eq(consents.user_id, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: consents }) : await query;
  return row;
}

/**
 * Withdraws every standing consent of the customer for a purpose (for lender sharing: of that application and lender),
 * so no duplicate row keeps it standing; answers the rows withdrawn.
 */
export async function withdrawStanding(
  db: Executor,
  values: {
    userId: number;
    purpose: ConsentPurpose;
    at: Date;
    applicationId?: string | null;
    lenderId?: number | null;
  },
): Promise<ConsentRow[]> {
  return db
    .update(consents)
    .set({ withdrawn_at: values.at })
    .where(
      and(
        eq(consents.user_id, values.userId),
        eq(consents.purpose, values.purpose),
        isNull(consents.withdrawn_at),
        values.applicationId ? eq(consents.application_id, values.applicationId) : undefined,
        values.lenderId ? eq(consents.lender_id, values.lenderId) : undefined,
      ),
    )
    .returning();
}

/** The latest lender-sharing consent of an application and lender (given or withdrawn), if any was recorded. */
export async function latestLenderSharing(
  db: Executor,
  application: { userId: number; applicationId: string; lenderId: number },
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.user_id, application.userId),
        eq(consents.purpose, 'lender_sharing'),
        eq(consents.application_id, application.applicationId),
        eq(consents.lender_id, application.lenderId),
      ),
    )
    .orderBy(desc(consents.accepted_at), desc(consents.id))
    .limit(1);
  return row;
}

/** The customer (not erased) a mobile number belongs to. */
export async function customerIdByMobile(db: Executor, mobile: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile_phone_number, mobile), isNull(users.erased_at)))
    .limit(1);
  return row?.id;
}

/**
 * SQL that is true when the customer `userId` holds a standing marketing consent for the message channel `channel`
 * ('sms' | 'whatsapp' | 'email'): one exists subquery on the standing-consent index, for the send rule's query.
 */
export function standingMarketingSql(userId: SQLWrapper, channel: SQLWrapper): SQL {
  return sql`exists (select 1 from ${consents} c where c.user_id = ${userId}
    and c.purpose = 'marketing_' || ${channel} and c.withdrawn_at is null)`;
}
