/**
 * The CSR portal (issue 11): support staff find a customer and see everything about them in one place, write notes,
 * send them back to update their profile, resend a status message and raise a telecalling callback. Role 3 sees
 * mobile numbers, PANs, e-mail addresses and birth dates masked; a reveal needs a reason and is audited, and so is
 * every view of a customer.
 */
import {
  callbackTimeAllowed,
  csrSearchKind,
  type CsrCallbackInput,
  type CsrCustomer,
  type CsrCustomerView,
  type CsrFlagInput,
  type CsrNote,
  type CsrNoteInput,
  type CsrResendInput,
  type CsrRevealInput,
  type CsrSearchQuery,
} from '@saakh/domain/csr';
import type { Locale } from '@saakh/domain/i18n';
import type { Page } from '@saakh/domain/lists';
import { byCompletionFlag } from '@saakh/domain/products';
import { maskBirthDate, maskEmail, maskTail } from '@saakh/domain/masking';
import { translate } from '@saakh/domain/messages';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { queueStatusMessages } from '../messaging/messaging.service';
import { rankingsOfJourneys } from '../offer-ranking/offer-ranking.service';
import { offersOfJourney } from '../offers/offers.service';
import { raiseCallback } from '../telecalling/telecalling.service';
import * as repo from './csr.repository';

/** Role 3 (customer support) sees identifiers masked until it reveals one; roles 1 and 2 see them whole. */
export function masksFor(session: Session): boolean {
  return session.roleId === 3;
}

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function searchCustomers(
  deps: Pick<Deps, 'db'>,
  session: Session,
  query: CsrSearchQuery,
): Promise<Page<CsrCustomer>> {
  const kind = query.q === undefined ? null : csrSearchKind(query.q);
  if (!kind) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const masked = masksFor(session);
  const page = await repo.searchCustomers(deps.db, kind, query);
  return {
    ...page,
    items: page.items.map((row) => ({
      id: row.id,
      name: fullName(row.first_name, row.last_name),
      mobile: masked ? (maskTail(row.mobile) ?? '') : row.mobile,
      pan: masked ? maskTail(row.pan) : row.pan,
      email: masked ? maskEmail(row.email) : row.email,
      created_at: row.created_at.toISOString(),
      last_login_at: iso(row.last_login_at),
      applications: row.applications,
      latest_application_id: row.latest_application_id,
      latest_application_reference: row.latest_application_reference,
      latest_status: row.latest_status,
      erased: row.erased_at !== null,
      masked,
    })),
  };
}

async function existingProfile(deps: Pick<Deps, 'db'>, userId: number): Promise<repo.ProfileRow> {
  const profile = await repo.findProfile(deps.db, userId);
  if (!profile) throw new AppError('not_found', 'notFound');
  return profile;
}

/** Everything about one customer, read in a fixed number of queries; the view itself is audited. */
export async function customerView(
  deps: Pick<Deps, 'db'>,
  session: Session,
  userId: number,
  locale: Locale,
): Promise<CsrCustomerView> {
  const profile = await existingProfile(deps, userId);
  const masked = masksFor(session);
  const [journey, applications, openJourneys, consents, optOuts, messages, helpRequests, notes, lead, dispositions] =
    await Promise.all([
      repo.findJourney(deps.db, userId),
      repo.listApplications(deps.db, userId),
      repo.listOpenJourneys(deps.db, userId),
      repo.listConsents(deps.db, userId),
      repo.listOptOuts(deps.db, profile.mobile, profile.email),
      repo.listMessages(deps.db, userId),
      repo.listHelpRequests(deps.db, userId),
      repo.listNotes(deps.db, userId),
      repo.findOpenLead(deps.db, userId),
      repo.listDispositions(deps.db, userId),
    ]);
  const [histories, rankings] = await Promise.all([
    repo.listHistories(
      deps.db,
      applications.map((application) => application.id),
    ),
    rankingsOfJourneys(
      deps.db,
      openJourneys.map((open) => open.id),
    ),
  ]);
  const journeys = await Promise.all(
    openJourneys.map(async (open) => {
      const matched = await offersOfJourney(deps.db, userId, open);
      const names = new Map<number, string>([
        ...(matched?.unmatched ?? []).map(({ lender }) => [lender.id, lender.name] as const),
        ...(matched?.offers ?? []).map((offer) => [offer.lenderId, offer.lenderName] as const),
      ]);
      return {
        app_id: open.id,
        product: open.product,
        desired_amount: open.desired_amount,
        offers_viewed_at: iso(journey?.offers_viewed_at ?? null),
        offers: (matched?.offers ?? []).map((offer) => ({
          lender_name: offer.lenderName,
          amount: offer.amount,
          tenure_months: offer.tenureMonths,
          apr: offer.apr,
          emi: offer.emi,
        })),
        unmatched: (matched?.unmatched ?? []).map((lender) => ({
          lender_name: lender.lender.name,
          reason: lender.reasons.map((reason) => translate(reason, locale)).join('; '),
        })),
        recorded_rankings: rankings
          .filter((ranking) => ranking.appId === open.id)
          .map((ranking) => ({
            rule: ranking.rule,
            recorded_at: ranking.recordedAt,
            offers: ranking.offers.map((entry) => ({
              lender_id: entry.lenderId,
              lender_name: names.get(entry.lenderId) ?? null,
              position: entry.position,
              apr: entry.apr,
              approval_rate: entry.approvalRate,
              decided: entry.decided,
              median_decision_hours: entry.medianDecisionHours,
            })),
          })),
      };
    }),
  );
  await recordAudit(deps.db, session, [{ action: 'customer.view', entity: 'customer', entityId: userId }]);
  return {
    profile: {
      id: profile.id,
      first_name: profile.first_name,
      last_name: profile.last_name,
      mobile: masked ? (maskTail(profile.mobile) ?? '') : profile.mobile,
      pan: masked ? maskTail(profile.pan) : profile.pan,
      email: masked ? maskEmail(profile.email) : profile.email,
      birth_date: masked ? maskBirthDate(profile.birth_date) : profile.birth_date,
      language: profile.language === 'hi' ? 'hi' : 'en',
      employment_status_code: profile.employment_status_code,
      monthly_income: profile.monthly_income,
      postal_code: profile.postal_code,
      ...byCompletionFlag((flag) => profile[flag] === 1),
      pl_update_required: profile.pl_update_required === 1,
      pl_se_update_required: profile.pl_se_update_required === 1,
      allow_sms: profile.allow_sms === 1,
      allow_emails: profile.allow_emails === 1,
      created_at: profile.created_at.toISOString(),
      last_login_at: iso(profile.last_login_at),
      erased_at: iso(profile.erased_at),
      masked,
    },
    source: {
      partner: profile.partner,
      utm_source: journey?.utm_source ?? profile.utms?.utm_source ?? null,
      utm_medium: journey?.utm_medium ?? profile.utms?.utm_medium ?? null,
      utm_campaign: journey?.utm_campaign ?? profile.utms?.utm_campaign ?? null,
      url_segment: profile.url_segment,
      first_seen_at: iso(journey?.first_seen_at ?? null),
      furthest_step: journey?.furthest_step ?? null,
    },
    applications: applications.map((application) => ({
      id: application.id,
      reference: application.reference,
      product: application.product,
      lender_name: application.lender_name,
      status: application.status,
      amount: application.amount,
      tenure_months: application.tenure_months,
      apr: application.apr,
      lender_reference: application.lender_reference,
      disbursed_amount: application.disbursed_amount,
      disbursed_on: application.disbursed_on,
      created_at: application.created_at.toISOString(),
      timeline: histories
        .filter((step) => step.application_id === application.id)
        .map((step) => ({
          status: step.status,
          source: step.source,
          remarks: step.remarks,
          at: step.at.toISOString(),
        })),
    })),
    journeys,
    consents: consents.map((consent) => ({
      kind: consent.kind,
      text_version: consent.text_version,
      accepted_at: consent.accepted_at.toISOString(),
      withdrawn_at: iso(consent.withdrawn_at),
    })),
    opt_outs: optOuts.map((optOut) => ({
      channel: optOut.channel,
      source: optOut.source,
      at: optOut.at.toISOString(),
    })),
    messages: messages.map((message) => ({
      ...message,
      created_at: message.created_at.toISOString(),
      delivered_at: iso(message.delivered_at),
    })),
    help_requests: helpRequests.map((request) => ({ ...request, created_at: request.created_at.toISOString() })),
    notes: notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() })),
    telecalling: {
      open_lead: lead
        ? { id: lead.id, reason: lead.reason, due_at: lead.due_at.toISOString(), assigned_to: lead.assigned_to }
        : null,
      dispositions: dispositions.map((row) => ({
        ...row,
        callback_at: iso(row.callback_at),
        at: row.at.toISOString(),
      })),
    },
  };
}

/** The whole mobile number, PAN or e-mail address for the member of staff who gives a reason; audited with it. */
export async function reveal(
  deps: Pick<Deps, 'db'>,
  session: Session,
  userId: number,
  input: CsrRevealInput,
): Promise<{ value: string | null }> {
  const who = await repo.findIdentifiers(deps.db, userId);
  if (!who) throw new AppError('not_found', 'notFound');
  await recordAudit(deps.db, session, [
    { action: 'customer.reveal', entity: 'customer', entityId: userId, field: input.field, newValue: input.reason },
  ]);
  return { value: who[input.field] };
}

/** A customer whose data was erased takes no notes, flags, messages or callbacks. */
async function activeCustomer(deps: Pick<Deps, 'db'>, userId: number): Promise<void> {
  const who = await repo.findIdentifiers(deps.db, userId);
  if (!who) throw new AppError('not_found', 'notFound');
  if (who.erased_at) throw new AppError('conflict', 'csrCustomerErased');
}

export async function addNote(
  deps: Pick<Deps, 'db'>,
  session: Session,
  userId: number,
  input: CsrNoteInput,
): Promise<CsrNote> {
  await activeCustomer(deps, userId);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertNote(tx, { userId, adminId: session.subjectId, text: input.text });
    await recordAudit(tx, session, [
      { action: 'customer.note', entity: 'customer', entityId: userId, field: 'note', newValue: row.id },
    ]);
    const note = await repo.findNote(tx, row.id);
    if (!note) throw new Error('note not found after insert');
    return { ...note, created_at: note.created_at.toISOString() };
  });
}

/** Sends the customer back to the detail page (customer spec §4) or lets them through again. */
export async function setUpdateFlag(
  deps: Pick<Deps, 'db'>,
  session: Session,
  userId: number,
  input: CsrFlagInput,
): Promise<void> {
  await activeCustomer(deps, userId);
  await deps.db.transaction(async (tx) => {
    const value = input.value ? 1 : 0;
    const old = await repo.setUpdateFlag(tx, userId, input.flag, value);
    if (old === undefined) throw new AppError('not_found', 'notFound');
    if (old === value) return;
    await recordAudit(tx, session, [
      {
        action: 'customer.flag',
        entity: 'customer',
        entityId: userId,
        field: input.flag,
        oldValue: old,
        newValue: value,
      },
    ]);
  });
}

/** Queues the message of the application's current status again, on every channel with a template for it. */
export async function resendStatusMessage(
  deps: Pick<Deps, 'db' | 'jobs' | 'clock'>,
  session: Session,
  userId: number,
  input: CsrResendInput,
): Promise<{ queued: number }> {
  await activeCustomer(deps, userId);
  const owner = await repo.applicationOwner(deps.db, input.application_id);
  if (owner !== userId) throw new AppError('not_found', 'csrApplicationNotOfCustomer');
  return deps.db.transaction(async (tx) => {
    const queued = await queueStatusMessages(deps, tx, {
      applicationIds: [input.application_id],
      source: 'csr',
      createdBy: session.subjectId,
    });
    if (queued === 0) throw new AppError('conflict', 'csrNoStatusMessage');
    await recordAudit(tx, session, [
      {
        action: 'customer.resend_status',
        entity: 'customer',
        entityId: userId,
        field: 'application_id',
        newValue: input.application_id,
      },
    ]);
    return { queued };
  });
}

/** Puts the customer in the telecalling queue as a callback at the chosen time. */
export async function raiseCustomerCallback(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  userId: number,
  input: CsrCallbackInput,
): Promise<{ lead_id: number }> {
  const dueAt = new Date(input.due_at);
  if (!callbackTimeAllowed(dueAt, deps.clock.now())) throw fieldError('due_at', 'csrCallbackInPast');
  await activeCustomer(deps, userId);
  return deps.db.transaction(async (tx) => {
    const { leadId } = await raiseCallback(deps, tx, {
      userId,
      dueAt,
      raisedBy: session.subjectId,
      ...(input.note ? { note: input.note } : {}),
    });
    await recordAudit(tx, session, [
      { action: 'customer.callback', entity: 'customer', entityId: userId, field: 'due_at', newValue: input.due_at },
    ]);
    return { lead_id: leadId };
  });
}
