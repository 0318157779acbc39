/**
 * The one owner of consents (issue 30 item 3, decision 038): every consent is recorded here (sign-in, the profile's
 * household income declaration, the partner API, the KFS's lender sharing, My consents) and withdrawn here (My
 * consents, a STOP reply). Withdrawing marketing stops the customer's queued promotional messages on that channel in
 * the same transaction; the send rule asks `standingMarketingConsentSql` for the rest.
 */
import {
  CONSENT_TEXT_VERSIONS,
  isWithdrawable,
  marketingChannelOf,
  marketingPurposeOf,
  marketingPurposes,
  type Consent,
  type ConsentChannel,
  type ConsentPurpose,
  type GiveConsentInput,
  type MarketingPurpose,
  type MyConsents,
  type WithdrawConsentResult,
} from '@saakh/domain/consents';
import type { Locale } from '@saakh/domain/i18n';
import { localized } from '@saakh/domain/localized';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { stopQueuedPromotional } from '../messaging/queued-messages.service';
import * as repo from './consents.repository';

/** Where and how a consent is given: the reader's language, the channel, and the address it came from. */
export type ConsentContext = { language: Locale | null; channel: ConsentChannel; ip: string | null; at?: Date };

/** An application a lender-sharing consent covers, and its lender. */
export type ConsentApplication = { applicationId: string; lenderId: number };

/** One consent to record: its purpose, and the text's key and version when they are not the purpose's own. */
export type ConsentToRecord = {
  purpose: ConsentPurpose;
  kind?: string;
  textVersion?: string;
  application?: ConsentApplication;
};

function isMarketing(purpose: ConsentPurpose): purpose is MarketingPurpose {
  return (marketingPurposes as readonly ConsentPurpose[]).includes(purpose);
}

function textVersionOf(consent: ConsentToRecord): string {
  if (consent.textVersion) return consent.textVersion;
  if (consent.purpose === 'household_income') throw new Error('A household income consent names its text version');
  return CONSENT_TEXT_VERSIONS[consent.purpose];
}

/**
 * Records one consent of a customer in the caller's transaction and answers its row. A consent that stands already
 * (marketing on that channel, lender sharing for that application) is answered as it is, never duplicated; the terms
 * and a household income declaration are recorded each time they are agreed to.
 */
export async function recordConsent(
  tx: Executor,
  userId: number,
  consent: ConsentToRecord,
  context: ConsentContext,
): Promise<repo.ConsentRow> {
  if (isMarketing(consent.purpose) || consent.purpose === 'lender_sharing') {
    const standing = await repo.findStanding(tx, userId, consent.purpose, consent.application);
    if (standing) return standing;
  }
  return repo.insertConsent(tx, {
    user_id: userId,
    purpose: consent.purpose,
    kind: consent.kind ?? consent.purpose,
    text_version: textVersionOf(consent),
    language: context.language,
    channel: context.channel,
    ip: context.ip,
    application_id: consent.application?.applicationId ?? null,
    lender_id: consent.application?.lenderId ?? null,
    ...(context.at ? { accepted_at: context.at } : {}),
  });
}

/** Records several consents given together (e.g. the terms and the marketing ticked at sign-in). */
export async function recordConsents(
  tx: Executor,
  userId: number,
  list: ConsentToRecord[],
  context: ConsentContext,
): Promise<void> {
  for (const consent of list) await recordConsent(tx, userId, consent, context);
}

/** The marketing consents ticked in a form (`marketing_sms: true`, …), none when none was ticked. */
export function tickedMarketing(input: Partial<Record<MarketingPurpose, boolean | undefined>>): ConsentToRecord[] {
  return marketingPurposes.filter((purpose) => input[purpose] === true).map((purpose) => ({ purpose }));
}

function toConsent(row: repo.ConsentWithNames, locale: Locale): Consent {
  const { consent } = row;
  return {
    id: consent.id,
    purpose: consent.purpose,
    kind: consent.kind,
    text_version: consent.text_version,
    language: consent.language ?? null,
    channel: consent.channel ?? null,
    address: consent.ip,
    accepted_at: consent.accepted_at.toISOString(),
    withdrawn_at: consent.withdrawn_at?.toISOString() ?? null,
    withdrawable: isWithdrawable(consent.purpose),
    application_id: consent.application_id,
    application_reference: row.applicationReference,
    lender_name: row.lenderName === null ? null : localized(row.lenderName, row.lenderNameHi, locale),
  };
}

/** Every consent of a customer as they read it, newest first (My consents, and My data's download). */
export async function consentsOfCustomer(db: Executor, userId: number, locale: Locale): Promise<Consent[]> {
  return (await repo.listOwn(db, userId)).map((row) => toConsent(row, locale));
}

/** GET /api/customer/consents: every consent of the customer, newest first, and which marketing stands now. */
export async function myConsents(deps: Deps, session: Session, locale: Locale): Promise<MyConsents> {
  const rows = await repo.listOwn(deps.db, session.subjectId);
  const standing = (purpose: MarketingPurpose) =>
    rows.some((row) => row.consent.purpose === purpose && row.consent.withdrawn_at === null);
  return {
    consents: rows.map((row) => toConsent(row, locale)),
    marketing: {
      marketing_sms: standing('marketing_sms'),
      marketing_whatsapp: standing('marketing_whatsapp'),
      marketing_email: standing('marketing_email'),
    },
  };
}

async function ownConsent(db: Executor, userId: number, id: number, locale: Locale, lock = false) {
  const row = await repo.findOwn(db, userId, id, lock);
  if (!row) throw new AppError('not_found', 'notFound');
  return { row, view: toConsent(row, locale) };
}

/** POST /api/customer/consents: gives a marketing consent; one that stands already is answered as it is. */
export async function giveConsent(
  deps: Deps,
  session: Session,
  input: GiveConsentInput,
  context: { locale: Locale; ip: string },
): Promise<Consent> {
  const row = await deps.db.transaction((tx) =>
    recordConsent(
      tx,
      session.subjectId,
      { purpose: input.purpose },
      { language: context.locale, channel: 'web', ip: context.ip, at: deps.clock.now() },
    ),
  );
  return (await ownConsent(deps.db, session.subjectId, row.id, context.locale)).view;
}

/**
 * Withdraws a consent (and any other standing row of its purpose, so none keeps it standing). Withdrawing marketing
 * stops the customer's queued promotional messages on that channel at once, in the same transaction; withdrawing
 * lender sharing keeps that application from being sent (requireLenderSharing). The terms and a household income
 * declaration are not withdrawn here (409).
 */
export async function withdrawConsent(
  deps: Deps,
  session: Session,
  id: number,
  locale: Locale,
): Promise<WithdrawConsentResult> {
  const userId = session.subjectId;
  const stopped = await deps.db.transaction(async (tx) => {
    const { row } = await ownConsent(tx, userId, id, locale, true);
    const { consent } = row;
    if (!isWithdrawable(consent.purpose)) throw new AppError('conflict', 'consentNotWithdrawable');
    if (consent.withdrawn_at) throw new AppError('conflict', 'consentAlreadyWithdrawn');
    return withdrawPurpose(tx, {
      userId,
      purpose: consent.purpose,
      at: deps.clock.now(),
      applicationId: consent.application_id,
      lenderId: consent.lender_id,
    });
  });
  const { view } = await ownConsent(deps.db, userId, id, locale);
  return { consent: view, stopped_messages: stopped };
}

async function withdrawPurpose(
  tx: Executor,
  values: {
    userId: number;
    purpose: ConsentPurpose;
    at: Date;
    applicationId?: string | null;
    lenderId?: number | null;
  },
): Promise<number> {
  await repo.withdrawStanding(tx, values);
  if (!isMarketing(values.purpose)) return 0;
  return stopQueuedPromotional(tx, {
    userId: values.userId,
    channel: marketingChannelOf(values.purpose),
    reason: 'consent_withdrawn',
  });
}

/**
 * A STOP reply from a mobile on SMS or WhatsApp (in the gateway's transaction): the customer's marketing consent on
 * that channel is withdrawn (channel sms_reply, the mobile as the address), or a withdrawn one of kind stop_reply is
 * recorded when none stood, and their queued promotional messages there are stopped. Answers false for a number that
 * is no customer's.
 */
export async function withdrawByStopReply(
  tx: Executor,
  mobile: string,
  channel: 'sms' | 'whatsapp',
  at: Date,
): Promise<boolean> {
  const userId = await repo.customerIdByMobile(tx, mobile);
  if (userId === undefined) return false;
  const purpose = marketingPurposeOf(channel);
  const withdrawn = await repo.withdrawStanding(tx, { userId, purpose, at });
  if (withdrawn.length === 0) {
    await repo.insertConsent(tx, {
      user_id: userId,
      purpose,
      kind: 'stop_reply',
      text_version: 'stop_reply',
      channel: 'sms_reply',
      ip: mobile,
      accepted_at: at,
      withdrawn_at: at,
    });
  }
  await stopQueuedPromotional(tx, { userId, channel, reason: 'consent_withdrawn' });
  return true;
}

/**
 * Whether the customer withdrew the sharing of this application with its lender: its latest lender-sharing consent
 * is withdrawn. An application whose KFS was accepted before consents were asked for has none and is not held back.
 */
export async function lenderSharingWithdrawn(
  tx: Executor,
  application: ConsentApplication & { userId: number },
): Promise<boolean> {
  const latest = await repo.latestLenderSharing(tx, application);
  return Boolean(latest?.withdrawn_at);
}

/**
 * For the send rule's query (messaging): SQL that is true when the customer holds a standing marketing consent for
 * the message channel, as one exists subquery (never a query per message).
 */
export const standingMarketingConsentSql = repo.standingMarketingSql;
