import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intake_submissions } from '../../db/schema/applications';

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
