import type { Deps } from '../../deps';
import { maskBirthDate, maskTail } from '@saakh/domain/masking';
import type { MaskInfo, UserProfile } from '@saakh/domain/user';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as repo from './users.repository';

/** A customer reads and changes only their own record: a different id answers 404, as if it did not exist. */
function assertOwn(session: Session, userId: number): void {
  if (session.subjectId !== userId) throw new AppError('not_found', 'notFound');
}

async function ownUser(deps: Deps, session: Session, userId: number) {
  assertOwn(session, userId);
  const user = await repo.findUser(deps.db, userId);
  if (!user) throw new AppError('not_found', 'notFound');
  return user;
}

export async function getProfile(deps: Deps, session: Session, userId: number): Promise<UserProfile> {
  const {
    id,
    partner_id: _partner,
    utms: _utms,
    url_segment: _segment,
    created_at: _c,
    updated_at: _u,
    erased_at: _e,
    last_login_at,
    ...rest
  } = await ownUser(deps, session, userId);
  return { ...rest, user_id: id, last_login_at: last_login_at?.toISOString() ?? null };
}

export async function getMaskInfo(deps: Deps, session: Session, userId: number): Promise<MaskInfo> {
  const user = await ownUser(deps, session, userId);
  return { pan: maskTail(user.tin), birth_date: maskBirthDate(user.birth_date) };
}

export async function setLanguage(deps: Deps, session: Session, userId: number, languageId: number) {
  assertOwn(session, userId);
  if (!(await repo.languageExists(deps.db, languageId))) throw fieldError('language', 'invalidValue');
  await repo.setUserLanguage(deps.db, userId, languageId);
}
