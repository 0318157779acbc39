/**
 * A partner's settings (issue 12, decision 027). The contact is the partner's to change; KYC and bank details change
 * only through a request an admin approves (the stored values stay until then, one request pending at a time); the
 * password needs the current one and ends the user's other sessions; e-mail preferences are per user; the partner's
 * own users are added (a generated password shown once) and disabled by any of its users, never themselves. A
 * partner reads and changes only its own settings and users. Every change is audited (a masquerading admin beside
 * the partner user).
 */
import { maskTail } from '@saakh/domain/masking';
import {
  gstinMatchesPan,
  lifecycleOf,
  type CreatePartnerUserInput,
  type PartnerUser,
  type PartnerUserWithPassword,
} from '@saakh/domain/merchants';
import type {
  BankChangeInput,
  ChangePasswordInput,
  NotificationPreferences,
  PartnerSettings,
  UpdateContactInput,
} from '@saakh/domain/partner-settings';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/sql';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import * as bankChanges from '../partner-support/bank-changes.service';
import { toBankChange } from '../partner-support/bank-changes.service';
import type { PartnerActor } from '../acting-partner/acting-partner.service';
import { preferencesOf, savePreferences } from '../partner-support/preferences.service';
import * as staff from '../staff-accounts/staff-accounts.service';
import * as repo from './partner-settings.repository';

async function ownPartner(db: Executor, actor: PartnerActor, lock = false) {
  const row = await repo.findPartner(db, actor.partnerId, lock);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

/** The settings page's answer, read one query after another (`db` is often the change's transaction; see merchants). */
async function settingsOf(db: Executor, actor: PartnerActor): Promise<PartnerSettings> {
  const partner = await ownPartner(db, actor);
  const user = await repo.findUser(db, actor.partnerUserId);
  const pending = await bankChanges.pendingOf(db, actor.partnerId);
  const decided = await bankChanges.lastDecidedOf(db, actor.partnerId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  return {
    partner: {
      id: partner.id,
      key: partner.key,
      name: partner.name,
      title: partner.title,
      logo: partner.logo,
      primary_color: partner.primary_color,
      secondary_color: partner.secondary_color,
      partner_type: partner.partner_type,
      status: lifecycleOf(partner.status),
      legal_name: partner.legal_name,
    },
    contact: {
      contact_name: partner.contact_name,
      contact_email: partner.contact_email,
      contact_mobile: partner.contact_mobile,
    },
    bank: {
      pan_masked: maskTail(partner.pan),
      gstin: partner.gstin,
      bank_account_holder: partner.bank_account_holder,
      bank_account_number_masked: maskTail(partner.bank_account_number),
      bank_ifsc: partner.bank_ifsc,
    },
    pending_change: pending ? toBankChange(pending) : null,
    last_decision: decided ? toBankChange(decided) : null,
    user: { id: user.id, name: user.name, email: user.email, username: user.username },
  };
}

export function getSettings(deps: Pick<Deps, 'db'>, actor: PartnerActor): Promise<PartnerSettings> {
  return settingsOf(deps.db, actor);
}

export async function updateContact(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  input: UpdateContactInput,
): Promise<PartnerSettings> {
  return deps.db.transaction(async (tx) => {
    const partner = await ownPartner(tx, actor, true);
    const audit: AuditEntry[] = [];
    for (const field of ['contact_name', 'contact_email', 'contact_mobile'] as const) {
      if (partner[field] === input[field]) continue;
      audit.push({
        action: 'partner.contact',
        entity: 'partner',
        entityId: partner.id,
        field,
        oldValue: partner[field],
        newValue: input[field],
      });
    }
    if (audit.length > 0) {
      await repo.updatePartner(tx, partner.id, input);
      await recordAudit(tx, actor.session, audit);
    }
    return settingsOf(tx, actor);
  });
}

/** A change request: blank PAN or account number keeps the stored one; refused while one is pending. */
export async function requestBankChange(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  input: BankChangeInput,
): Promise<PartnerSettings> {
  try {
    return await deps.db.transaction(async (tx) => {
      const partner = await ownPartner(tx, actor, true);
      if (await bankChanges.pendingOf(tx, partner.id)) throw new AppError('conflict', 'bankChangePending');
      const pan = input.pan ?? partner.pan;
      const number = input.bank_account_number ?? partner.bank_account_number;
      if (!pan) throw fieldError('pan', 'bankChangeNeedsPan');
      if (!number) throw fieldError('bank_account_number', 'bankChangeNeedsAccount');
      if (!gstinMatchesPan(input.gstin, pan)) throw fieldError('gstin', 'gstinPanMismatch');
      const next = {
        pan,
        gstin: input.gstin,
        bank_account_holder: input.bank_account_holder,
        bank_account_number: number,
        bank_ifsc: input.bank_ifsc,
      };
      const unchanged = (Object.keys(next) as (keyof typeof next)[]).every((key) => next[key] === partner[key]);
      if (unchanged) throw new AppError('conflict', 'bankChangeUnchanged');
      const row = await bankChanges.insertBankChange(tx, {
        partner_id: partner.id,
        requested_by: actor.partnerUserId,
        masquerade_admin_id: actor.session.masqueradeAdminId,
        ...next,
      });
      await recordAudit(tx, actor.session, [
        {
          action: 'partner_bank_change.request',
          entity: 'partner_bank_change',
          entityId: row.id,
          newValue: {
            partner_id: partner.id,
            pan: maskTail(pan),
            gstin: input.gstin,
            bank_account_holder: input.bank_account_holder,
            bank_account_number: maskTail(number),
            bank_ifsc: input.bank_ifsc,
          },
        },
      ]);
      return settingsOf(tx, actor);
    });
  } catch (error) {
    // Two requests at once: the partial unique index keeps one pending.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'bankChangePending');
    throw error;
  }
}

/** The user's own password, knowing the current one; the user's other sessions end (the staff-account rule). */
export function changePassword(deps: Pick<Deps, 'db'>, actor: PartnerActor, input: ChangePasswordInput): Promise<void> {
  return staff.changeOwnPassword(deps, staff.partnerStaffAccounts, actor.session, input);
}

export function getPreferences(deps: Pick<Deps, 'db'>, actor: PartnerActor): Promise<NotificationPreferences> {
  return preferencesOf(deps.db, actor.partnerUserId);
}

export async function updatePreferences(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  input: NotificationPreferences,
): Promise<NotificationPreferences> {
  return deps.db.transaction(async (tx) => {
    const old = await preferencesOf(tx, actor.partnerUserId);
    await savePreferences(tx, actor.partnerUserId, input);
    await recordAudit(tx, actor.session, [
      {
        action: 'partner_user.preferences',
        entity: 'partner_user',
        entityId: actor.partnerUserId,
        field: 'preferences',
        oldValue: old,
        newValue: input,
      },
    ]);
    return input;
  });
}

// ---------- the partner's users: the staff-account service's partner-staff kind, within the acting partner ----------

export function listUsers(deps: Pick<Deps, 'db'>, actor: PartnerActor): Promise<PartnerUser[]> {
  return staff.listPartnerAccounts(deps, staff.partnerStaffAccounts, actor.partnerId);
}

export function createUser(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  input: CreatePartnerUserInput,
): Promise<PartnerUserWithPassword> {
  return staff.createAccount(deps, staff.partnerStaffAccounts, actor.session, { partnerId: actor.partnerId }, input);
}

/** Disables or enables a user of the partner's own (another partner's user answers 404); never the caller. */
export function setUserActive(
  deps: Pick<Deps, 'db'>,
  actor: PartnerActor,
  userId: number,
  active: boolean,
): Promise<PartnerUser> {
  return staff.setAccountActive(
    deps,
    staff.partnerStaffAccounts,
    actor.session,
    { partnerId: actor.partnerId },
    userId,
    active,
  );
}
