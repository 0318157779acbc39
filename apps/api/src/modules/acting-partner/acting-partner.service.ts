/**
 * The partner behind a request, resolved one way for every caller (issue 28): the partner's own user or one of its
 * staff (a partner session's user), an admin masquerading through one of its users (the same session, marked with
 * the admin), or one of its API keys. Only an active user of a live partner (active, not deleted), or a key of a live
 * partner, acts; anything else is answered 401 as if signed out. Every partner-area read and change filters by the
 * partner this answers (or by its scope), so a partner never reads another partner's data.
 */
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import * as repo from './acting-partner.repository';

/** A partner acting through a session: its user, and the masquerading admin when there is one. */
export type PartnerActor = {
  via: 'session';
  partnerId: number;
  partnerUserId: number;
  /** The admin acting in the session (masquerade), else null; audits name both. */
  masqueradeAdminId: number | null;
  session: Session;
};

/** A partner acting through one of its API keys (decision 023). */
export type ApiKeyActor<K extends ApiKey = ApiKey> = { via: 'api_key'; partnerId: number; key: K };

/** What the auth plugin found for a key: its id and the partner it belongs to. */
type ApiKey = { keyId: number; partnerId: number };

export async function actingPartner(deps: Pick<Deps, 'db'>, caller: Session): Promise<PartnerActor>;
export async function actingPartner<K extends ApiKey>(
  deps: Pick<Deps, 'db'>,
  caller: K | null | undefined,
): Promise<ApiKeyActor<K>>;
export async function actingPartner<K extends ApiKey>(
  deps: Pick<Deps, 'db'>,
  caller: Session | K | null | undefined,
): Promise<PartnerActor | ApiKeyActor<K>> {
  if (!caller) throw new AppError('unauthorized', 'apiKeyInvalid');
  if ('keyId' in caller) {
    const partnerId = await repo.findLivePartnerId(deps.db, { partnerId: caller.partnerId });
    if (partnerId === undefined) throw new AppError('unauthorized', 'apiKeyInvalid');
    return { via: 'api_key', partnerId, key: caller };
  }
  if (caller.kind !== 'partner') throw new AppError('unauthorized', 'unauthorized');
  const partnerId = await repo.findLivePartnerId(deps.db, { partnerUserId: caller.subjectId });
  if (partnerId === undefined) throw new AppError('unauthorized', 'unauthorized');
  return {
    via: 'session',
    partnerId,
    partnerUserId: caller.subjectId,
    masqueradeAdminId: caller.masqueradeAdminId,
    session: caller,
  };
}

/**
 * Which partners' data the acting partner may read (issue 12): its own, and its sub-partners' where it is their
 * parent (one level). A row of any other partner is never read, and a request naming one answers 404 as if it did
 * not exist.
 */
export type PartnerScope = {
  /** The acting partner. */
  partnerId: number;
  /** Its sub-partners (not deleted), empty unless it is a parent. */
  subPartnerIds: number[];
  /** `partnerId` first, then the sub-partners: what its lists and figures cover. */
  ids: number[];
};

export async function partnerScope(
  deps: Pick<Deps, 'db'>,
  actor: Pick<PartnerActor, 'partnerId'>,
): Promise<PartnerScope> {
  const subs = await repo.subPartnerIds(deps.db, actor.partnerId);
  return { partnerId: actor.partnerId, subPartnerIds: subs, ids: [actor.partnerId, ...subs] };
}
