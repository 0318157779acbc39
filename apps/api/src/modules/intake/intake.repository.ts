import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intake_submissions } from '../../db/schema/applications';
import { users } from '../../db/schema/users';

export async function findSubmission(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(intake_submissions)
    .where(eq(intake_submissions.application_id, applicationId))
    .limit(1);
  return row;
}

export async function insertSubmission(db: Executor, values: typeof intake_submissions.$inferInsert): Promise<void> {
  await db.insert(intake_submissions).values(values);
}

/** The customer's employment status code (profile), which decides whether the intake asks about a business. */
export async function findEmploymentStatus(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ code: users.employment_status_code })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.code ?? null;
}
