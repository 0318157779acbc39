/** Lender file profiles (decision 046): one per lender and file kind. */
import { and, asc, eq } from 'drizzle-orm';
import type { IngestKind } from '@saakh/domain/ingestion';
import type { LenderFileProfileRules } from '@saakh/domain/lender-file-profiles';
import type { Executor } from '../../db/client';
import { admin_users } from '../../db/schema/admins';
import { lenders } from '../../db/schema/catalogue';
import { lender_file_profiles } from '../../db/schema/ingestion';

export type ProfileRow = typeof lender_file_profiles.$inferSelect & {
  lenderName: string;
  updatedByName: string | null;
};

const profileColumns = {
  profile: lender_file_profiles,
  lenderName: lenders.name,
  updatedByName: admin_users.name,
};

export async function listProfiles(db: Executor, filter: { lenderId?: number; kinds: IngestKind[] }) {
  const rows = await db
    .select(profileColumns)
    .from(lender_file_profiles)
    .innerJoin(lenders, eq(lenders.id, lender_file_profiles.lender_id))
    .leftJoin(admin_users, eq(admin_users.id, lender_file_profiles.updated_by))
    .where(filter.lenderId === undefined ? undefined : eq(lender_file_profiles.lender_id, filter.lenderId))
    .orderBy(asc(lenders.name), asc(lender_file_profiles.kind));
  return rows
    .filter((row) => filter.kinds.includes(row.profile.kind))
    .map((row): ProfileRow => ({ ...row.profile, lenderName: row.lenderName, updatedByName: row.updatedByName }));
}

export async function findProfile(db: Executor, lenderId: number, kind: IngestKind): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select(profileColumns)
    .from(lender_file_profiles)
    .innerJoin(lenders, eq(lenders.id, lender_file_profiles.lender_id))
    .leftJoin(admin_users, eq(admin_users.id, lender_file_profiles.updated_by))
    .where(and(eq(lender_file_profiles.lender_id, lenderId), eq(lender_file_profiles.kind, kind)));
  return row ? { ...row.profile, lenderName: row.lenderName, updatedByName: row.updatedByName } : undefined;
}

export async function upsertProfile(
  db: Executor,
  lenderId: number,
  kind: IngestKind,
  rules: LenderFileProfileRules,
  updatedBy: number,
): Promise<number> {
  const values = { ...rules, updated_by: updatedBy, updated_at: new Date() };
  const [row] = await db
    .insert(lender_file_profiles)
    .values({ lender_id: lenderId, kind, ...values })
    .onConflictDoUpdate({ target: [lender_file_profiles.lender_id, lender_file_profiles.kind], set: values })
    .returning({ id: lender_file_profiles.id });
  if (!row) throw new Error('upsert returned no row');
  return row.id;
}

/** Every profile's other names for its lender, for one kind of file. */
export function profileAliases(db: Executor, kind: IngestKind) {
  return db
    .select({ lenderId: lender_file_profiles.lender_id, aliases: lender_file_profiles.aliases })
    .from(lender_file_profiles)
    .where(eq(lender_file_profiles.kind, kind));
}

export async function lenderExists(db: Executor, lenderId: number): Promise<boolean> {
  const [row] = await db.select({ id: lenders.id }).from(lenders).where(eq(lenders.id, lenderId));
  return row !== undefined;
}

/** The lenders a file can be from, for the upload's and the mapping step's lender select. */
export function lenderOptions(db: Executor) {
  return db
    .select({ id: lenders.id, name: lenders.name, product: lenders.product })
    .from(lenders)
    .orderBy(asc(lenders.name), asc(lenders.id));
}
