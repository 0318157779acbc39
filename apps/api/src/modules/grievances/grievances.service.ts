/**
 * Grievances with a clock (issue 30, item 2): customers file complaints (signed in, or by mobile with an OTP) and
 * follow them; staff work them in a queue against the 30-day clock, forward them to the lender, answer, note and
 * close; a daily job reminds the grievance officer at 7, 21 and 28 days. A complaint filed by mobile is linked to the
 * account of that mobile when one exists; an account also lists the complaints its mobile filed while it had none
 * (user_id null), so signing in later is how such a complaint is followed.
 */
import { z } from 'zod';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import {
  ageingBand,
  GRIEVANCE_REMINDER_DAYS,
  GRIEVANCE_RESOLUTION_DAYS,
  grievanceAgeingBands,
  GRIEVANCE_OFFICER_DESIGNATION,
  ombudsmanOpen,
  type FileGrievanceByMobileInput,
  type FileGrievanceInput,
  type Grievance,
  type GrievanceActionInput,
  type GrievanceAgeing,
  type GrievanceDetail,
  type GrievanceOfficer,
  type GrievanceQueueQuery,
  type GrievanceQueueRow,
  type GrievanceStatus,
} from '@saakh/domain/grievances';
import type { Locale } from '@saakh/domain/i18n';
import { GRIEVANCE_CONTACT, GRIEVANCE_CONTACT_HI, RBI_OMBUDSMAN } from '@saakh/domain/kfs';
import type { Page } from '@saakh/domain/lists';
import { maskTail } from '@saakh/domain/masking';
import { translate } from '@saakh/domain/messages';
import type { SendOtpResult } from '@saakh/domain/auth';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../lib/app-error';
import { nextDailyRun } from '../../lib/jobs/daily';
import { defineJob } from '../../lib/jobs/jobs';
import type { OutboundMessage } from '../../lib/messaging/providers';
import type { Session } from '../../lib/session';
import { recordAudit } from '../audit/audit.service';
import { checkOtpCode, sendOtpCode } from '../auth/auth.service';
import * as repo from './grievances.repository';

/** What an erased customer's complaint keeps of their words (decision 015). */
export const ERASED_TEXT = '[erased]';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED_STATUSES: readonly GrievanceStatus[] = ['resolved', 'closed'];

/** Whole days from one ISO day to another. */
function daysFrom(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Hands a message to its gateway; a refusal is logged and never undoes the complaint it tells of. */
async function notify(deps: Pick<Deps, 'messaging' | 'log'>, message: OutboundMessage): Promise<void> {
  try {
    await deps.messaging[message.channel].notify(message);
  } catch (error) {
    deps.log.warn({ err: error, channel: message.channel }, 'grievances: a message was not delivered');
  }
}

// ---------- the officer ----------

/**
 * The grievance officer customers are shown, in their language where a Hindi text exists. A partner's brand (its key
 * in `?partner=`, or the signed-in customer's partner) shows its own support e-mail and phone where its settings hold
 * them; the officer's name, designation and address stay the platform's. The configuration's defaults have Hindi
 * texts (kfs.ts); an officer configured otherwise shows as configured.
 */
export async function grievanceOfficer(
  deps: Pick<Deps, 'db' | 'config'>,
  locale: Locale,
  brand: { partnerKey?: string; customerId?: number | null },
): Promise<GrievanceOfficer> {
  const officer = deps.config.grievance.officer;
  let partnerId: number | null = null;
  if (brand.customerId) partnerId = (await repo.findUser(deps.db, brand.customerId))?.partnerId ?? null;
  const partner = brand.partnerKey
    ? await repo.partnerContact(deps.db, { key: brand.partnerKey })
    : partnerId
      ? await repo.partnerContact(deps.db, { id: partnerId })
      : undefined;
  const hindi = locale === 'hi';
  return {
    name: hindi && officer.name === GRIEVANCE_CONTACT.name ? GRIEVANCE_CONTACT_HI.name : officer.name,
    designation:
      hindi && officer.designation === GRIEVANCE_OFFICER_DESIGNATION.en
        ? GRIEVANCE_OFFICER_DESIGNATION.hi
        : officer.designation,
    phone: partner?.phone ?? officer.phone,
    email: partner?.email ?? officer.email,
    address: hindi && officer.address === GRIEVANCE_CONTACT.address ? GRIEVANCE_CONTACT_HI.address : officer.address,
    responseDays: GRIEVANCE_RESOLUTION_DAYS,
    ombudsman: { ...RBI_OMBUDSMAN },
  };
}

// ---------- the customer's side ----------

function toGrievance(row: repo.GrievanceWithNames, events: repo.EventRow[], todayIso: string): Grievance {
  const g = row.grievance;
  return {
    reference: g.reference,
    category: g.category,
    lenderName: row.lenderName,
    applicationReference: row.applicationReference,
    description: g.description,
    status: g.status,
    filedAt: g.created_at.toISOString(),
    dueOn: g.due_on,
    answer: g.answer,
    answeredAt: g.answered_at?.toISOString() ?? null,
    ombudsmanOpen: ombudsmanOpen(g.status, g.due_on, todayIso),
    // Staff notes and reminders are for staff.
    events: events
      .filter((event) => event.kind !== 'note' && event.kind !== 'reminder')
      .map((event) => ({ kind: event.kind, text: event.text, at: event.at.toISOString() })),
  };
}

async function withEvents(db: Executor, rows: repo.GrievanceWithNames[], todayIso: string): Promise<Grievance[]> {
  const events = await repo.eventsOf(
    db,
    rows.map((row) => row.grievance.id),
  );
  return rows.map((row) =>
    toGrievance(
      row,
      events.filter((event) => event.grievanceId === row.grievance.id),
      todayIso,
    ),
  );
}

type NewGrievance = {
  userId: number | null;
  mobile: string;
  name: string | null;
  email: string | null;
  partnerId: number | null;
  lenderId: number | null;
  applicationId: string | null;
  category: FileGrievanceInput['category'];
  description: string;
  locale: Locale;
};

/** Files a complaint with its 30-day clock and its first event, then acknowledges it by SMS (and e-mail). */
async function file(deps: Deps, input: NewGrievance): Promise<{ grievance: Grievance; message: string }> {
  const now = deps.clock.now();
  const today = dayInIndia(now);
  const created = await deps.db.transaction(async (tx) => {
    const row = await repo.insertGrievance(tx, {
      user_id: input.userId,
      mobile: input.mobile,
      name: input.name,
      partner_id: input.partnerId,
      category: input.category,
      lender_id: input.lenderId,
      application_id: input.applicationId,
      description: input.description,
      language: input.locale,
      status: 'open',
      due_on: addDays(today, GRIEVANCE_RESOLUTION_DAYS),
      created_at: now,
      updated_at: now,
    });
    await repo.insertEvent(tx, { grievanceId: row.id, kind: 'filed', at: now });
    return row;
  });
  const message = fill(translate('grievanceFiled', input.locale), {
    reference: created.reference,
    date: created.due_on,
  });
  await notify(deps, {
    channel: 'sms',
    to: input.mobile,
    text: message,
    language: input.locale,
    dlt: { templateId: deps.config.grievance.sms.filedTemplateId },
  });
  if (input.email) {
    await notify(deps, {
      channel: 'email',
      to: input.email,
      subject: input.locale === 'hi' ? `शिकायत ${created.reference}` : `Complaint ${created.reference}`,
      text: message,
      language: input.locale,
    });
  }
  const row = await repo.findById(deps.db, created.id);
  if (!row) throw new Error('Grievance missing after insert');
  const [grievance] = await withEvents(deps.db, [row], today);
  if (!grievance) throw new Error('Grievance missing after insert');
  return { grievance, message };
}

/** The lender a complaint names: the application's (which must be the customer's own), else the one chosen. */
async function lenderOf(
  db: Executor,
  input: { lenderId?: number; applicationId?: string },
  userId: number | null,
): Promise<number | null> {
  if (input.applicationId) {
    const application = userId ? await repo.ownApplicationLender(db, input.applicationId, userId) : undefined;
    if (!application) throw new AppError('not_found', 'notFound');
    if (input.lenderId && input.lenderId !== application.lenderId) {
      throw fieldError('lenderId', 'grievanceLenderMismatch');
    }
    return application.lenderId;
  }
  if (input.lenderId === undefined) return null;
  if (!(await repo.lenderExists(db, input.lenderId))) throw fieldError('lenderId', 'invalidValue');
  return input.lenderId;
}

export async function fileGrievance(
  deps: Deps,
  session: Session,
  input: FileGrievanceInput,
  locale: Locale,
): Promise<{ grievance: Grievance; message: string }> {
  const user = await repo.findUser(deps.db, session.subjectId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  const lenderId = await lenderOf(deps.db, input, user.id);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return file(deps, {
    userId: user.id,
    mobile: user.mobile,
    name: name === '' ? null : name,
    email: user.email,
    partnerId: user.partnerId,
    lenderId,
    applicationId: input.applicationId ?? null,
    category: input.category,
    description: input.description,
    locale,
  });
}

/** The OTP that proves the mobile of a complaint filed without signing in. */
export function sendGrievanceOtp(deps: Deps, mobile: string, ip: string): Promise<SendOtpResult> {
  return sendOtpCode(deps, mobile, ip, {
    purpose: 'grievance',
    text: (code) =>
      `${code} is your Saakh OTP to register your complaint. It is valid for 5 minutes. Do not share it with anyone.`,
    templateId: deps.config.grievance.sms.otpTemplateId,
  });
}

export async function fileGrievanceByMobile(
  deps: Deps,
  input: FileGrievanceByMobileInput,
  locale: Locale,
): Promise<{ grievance: Grievance; message: string }> {
  // Everything the OTP does not decide is checked first, so a bad lender does not use up the code.
  const lenderId = await lenderOf(deps.db, { lenderId: input.lenderId }, null);
  const partner = input.partner ? await repo.partnerContact(deps.db, { key: input.partner }) : undefined;
  await checkOtpCode(deps, input.mobile, input.otp, 'grievance');
  const userId = await repo.userIdByMobile(deps.db, input.mobile);
  const user = userId ? await repo.findUser(deps.db, userId) : undefined;
  return file(deps, {
    userId,
    mobile: input.mobile,
    name: input.name || null,
    email: user?.email ?? null,
    partnerId: partner?.id ?? user?.partnerId ?? null,
    lenderId,
    applicationId: null,
    category: input.category,
    description: input.description,
    locale,
  });
}

async function ownerOf(deps: Pick<Deps, 'db'>, session: Session) {
  const user = await repo.findUser(deps.db, session.subjectId);
  if (!user) throw new AppError('unauthorized', 'unauthorized');
  return user;
}

export async function listOwnGrievances(deps: Pick<Deps, 'db' | 'clock'>, session: Session): Promise<Grievance[]> {
  const user = await ownerOf(deps, session);
  const rows = await repo.listOwn(deps.db, user.id, user.mobile);
  return withEvents(deps.db, rows, dayInIndia(deps.clock.now()));
}

async function ownGrievanceRow(deps: Pick<Deps, 'db'>, session: Session, reference: string) {
  const user = await ownerOf(deps, session);
  const row = await repo.findOwn(deps.db, user.id, user.mobile, reference);
  if (!row) throw new AppError('not_found', 'notFound');
  return row;
}

export async function ownGrievance(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  reference: string,
): Promise<Grievance> {
  const row = await ownGrievanceRow(deps, session, reference);
  const [grievance] = await withEvents(deps.db, [row], dayInIndia(deps.clock.now()));
  if (!grievance) throw new AppError('not_found', 'notFound');
  return grievance;
}

/** The customer accepts the answer (resolved) or rejects it (the Ombudsman path opens). */
export async function replyToAnswer(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  reference: string,
  accept: boolean,
): Promise<Grievance> {
  const found = await ownGrievanceRow(deps, session, reference);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockById(tx, found.grievance.id);
    if (row?.status !== 'answered') throw new AppError('conflict', 'grievanceNotAnswered');
    await repo.updateGrievance(tx, row.id, { status: accept ? 'resolved' : 'rejected', updated_at: now });
    await repo.insertEvent(tx, { grievanceId: row.id, kind: accept ? 'accepted' : 'rejected', at: now });
  });
  return ownGrievance(deps, session, reference);
}

// ---------- staff ----------

function clockOf(filedAt: Date, dueOn: string, todayIso: string) {
  return { ageDays: daysFrom(dayInIndia(filedAt), todayIso), daysLeft: daysFrom(todayIso, dueOn) };
}

function maskedMobile(mobile: string): string {
  return mobile.startsWith('erased-') ? mobile : (maskTail(mobile) ?? '');
}

function toQueueRow(row: repo.GrievanceWithNames, todayIso: string): GrievanceQueueRow {
  const g = row.grievance;
  return {
    id: g.id,
    reference: g.reference,
    category: g.category,
    status: g.status,
    lenderName: row.lenderName,
    applicationReference: row.applicationReference,
    mobile: maskedMobile(g.mobile),
    filedAt: g.created_at.toISOString(),
    dueOn: g.due_on,
    ...clockOf(g.created_at, g.due_on, todayIso),
  };
}

export async function grievanceQueue(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: GrievanceQueueQuery,
): Promise<Page<GrievanceQueueRow>> {
  const today = dayInIndia(deps.clock.now());
  const page = await repo.listQueue(deps.db, query, today);
  return { ...page, items: page.items.map((row) => toQueueRow(row, today)) };
}

/** A complaint as staff read it; reading it is audited, as it shows the customer's words and name. */
export async function viewGrievance(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: Session,
  id: number,
): Promise<GrievanceDetail> {
  const detail = await grievanceDetail(deps, id);
  await recordAudit(deps.db, session, [
    { action: 'grievance.view', entity: 'grievance', entityId: id, newValue: { reference: detail.reference } },
  ]);
  return detail;
}

async function grievanceDetail(deps: Pick<Deps, 'db' | 'clock'>, id: number): Promise<GrievanceDetail> {
  const row = await repo.findById(deps.db, id);
  if (!row) throw new AppError('not_found', 'notFound');
  const g = row.grievance;
  const events = await repo.eventsOf(deps.db, [id]);
  const accountName = g.user_id ? await repo.customerNameOf(deps.db, g.user_id) : null;
  return {
    ...toQueueRow(row, dayInIndia(deps.clock.now())),
    description: g.description,
    customerName: g.name ?? accountName,
    language: g.language,
    answer: g.answer,
    lenderNodalEmail: row.lenderNodalEmail,
    events: events.map((event) => ({
      kind: event.kind,
      text: event.text,
      at: event.at.toISOString(),
      actor: event.actor,
    })),
  };
}

const actionStatus: Record<GrievanceActionInput['action'], GrievanceStatus | null> = {
  forward: 'forwarded',
  answer: 'answered',
  note: null,
  close: 'closed',
};

/** Forward to the lender, answer the customer, note, or close; refused (409) once resolved or closed. */
export async function actOnGrievance(
  deps: Deps,
  session: Session,
  id: number,
  input: GrievanceActionInput,
): Promise<GrievanceDetail> {
  const now = deps.clock.now();
  const outbox: OutboundMessage[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row) throw new AppError('not_found', 'notFound');
    if (CLOSED_STATUSES.includes(row.status)) throw new AppError('conflict', 'grievanceClosed');
    const status = actionStatus[input.action];
    const text = input.text && input.text !== '' ? input.text : null;
    if (status) {
      await repo.updateGrievance(tx, id, {
        status,
        updated_at: now,
        ...(input.action === 'answer' ? { answer: input.text, answered_at: now } : {}),
      });
    }
    const kind =
      input.action === 'forward'
        ? 'forwarded'
        : input.action === 'answer'
          ? 'answered'
          : input.action === 'close'
            ? 'closed'
            : 'note';
    await repo.insertEvent(tx, { grievanceId: id, kind, text, adminId: session.subjectId, at: now });
    await recordAudit(tx, session, [
      {
        action: `grievance.${input.action}`,
        entity: 'grievance',
        entityId: id,
        field: 'status',
        oldValue: row.status,
        // The reference and status only: the texts may carry the customer's words.
        newValue: { reference: row.reference, status: status ?? row.status },
      },
    ]);
    if (input.action === 'forward') {
      const found = await repo.findById(tx, id);
      if (found?.lenderNodalEmail) {
        outbox.push({
          channel: 'email',
          to: found.lenderNodalEmail,
          subject: `Customer complaint ${row.reference} forwarded by Saakh`,
          text: [
            `Saakh forwards complaint ${row.reference} (${row.category}) for your reply.`,
            found.applicationReference ? `Application: ${found.applicationReference}` : null,
            `Filed: ${dayInIndia(row.created_at)}. It must be resolved by ${row.due_on}.`,
            `Complaint: ${row.description}`,
            text ? `Saakh's note: ${text}` : null,
          ]
            .filter(Boolean)
            .join('\n'),
          language: 'en',
        });
      }
    }
    if (input.action === 'answer') {
      outbox.push({
        channel: 'sms',
        to: row.mobile,
        text: fill(translate('grievanceAnsweredSms', row.language), { reference: row.reference }),
        language: row.language,
        dlt: { templateId: deps.config.grievance.sms.answeredTemplateId },
      });
    }
  });
  for (const message of outbox) await notify(deps, message);
  return grievanceDetail(deps, id);
}

/** The dashboard's ageing of complaints still on the clock. */
export async function grievanceAgeing(deps: Pick<Deps, 'db' | 'clock'>): Promise<GrievanceAgeing> {
  const today = dayInIndia(deps.clock.now());
  const open = await repo.openGrievances(deps.db);
  const counts = new Map(grievanceAgeingBands.map((band) => [band, 0]));
  for (const row of open) {
    const band = ageingBand(daysFrom(dayInIndia(row.createdAt), today));
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  return {
    bands: grievanceAgeingBands.map((band) => ({ band, count: counts.get(band) ?? 0 })),
    open: open.length,
  };
}

// ---------- reminders ----------

/** 09:00 India time: the officer's reminders arrive at the start of the working day. */
const REMINDER_UTC_MINUTES = 3 * 60 + 30;

/**
 * Reminds the grievance officer of each complaint still on the clock whose age reached 7, 21 or 28 days and whose
 * reminder of that day was not sent: a 'reminder' event, the day kept, one e-mail listing them. A run that missed a
 * day sends only the latest reminder due. Answers how many complaints were reminded of.
 */
export async function runGrievanceReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const today = dayInIndia(now);
  const due: { reference: string; day: number; daysLeft: number }[] = [];
  for (const row of await repo.openGrievances(deps.db)) {
    const age = daysFrom(dayInIndia(row.createdAt), today);
    const day = [...GRIEVANCE_REMINDER_DAYS].reverse().find((reminderDay) => age >= reminderDay);
    if (day === undefined || (row.remindedDay ?? 0) >= day) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, row.id, day, now))) return false;
      await repo.insertEvent(tx, {
        grievanceId: row.id,
        kind: 'reminder',
        text: `Day ${day} of ${GRIEVANCE_RESOLUTION_DAYS}`,
        at: now,
      });
      return true;
    });
    if (claimed) due.push({ reference: row.reference, day, daysLeft: daysFrom(today, row.dueOn) });
  }
  if (due.length > 0) {
    await notify(deps, {
      channel: 'email',
      to: deps.config.grievance.officer.email,
      subject: `Complaints waiting: ${due.length} reminder${due.length === 1 ? '' : 's'} (${today})`,
      text: [
        `These complaints are still open on ${today}:`,
        ...due.map((item) => `${item.reference}: day ${item.day}, ${item.daysLeft} days left`),
        `${deps.config.publicUrl}/admin/grievances`,
      ].join('\n'),
      language: 'en',
    });
  }
  return due.length;
}

export const grievanceRemindersJob = defineJob({
  queue: 'grievances.reminders',
  payload: z.object({ scheduled: z.boolean().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 300,
  expireInSeconds: 30 * 60,
  async run(deps, { scheduled }) {
    const reminded = await runGrievanceReminders(deps);
    if (scheduled) await scheduleGrievanceReminders(deps);
    return { reminded };
  },
});

/** Asks for the next daily run; the key names the day, so several instances starting ask once. */
export async function scheduleGrievanceReminders(deps: Pick<Deps, 'db' | 'jobs' | 'clock'>): Promise<void> {
  const next = nextDailyRun(deps.clock.now(), REMINDER_UTC_MINUTES);
  await deps.jobs.enqueue(
    deps.db,
    grievanceRemindersJob,
    { scheduled: true },
    { key: `grievances.reminders:${next.toISOString()}`, startAfter: next },
  );
}

// ---------- erasure ----------

/**
 * Pseudonymises an erased customer's complaints in the erasure's transaction: the mobile becomes the pseudonym, the
 * name goes, and the customer's words (the description, the answer and the timeline's texts) become "[erased]". The
 * complaint itself, its category, dates and statuses stay as the record of a regulated activity.
 */
export function pseudonymiseCustomerGrievances(
  db: Executor,
  who: { id: number; mobile: string },
  pseudonym: string,
): Promise<number> {
  return repo.pseudonymise(db, who, pseudonym, ERASED_TEXT);
}
