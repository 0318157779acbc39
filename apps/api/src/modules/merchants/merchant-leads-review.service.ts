/**
 * Merchant leads from the public create-merchant-form, reviewed in merchant management: approving makes the partner
 * (status applied, with the lead's business and contact, under a new URL key) and optionally its first user;
 * rejecting keeps the reason. A lead is decided once.
 */
import { GENERATED_PASSWORD_LENGTH } from '@saakh/domain/admin-users';
import {
  leadDecisionOf,
  partnerStatusCodes,
  type ApproveLeadAnswer,
  type ApproveLeadInput,
  type MerchantLead,
  type MerchantLeadListQuery,
  type RejectLeadInput,
} from '@saakh/domain/merchants';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import * as staff from '../staff-accounts/staff-accounts.service';
import * as repo from './merchants.repository';
import type { LeadRow } from './merchants.repository';

export function toMerchantLead(row: LeadRow): MerchantLead {
  return {
    id: row.id,
    business_name: row.business_name,
    contact_name: row.contact_name,
    mobile: row.mobile,
    email: row.email,
    city: row.city,
    referred_by: row.referred_by,
    decision: leadDecisionOf(row.status),
    rejection_reason: row.rejection_reason,
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
    created_partner_id: row.created_partner_id,
    created_at: row.created_at.toISOString(),
  };
}

export async function listLeads(deps: Pick<Deps, 'db'>, query: MerchantLeadListQuery): Promise<Page<MerchantLead>> {
  const page = await repo.listLeads(deps.db, query);
  return { ...page, items: page.items.map(toMerchantLead) };
}

async function undecidedLead(db: Executor, id: number) {
  const lead = await repo.lockLead(db, id);
  if (!lead) throw new AppError('not_found', 'notFound');
  if (leadDecisionOf(lead.status) !== 'new') throw new AppError('conflict', 'leadAlreadyDecided');
  const row = await repo.leadForApproval(db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

async function answerLead(db: Executor, id: number): Promise<MerchantLead> {
  const row = await repo.findLead(db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toMerchantLead(row);
}

const keyTaken = () => new AppError('conflict', 'partnerKeyTaken', { errors: { key: ['partnerKeyTaken'] } });

export async function approveLead(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: ApproveLeadInput,
): Promise<ApproveLeadAnswer> {
  const password = input.username === null ? null : generatePassword(GENERATED_PASSWORD_LENGTH);
  const passwordHash = password === null ? null : await hashPassword(password);
  try {
    return await deps.db.transaction(async (tx) => {
      const lead = await undecidedLead(tx, id);
      if (await repo.partnerKeyTaken(tx, input.key)) throw keyTaken();
      const partnerId = await repo.insertPartner(tx, {
        key: input.key,
        name: lead.business_name,
        partner_type: input.partner_type,
        status: partnerStatusCodes.applied,
        contact_name: lead.contact_name,
        contact_email: lead.email.toLowerCase(),
        contact_mobile: lead.mobile,
      });
      await repo.decideLead(tx, id, {
        status: 'onboarded',
        decided_by: session.subjectId,
        created_partner_id: partnerId,
      });
      await recordAudit(tx, session, [
        {
          action: 'merchant_lead.approve',
          entity: 'merchant_lead',
          entityId: id,
          newValue: { partner_id: partnerId, key: input.key, partner_type: input.partner_type },
        },
      ]);
      const user =
        input.username === null || passwordHash === null || password === null
          ? null
          : {
              user: await staff.insertAccount(
                tx,
                staff.merchantUserAccounts,
                session,
                { partnerId },
                { name: lead.contact_name, email: lead.email.toLowerCase(), username: input.username },
                passwordHash,
              ),
              password,
            };
      return { lead: await answerLead(tx, id), partner_id: partnerId, user };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

export async function rejectLead(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: RejectLeadInput,
): Promise<MerchantLead> {
  return deps.db.transaction(async (tx) => {
    await undecidedLead(tx, id);
    await repo.decideLead(tx, id, { status: 'closed', decided_by: session.subjectId, rejection_reason: input.reason });
    await recordAudit(tx, session, [
      { action: 'merchant_lead.reject', entity: 'merchant_lead', entityId: id, newValue: { reason: input.reason } },
    ]);
    return answerLead(tx, id);
  });
}
