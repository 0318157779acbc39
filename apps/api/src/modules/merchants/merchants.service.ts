/**
 * Merchant management's rules (decision 014): a partner's lifecycle (applied → active ⇄ suspended; activating needs
 * KYC and a contact, suspending ends its users' sessions), its onboarding details, a parent partner for sub-DSAs
 * (one level), and commission payouts, refused while KYC or bank details are incomplete. Every change is audited;
 * PAN and bank account number are answered masked, and a reveal is audited.
 */
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { maskTail } from '@saakh/domain/masking';
import {
  gstinMatchesPan,
  lifecycleOf,
  missingBank,
  missingFieldMessages,
  missingForActivation,
  missingForPayout,
  missingKyc,
  onboardingFormFields,
  partnerStatusCodes,
  type MerchantPartner,
  type MerchantPartnerDetail,
  type MerchantPartnerListQuery,
  type MerchantPartnerPage,
  type PartnerOption,
  type PartnerParentInput,
  type PartnerPayout,
  type Payables,
  type PartnerStatusInput,
  type PayoutInput,
  type RevealInput,
  type UpdateOnboardingInput,
} from '@saakh/domain/merchants';
import { roundPaise } from '@saakh/domain/money';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit, type AuditEntry } from '../audit/audit.service';
import * as commissions from '../commissions/commissions.service';
import * as staff from '../staff-accounts/staff-accounts.service';
import { queuePayoutEmail } from '../partner-support/partner-support.service';
import * as payoutDocuments from '../payout-documents/payout-documents.service';
import * as repo from './merchants.repository';
import type { PartnerRow } from './merchants.repository';

export function toMerchantPartner(row: PartnerRow): MerchantPartner {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    partner_type: row.partner_type,
    status: lifecycleOf(row.status),
    parent_partner_id: row.parent_partner_id,
    parent_name: row.parent_name,
    kyc_complete: missingKyc(row).length === 0,
    bank_complete: missingBank(row).length === 0,
    users_count: row.users_count,
    active_users_count: row.active_users_count,
    earned_unpaid: roundPaise(Number(row.earned_unpaid)),
    created_at: row.created_at.toISOString(),
  };
}

export async function listMerchantPartners(
  deps: Pick<Deps, 'db'>,
  query: MerchantPartnerListQuery,
): Promise<MerchantPartnerPage> {
  const page = await repo.listPartners(deps.db, query);
  return { ...page, items: page.items.map(toMerchantPartner) };
}

async function existingPartner(db: Executor, id: number, lock = false): Promise<PartnerRow> {
  const row = await repo.findPartner(db, id, lock);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

/**
 * A merchant's detail. Read one query after another: `db` is often the transaction of a change, and a transaction's
 * connection runs one query at a time (node-postgres deprecates queuing several on one client).
 */
async function detailOf(db: Executor, id: number): Promise<MerchantPartnerDetail> {
  const row = await existingPartner(db, id);
  const subPartners = await repo.subPartners(db, id);
  const payable = await commissions.payableFigures(db, id, row.gstin !== null);
  const payouts = await commissions.recentPayouts(db, id);
  return {
    ...toMerchantPartner(row),
    legal_name: row.legal_name,
    pan_masked: maskTail(row.pan),
    gstin: row.gstin,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_mobile: row.contact_mobile,
    bank_account_holder: row.bank_account_holder,
    bank_account_number_masked: maskTail(row.bank_account_number),
    bank_ifsc: row.bank_ifsc,
    parent_split_percent: row.parent_split_percent === null ? null : Number(row.parent_split_percent),
    sub_partners: subPartners,
    missing_for_activation: missingForActivation(row),
    missing_for_payout: missingForPayout(row),
    payable: payable.figures,
    clawbacks_due: payable.clawbacksDue,
    payouts,
  };
}

export function getMerchantPartner(deps: Pick<Deps, 'db'>, id: number): Promise<MerchantPartnerDetail> {
  return detailOf(deps.db, id);
}

export function listParentOptions(deps: Pick<Deps, 'db'>, id: number): Promise<PartnerOption[]> {
  return repo.parentOptions(deps.db, id);
}

const onboardingColumns = onboardingFormFields;
/** Audited as masked: the log must not become a second copy of them. */
const maskedInAudit = new Set<string>(['pan', 'bank_account_number']);

export async function updateOnboarding(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: UpdateOnboardingInput,
): Promise<MerchantPartnerDetail> {
  return deps.db.transaction(async (tx) => {
    const partner = await existingPartner(tx, id, true);
    const next = {
      ...input,
      pan: input.pan === undefined ? partner.pan : input.pan,
      bank_account_number:
        input.bank_account_number === undefined ? partner.bank_account_number : input.bank_account_number,
    };
    if (!gstinMatchesPan(next.gstin, next.pan)) throw fieldError('gstin', 'gstinPanMismatch');
    const changes: Partial<Record<(typeof onboardingColumns)[number], string | null>> = {};
    const audit: AuditEntry[] = [];
    for (const column of onboardingColumns) {
      const value = next[column];
      if (value === partner[column]) continue;
      changes[column] = value;
      const masked = maskedInAudit.has(column);
      audit.push({
        action: 'merchant.onboarding',
        entity: 'partner',
        entityId: id,
        field: column,
        oldValue: masked ? maskTail(partner[column]) : partner[column],
        newValue: masked ? maskTail(value) : value,
      });
    }
    if (audit.length > 0) {
      await repo.updatePartner(tx, id, changes as Parameters<typeof repo.updatePartner>[2]);
      await recordAudit(tx, session, audit);
    }
    return detailOf(tx, id);
  });
}

export async function setStatus(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: PartnerStatusInput,
): Promise<MerchantPartnerDetail> {
  return deps.db.transaction(async (tx) => {
    const partner = await existingPartner(tx, id, true);
    const current = lifecycleOf(partner.status);
    if (current === input.status) throw new AppError('conflict', 'partnerStatusUnchanged');
    if (input.status === 'active') {
      const missing = missingForActivation(partner);
      if (missing.length > 0) {
        throw new AppError('conflict', 'activationIncomplete', {
          errors: { status: missing.map((field) => missingFieldMessages[field]) },
        });
      }
    } else {
      // The default brand is what unknown partner names fall back to: it stays live (as in Partner Config).
      if (partner.key === DEFAULT_PARTNER_KEY) throw new AppError('conflict', 'defaultPartnerSuspend');
    }
    await repo.updatePartner(tx, id, { status: partnerStatusCodes[input.status] });
    // Sign-in already refuses a partner that is not active; ending the sessions makes it so for those open now.
    if (input.status === 'suspended') await staff.revokePartnerSessions(tx, id);
    await recordAudit(tx, session, [
      {
        action: 'merchant.status',
        entity: 'partner',
        entityId: id,
        field: 'status',
        oldValue: current,
        newValue: input.status,
      },
    ]);
    return detailOf(tx, id);
  });
}

/**
 * One level of parents: the parent has no parent itself and the partner is nobody's parent, so no cycle can form.
 * Parent changes take turns (one lock), so two crossing changes cannot each pass the check against the other.
 */
export async function setParent(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: PartnerParentInput,
): Promise<MerchantPartnerDetail> {
  return deps.db.transaction(async (tx) => {
    await repo.lockParentChanges(tx);
    const partner = await existingPartner(tx, id, true);
    const parentId = input.parent_partner_id;
    if (parentId !== null) {
      if (parentId === id) throw fieldError('parent_partner_id', 'parentSelf');
      const parent = await repo.findPartner(tx, parentId);
      if (!parent) throw fieldError('parent_partner_id', 'parentInvalid');
      if (parent.parent_partner_id !== null) throw fieldError('parent_partner_id', 'parentIsSubPartner');
      if ((await repo.subPartners(tx, id)).length > 0) throw fieldError('parent_partner_id', 'partnerHasSubPartners');
    }
    const split = input.split_percent === null ? null : input.split_percent.toFixed(2);
    const oldSplit = partner.parent_split_percent === null ? null : Number(partner.parent_split_percent).toFixed(2);
    if (parentId !== partner.parent_partner_id || split !== oldSplit) {
      await repo.updatePartner(tx, id, { parent_partner_id: parentId, parent_split_percent: split });
      await recordAudit(tx, session, [
        {
          action: 'merchant.parent',
          entity: 'partner',
          entityId: id,
          field: 'parent',
          oldValue: { parent_partner_id: partner.parent_partner_id, split_percent: oldSplit },
          newValue: { parent_partner_id: parentId, split_percent: split },
        },
      ]);
    }
    return detailOf(tx, id);
  });
}

/** The whole PAN or account number, for the admin who asks; each reveal is audited. */
export async function reveal(
  deps: Pick<Deps, 'db'>,
  session: Session,
  id: number,
  input: RevealInput,
): Promise<{ value: string | null }> {
  return deps.db.transaction(async (tx) => {
    const partner = await existingPartner(tx, id);
    await recordAudit(tx, session, [
      { action: 'merchant.reveal', entity: 'partner', entityId: id, field: input.field },
    ]);
    return { value: partner[input.field] };
  });
}

/** What a payout of this partner can choose from (earned shares, clawbacks it will recover), as it would pay them. */
export async function getPayables(deps: Pick<Deps, 'db'>, id: number): Promise<Payables> {
  const partner = await existingPartner(deps.db, id);
  return commissions.payables(deps.db, id, partner.gstin !== null);
}

/**
 * Pays the partner's earned shares (those chosen, or all) under one transfer reference, through the commissions
 * module, with GST for a registered partner and the clawbacks due deducted.
 * Refused while KYC or bank details are incomplete (the answer names what is missing), with nothing earned, or for a
 * reference already recorded.
 */
export async function recordPayout(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  session: Session,
  id: number,
  input: PayoutInput,
): Promise<PartnerPayout> {
  if (input.paid_on > dayInIndia(deps.clock.now())) throw fieldError('paid_on', 'payoutDateInvalid');
  return deps.db.transaction(async (tx) => {
    const partner = await existingPartner(tx, id, true);
    const missing = missingForPayout(partner);
    if (missing.length > 0) {
      throw new AppError('conflict', 'payoutBlocked', {
        errors: { payout: missing.map((field) => missingFieldMessages[field]) },
      });
    }
    return payAndRecord(deps, tx, session, {
      partnerId: id,
      gstin: partner.gstin,
      reference: input.reference,
      paidOn: input.paid_on,
      createdBy: session.subjectId,
      ledgerIds: input.ledger_ids,
    });
  });
}

/**
 * Pays through the commissions module, issues the self-billed invoice where one is due, audits `merchant.payout` and
 * queues the partner's payout e-mail: the manual and the bank path alike.
 */
async function payAndRecord(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  tx: Executor,
  session: Session,
  input: Parameters<typeof commissions.payEarnedShares>[1],
): Promise<PartnerPayout> {
  const id = input.partnerId;
  const payout = await commissions.payEarnedShares(tx, input);
  const invoice = await payoutDocuments.issueForPayout(deps, tx, payout.id);
  await recordAudit(tx, session, [
    {
      action: 'merchant.payout',
      entity: 'partner',
      entityId: id,
      newValue: {
        payout_id: payout.id,
        reference: payout.reference,
        paid_on: payout.paid_on,
        amount: payout.amount,
        gst: payout.gst,
        tds: payout.tds,
        clawbacks: payout.clawbacks,
        net: payout.net,
        entries: payout.entries,
        invoice,
      },
    },
  ]);
  await queuePayoutEmail(deps, tx, payout.id);
  return payout;
}

/** Who a bank file pays, as the file names the beneficiary. */
export type Payee = {
  id: number;
  name: string;
  gstin: string | null;
  account_holder: string;
  account_number: string;
  ifsc: string;
  email: string | null;
};

/**
 * Locks a partner a bank file is about to pay (so a manual payout waits for the file's reservation, and then sees
 * it), refused like a manual payout while KYC or bank details are incomplete.
 */
export async function lockPayee(tx: Executor, id: number): Promise<Payee> {
  const partner = await existingPartner(tx, id, true);
  const missing = missingForPayout(partner);
  if (missing.length > 0) {
    throw new AppError('conflict', 'payoutBlocked', {
      errors: { partner_ids: missing.map((field) => missingFieldMessages[field]) },
    });
  }
  return {
    id: partner.id,
    name: partner.name,
    gstin: partner.gstin,
    account_holder: partner.bank_account_holder ?? '',
    account_number: partner.bank_account_number ?? '',
    ifsc: partner.bank_ifsc ?? '',
    email: partner.contact_email,
  };
}

/** The KYC and bank details each of these partners still lacks for a payout (message keys; none when complete). */
export async function payoutBlockers(db: Executor, ids: readonly number[]): Promise<Map<number, string[]>> {
  const blockers = new Map<number, string[]>();
  for (const id of ids) {
    const partner = await repo.findPartner(db, id);
    if (partner)
      blockers.set(
        id,
        missingForPayout(partner).map((field) => missingFieldMessages[field]),
      );
  }
  return blockers;
}

/**
 * Records the payout of a transfer the bank confirmed (a bank file's item), in the caller's transaction: the
 * partner row locked as a manual payout locks it, the item's exact lines and clawbacks paid under its GSTIN, audited
 * and e-mailed like a manual payout. KYC is not checked again: the bank has already paid.
 */
export async function recordBankPayout(
  deps: Pick<Deps, 'jobs' | 'clock'>,
  tx: Executor,
  session: Session,
  input: {
    partnerId: number;
    gstin: string | null;
    reference: string;
    paidOn: string;
    ledgerIds: readonly number[];
    clawbackIds: readonly number[];
  },
): Promise<PartnerPayout> {
  await existingPartner(tx, input.partnerId, true);
  return payAndRecord(deps, tx, session, { ...input, createdBy: session.subjectId });
}
