import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Executor } from '../../db/client';
import { application_status_history, applications, customer_apps } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { users } from '../../db/schema/users';

export type CustomerAppRow = typeof customer_apps.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export async function findOpenApp(
  db: Executor,
  userId: number,
  product: LoanProductCode,
): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .select()
    .from(customer_apps)
    .where(and(eq(customer_apps.user_id, userId), eq(customer_apps.product, product), eq(customer_apps.status, 'open')))
    .limit(1);
  return row;
}

/** Opens a journey; answers undefined when another request opened one at the same moment. */
export async function insertOpenApp(
  db: Executor,
  values: { userId: number; product: LoanProductCode; desiredAmount: number | null; partnerId: number | null },
): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .insert(customer_apps)
    .values({
      user_id: values.userId,
      product: values.product,
      desired_amount: values.desiredAmount,
      partner_id: values.partnerId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function closeApp(db: Executor, appId: number): Promise<void> {
  await db
    .update(customer_apps)
    .set({ status: 'closed', closed_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(customer_apps.id, appId));
}

/** A journey of this customer, or undefined: another customer's id reads as missing. */
export async function findOwnApp(db: Executor, appId: number, userId: number): Promise<CustomerAppRow | undefined> {
  const [row] = await db
    .select()
    .from(customer_apps)
    .where(and(eq(customer_apps.id, appId), eq(customer_apps.user_id, userId)))
    .limit(1);
  return row;
}

export async function setAppDesiredAmount(db: Executor, appId: number, amount: number): Promise<void> {
  await db
    .update(customer_apps)
    .set({ desired_amount: amount, updated_at: sql`now()` })
    .where(eq(customer_apps.id, appId));
}

const applicationWithLender = {
  application: applications,
  // The customer's timelines and consent lines name the lender as customers know it (issue 13).
  lenderName: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
  lenderKey: lenders.lender_key,
  transactionUrl: lenders.transaction_url,
};

export type ApplicationWithLender = {
  application: ApplicationRow;
  lenderName: string;
  lenderKey: string;
  transactionUrl: string | null;
};

export async function findOwnApplication(
  db: Executor,
  id: string,
  userId: number,
): Promise<ApplicationWithLender | undefined> {
  const [row] = await db
    .select(applicationWithLender)
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(and(eq(applications.id, id), eq(applications.user_id, userId)))
    .limit(1);
  return row;
}

export async function listOwnApplications(db: Executor, userId: number): Promise<ApplicationWithLender[]> {
  return db
    .select(applicationWithLender)
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(eq(applications.user_id, userId))
    .orderBy(desc(applications.created_at), desc(applications.id));
}

/** The application this journey already has with this lender and has not sent yet, if any. */
export async function findUnsentApplication(
  db: Executor,
  appId: number,
  lenderId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(eq(applications.app_id, appId), eq(applications.lender_id, lenderId), eq(applications.status, 'created')),
    )
    .limit(1);
  return row;
}

/** Creates an application; answers undefined when the journey already has an unsent one with this lender. */
export async function insertApplication(
  db: Executor,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow | undefined> {
  const [row] = await db.insert(applications).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Moves an application from one status to another only if it still has the expected status, so two
 * concurrent changes cannot both apply; answers whether it moved.
 */
export async function moveStatus(
  db: Executor,
  change: { id: string; from: ApplicationStatus; to: ApplicationStatus; submitted?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set({ status: change.to, updated_at: sql`now()`, ...(change.submitted ? { submitted_at: sql`now()` } : {}) })
    .where(and(eq(applications.id, change.id), eq(applications.status, change.from)))
    .returning({ id: applications.id });
  return rows.length === 1;
}

export async function insertHistory(
  db: Executor,
  entry: {
    applicationId: string;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    source: StatusSource;
    actorId: number | null;
    note?: string | null;
  },
): Promise<void> {
  await db.insert(application_status_history).values({
    application_id: entry.applicationId,
    from_status: entry.from,
    status: entry.to,
    source: entry.source,
    actor_id: entry.actorId,
    note: entry.note ?? null,
  });
}

export async function listHistory(db: Executor, applicationId: string) {
  return db
    .select()
    .from(application_status_history)
    .where(eq(application_status_history.application_id, applicationId))
    .orderBy(asc(application_status_history.created_at), asc(application_status_history.id));
}

export async function setInflightApplication(db: Executor, userId: number, applicationId: string): Promise<void> {
  await db
    .update(users)
    .set({ inflight_credit_app_id: applicationId, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findUserPartnerId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ partnerId: users.partner_id }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.partnerId ?? null;
}

export async function findUserFlags(db: Executor, userId: number) {
  const [row] = await db
    .select({ gl_completed: users.gl_completed, se_loan_amount: users.se_loan_amount })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
