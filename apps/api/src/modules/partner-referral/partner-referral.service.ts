/**
 * Referral (issue 12, decision 027). A parent partner's invite link is /partner/join/{its key}; the applicant's
 * details make a partner in status applied (decision 014) under the inviter, with the default split, which an admin
 * onboards and activates in merchant management. Only an active partner without a parent invites (one level). The
 * referral page lists the partner's own sub-partners with their leads and the split the parent's ledger rows hold.
 */
import { randomBytes } from 'node:crypto';
import { lifecycleOf, partnerStatusCodes } from '@saakh/domain/merchants';
import { roundPaise } from '@saakh/domain/money';
import {
  REFERRAL_DEFAULT_SPLIT_PERCENT,
  type JoinInput,
  type ReferralInvite,
  type ReferralOverview,
} from '@saakh/domain/partner-referral';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { slugify } from '../../lib/uploads/images';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import * as commissions from '../commissions/commissions.service';
import * as repo from './partner-referral.repository';

export async function overview(deps: Pick<Deps, 'db'>, actor: PartnerActor): Promise<ReferralOverview> {
  const me = await repo.findPartner(deps.db, actor.partnerId);
  if (!me) throw new AppError('not_found', 'notFound');
  const subs = await repo.subPartners(deps.db, me.id);
  const ids = subs.map((sub) => sub.id);
  const [leads, splits] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([repo.leadCounts(deps.db, ids), commissions.parentShares(deps.db, me.id, ids)]);
  return {
    code: me.key,
    can_invite: me.status === partnerStatusCodes.active && me.parent_partner_id === null,
    split_percent_default: REFERRAL_DEFAULT_SPLIT_PERCENT,
    sub_partners: subs.map((sub) => {
      const counts = leads.find((row) => row.partner_id === sub.id);
      const split = (status: string) =>
        roundPaise(Number(splits.find((row) => row.partner_id === sub.id && row.status === status)?.amount ?? 0));
      return {
        id: sub.id,
        name: sub.name,
        status: lifecycleOf(sub.status),
        joined_at: sub.created_at.toISOString(),
        leads: counts?.leads ?? 0,
        disbursals: counts?.disbursals ?? 0,
        split_pending: split('pending'),
        split_earned: split('earned'),
        split_paid: split('paid'),
      };
    }),
  };
}

async function inviter(deps: Pick<Deps, 'db'>, code: string) {
  const row = await repo.openInviter(deps.db, code);
  if (!row) throw new AppError('not_found', 'referralClosed');
  return row;
}

export async function invite(deps: Pick<Deps, 'db'>, code: string): Promise<ReferralInvite> {
  const row = await inviter(deps, code);
  return { inviter_name: row.name, code: row.key };
}

/** A URL key for the applicant: its name's slug and a random suffix (an admin may keep it or not). */
function keyFor(name: string): string {
  return `${slugify(name).slice(0, 30)}-${randomBytes(3).toString('hex')}`;
}

export async function join(deps: Pick<Deps, 'db'>, code: string, input: JoinInput): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const parent = await inviter({ db: tx }, code);
    if (await repo.appliedWith(tx, input.pan, input.contact_email)) {
      throw new AppError('conflict', 'joinAlreadyApplied');
    }
    let key = keyFor(input.business_name);
    while (await repo.keyTaken(tx, key)) key = keyFor(input.business_name);
    const partnerId = await repo.insertPartner(tx, {
      key,
      name: input.business_name,
      partner_type: input.partner_type,
      status: partnerStatusCodes.applied,
      legal_name: input.legal_name,
      pan: input.pan,
      contact_name: input.contact_name,
      contact_email: input.contact_email,
      contact_mobile: input.contact_mobile,
      parent_partner_id: parent.id,
      parent_split_percent: REFERRAL_DEFAULT_SPLIT_PERCENT.toFixed(2),
    });
    await repo.auditJoin(tx, partnerId, parent.id);
  });
}
