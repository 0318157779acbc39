/**
 * Lender file profiles (decision 046): how one lender sends one kind of file. Saved from an upload's mapping step or
 * the profile editor, every save audited with the profile before and after; applied to the lender's next files.
 */
import { ingestKinds, type IngestKind } from '@saakh/domain/ingestion';
import {
  unknownProfileColumns,
  type FileLender,
  type LenderFileProfile,
  type LenderFileProfileRules,
} from '@saakh/domain/lender-file-profiles';
import { ingestKindRoles } from '@saakh/domain/ingestion';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { assertMayUse } from './kind';
import * as repo from './file-profiles.repository';

function rulesOf(row: repo.ProfileRow): LenderFileProfileRules {
  return {
    columns: row.columns,
    aliases: row.aliases,
    status_words: row.status_words,
    date_style: row.date_style,
    amount_style: row.amount_style,
  };
}

function toProfile(row: repo.ProfileRow): LenderFileProfile {
  return {
    lender_id: row.lender_id,
    lender_name: row.lenderName,
    kind: row.kind,
    ...rulesOf(row),
    updated_at: row.updated_at.toISOString(),
    updated_by: row.updatedByName,
  };
}

/** The profile a lender's file of this kind is read through, if the lender has one. */
export async function profileRules(
  db: Executor,
  lenderId: number | null,
  kind: IngestKind,
): Promise<LenderFileProfileRules | null> {
  if (lenderId === null) return null;
  const row = await repo.findProfile(db, lenderId, kind);
  return row ? rulesOf(row) : null;
}

/** Every profile's other names for its lender, for one kind (MIS and commission rows name their lender). */
export function profileAliases(db: Executor, kind: IngestKind) {
  return repo.profileAliases(db, kind);
}

export async function assertLender(db: Executor, lenderId: number): Promise<void> {
  if (!(await repo.lenderExists(db, lenderId))) {
    throw new AppError('validation', 'notFound', { errors: { lender_id: ['notFound'] } });
  }
}

/** The profiles an admin may see: of the kinds their role may upload. */
export async function listProfiles(
  deps: Pick<Deps, 'db'>,
  session: Session,
  lenderId: number | undefined,
): Promise<LenderFileProfile[]> {
  const kinds = ingestKinds.filter((kind) => session.roleId !== null && ingestKindRoles[kind].includes(session.roleId));
  const rows = await repo.listProfiles(deps.db, { lenderId, kinds });
  return rows.map(toProfile);
}

/** Saves (creates or replaces) a lender's profile for a kind, in the caller's transaction, audited. */
export async function storeProfile(
  tx: Executor,
  session: Session,
  lenderId: number,
  kind: IngestKind,
  rules: LenderFileProfileRules,
): Promise<void> {
  assertMayUse(session, kind);
  const unknown = unknownProfileColumns(kind, rules.columns);
  if (unknown.length > 0) {
    throw new AppError('validation', 'profileColumnUnknown', { errors: { columns: ['profileColumnUnknown'] } });
  }
  await assertLender(tx, lenderId);
  const before = await repo.findProfile(tx, lenderId, kind);
  const id = await repo.upsertProfile(tx, lenderId, kind, rules, session.subjectId);
  await recordAudit(tx, session, [
    {
      action: 'lender_file_profile.save',
      entity: 'lender_file_profile',
      entityId: id,
      field: kind,
      oldValue: before ? rulesOf(before) : null,
      newValue: rules,
    },
  ]);
}

export async function saveProfile(
  deps: Pick<Deps, 'db'>,
  session: Session,
  lenderId: number,
  kind: IngestKind,
  rules: LenderFileProfileRules,
): Promise<LenderFileProfile> {
  assertMayUse(session, kind);
  await deps.db.transaction((tx) => storeProfile(tx, session, lenderId, kind, rules));
  const row = await repo.findProfile(deps.db, lenderId, kind);
  if (!row) throw new AppError('not_found', 'notFound');
  return toProfile(row);
}

/** The lenders a file can be from (roles 1 and 2 upload files; the lenders list itself is role 1's). */
export async function listFileLenders(deps: Pick<Deps, 'db'>): Promise<FileLender[]> {
  return repo.lenderOptions(deps.db);
}
