import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { languages } from '../../db/schema/reference';
import { users } from '../../db/schema/users';

export async function findUser(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function languageExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.id, id)).limit(1);
  return Boolean(row);
}

export async function setUserLanguage(db: Executor, userId: number, languageId: number) {
  await db.update(users).set({ language: languageId, updated_at: new Date() }).where(eq(users.id, userId));
}
