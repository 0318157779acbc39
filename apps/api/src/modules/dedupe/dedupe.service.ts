/**
 * The de-dupe rule (decision 013): an application for a product by the same mobile number or PAN as one made within
 * the window belongs to the first application's partner (or stays direct when the first came directly). The rule
 * runs in the transaction that creates the application; every duplicate is logged with both sides, and role 1 may
 * give a duplicate to the later partner with a reason, audited. Partners only learn that a lead was a duplicate.
 */
import { dayInIndia, rangeInstants, resolveRange } from '@saakh/domain/date-ranges';
import type {
  DedupeLog,
  DedupeLogListQuery,
  DedupeLogPage,
  DedupeMatch,
  DedupeOverrideInput,
  PartnerDuplicateLeadListQuery,
  PartnerDuplicateLeadPage,
} from '@saakh/domain/dedupe';
import { maskTail } from '@saakh/domain/masking';
import type { LoanProductCode } from '@saakh/domain/product-types';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { actingPartner } from '../acting-partner/acting-partner.service';
import { recordAudit } from '../audit/audit.service';
import { rollupDaysJob } from '../reporting/rollup.service';
import * as repo from './dedupe.repository';

/** Who an application about to be created belongs to, and the duplicate it is when another partner was first. */
export type LeadDecision = {
  partnerId: number | null;
  duplicate: {
    firstApplicationId: string;
    firstPartnerId: number | null;
    duplicatePartnerId: number | null;
    matchedOn: DedupeMatch;
    windowDays: number;
  } | null;
};

/**
 * Decides, inside the creating transaction and before the insert, which partner a new application of this customer
 * and product belongs to. The person's mobile and PAN stay locked for this product until the transaction ends, so a
 * concurrent creation waits and then finds this one first.
 */
export async function decideLead(
  tx: Executor,
  config: Pick<Config, 'dedupe'>,
  lead: { userId: number; product: LoanProductCode; partnerId: number | null },
): Promise<LeadDecision> {
  const windowDays = config.dedupe.windowDays;
  await repo.lockLeadKeys(tx, lead.userId, lead.product);
  const first = await repo.findFirstInWindow(tx, { userId: lead.userId, product: lead.product, windowDays });
  // The same side twice (a second lender, or the journey started again) is one lead, not a duplicate.
  if (!first || first.partner_id === lead.partnerId) return { partnerId: lead.partnerId, duplicate: null };
  return {
    partnerId: first.partner_id,
    duplicate: {
      firstApplicationId: first.id,
      firstPartnerId: first.partner_id,
      duplicatePartnerId: lead.partnerId,
      matchedOn: first.matched_on,
      windowDays,
    },
  };
}

/** Logs the duplicate the decision found, once the application exists (same transaction). */
export async function recordDuplicate(
  tx: Executor,
  decision: LeadDecision,
  application: { id: string; userId: number; product: LoanProductCode },
): Promise<void> {
  if (!decision.duplicate) return;
  await repo.insertLog(tx, {
    applicationId: application.id,
    userId: application.userId,
    product: application.product,
    ...decision.duplicate,
  });
}

function toDedupeLog(row: repo.LogRow): DedupeLog {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    application_id: row.application_id,
    first_application_id: row.first_application_id,
    product: row.product,
    matched_on: row.matched_on,
    // The log is about who keeps a lead, not about the person: role 1 sees the numbers masked here too.
    customer_mobile: maskTail(row.mobile),
    customer_pan: maskTail(row.pan),
    first_partner_id: row.first_partner_id,
    first_partner_name: row.first_partner_name,
    duplicate_partner_id: row.duplicate_partner_id,
    duplicate_partner_name: row.duplicate_partner_name,
    window_days: row.window_days,
    decision: row.decision,
    overridden_by_name: row.overridden_by_name,
    override_reason: row.override_reason,
    overridden_at: row.overridden_at?.toISOString() ?? null,
  };
}

export async function listLogs(deps: Pick<Deps, 'db' | 'clock'>, query: DedupeLogListQuery): Promise<DedupeLogPage> {
  let instants: repo.Instants | undefined;
  if (query.preset || query.from || query.to) {
    const resolved = resolveRange(query, deps.clock.now(), 'last_30_days');
    if (!resolved.ok) throw fieldError(resolved.field, resolved.message);
    instants = rangeInstants(resolved.range);
  }
  const page = await repo.listLogs(deps.db, query, instants);
  return { ...page, items: page.items.map(toDedupeLog) };
}

export async function getLog(deps: Pick<Deps, 'db'>, id: number): Promise<DedupeLog> {
  const row = await repo.findLog(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  return toDedupeLog(row);
}

/**
 * Gives a duplicate's application to the later partner: its commission and the reports follow the application's
 * partner. Once disbursed, the commission is counted for the first partner and the override is refused.
 */
export async function overrideLog(
  deps: Pick<Deps, 'db' | 'jobs'>,
  session: Session,
  id: number,
  input: DedupeOverrideInput,
): Promise<DedupeLog> {
  await deps.db.transaction(async (tx) => {
    const log = await repo.findLogForOverride(tx, id);
    if (!log) throw new AppError('not_found', 'notFound');
    if (log.decision === 'overridden') throw new AppError('conflict', 'dedupeAlreadyOverridden');
    if (log.disbursed_on !== null) throw new AppError('conflict', 'dedupeOverrideDisbursed');
    await repo.setApplicationPartner(tx, log.application_id, log.duplicate_partner_id);
    await repo.markOverridden(tx, id, { adminId: session.subjectId, reason: input.reason });
    await recordAudit(tx, session, [
      {
        action: 'dedupe.override',
        entity: 'dedupe_log',
        entityId: id,
        field: 'partner_id',
        oldValue: log.application_partner_id,
        newValue: log.duplicate_partner_id,
      },
      { action: 'dedupe.override', entity: 'dedupe_log', entityId: id, field: 'reason', newValue: input.reason },
    ]);
    // The day's per-partner figures are counted again with the application's new partner.
    const day = dayInIndia(log.application_created_at);
    await deps.jobs.enqueue(tx, rollupDaysJob, { days: [day] }, { key: `rollup:dedupe:${id}` });
  });
  return getLog(deps, id);
}

/** The calling partner's leads that another side holds, as "duplicate" and nothing more. */
export async function listPartnerDuplicates(
  deps: Pick<Deps, 'db'>,
  session: Session,
  query: PartnerDuplicateLeadListQuery,
): Promise<PartnerDuplicateLeadPage> {
  const { partnerId } = await actingPartner(deps, session);
  const page = await repo.listPartnerDuplicates(deps.db, partnerId, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      product: row.product,
      customer_mobile: maskTail(row.mobile),
      status: 'duplicate' as const,
    })),
  };
}
