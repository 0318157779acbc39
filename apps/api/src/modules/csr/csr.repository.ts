/** Queries of the CSR portal: finding customers and reading everything about one of them, each part by an index. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CsrSearchKind, CsrSearchQuery } from '@saakh/domain/csr';
import { normalizeApplicationReference, type ApplicationStatus } from '@saakh/domain/applications';
import type { Executor } from '../../db/client';
import { listPage, orderBy } from '../../db/lists';
import { admin_users } from '../../db/schema/admins';
import { applications, application_status_history, customer_apps } from '../../db/schema/applications';
import { lenders } from '../../db/schema/catalogue';
import { help_requests } from '../../db/schema/customer';
import { message_opt_outs, messages } from '../../db/schema/messaging';
import { partners } from '../../db/schema/partners';
import { languages } from '../../db/schema/reference';
import { customer_journeys } from '../../db/schema/reporting';
import { customer_notes, telecalling_dispositions, telecalling_leads } from '../../db/schema/telecalling';
import { completionFlagColumns, consents, users } from '../../db/schema/users';

/** How many of the newest messages, help requests, notes and dispositions the customer view shows. */
export const VIEW_RECENT_LIMIT = 50;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The one indexed condition a search can use (users' unique mobile, tin, lower(email), name prefixes). */
function searchWhere(kind: CsrSearchKind, q: string): SQL {
  const text = q.trim();
  switch (kind) {
    case 'mobile':
      return eq(users.mobile_phone_number, text);
    case 'pan':
      return eq(users.tin, text.toUpperCase());
    case 'application':
      return sql`${users.id} = (select ${applications.user_id} from ${applications} where ${applications.id} = ${text.toLowerCase()})`;
    case 'reference':
      // The applications_reference_uq index; the domain wrote what was typed the one way references are stored.
      return sql`${users.id} = (select ${applications.user_id} from ${applications} where ${applications.reference} = ${normalizeApplicationReference(text) ?? ''})`;
    case 'email':
      return sql`lower(${users.email}) = ${text.toLowerCase()}`;
    case 'name': {
      const [first, ...rest] = text.toLowerCase().split(/\s+/);
      const last = rest.join(' ');
      const firstPrefix = `${escapeLike(first ?? '')}%`;
      if (last) {
        return sql`lower(${users.first_name}) like ${firstPrefix} and lower(${users.last_name}) like ${`${escapeLike(last)}%`}`;
      }
      return or(
        sql`lower(${users.first_name}) like ${firstPrefix}`,
        sql`lower(${users.last_name}) like ${firstPrefix}`,
      ) as SQL;
    }
  }
}

export type CustomerSearchRow = {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
  pan: string | null;
  email: string | null;
  created_at: Date;
  last_login_at: Date | null;
  erased_at: Date | null;
  applications: number;
  latest_application_id: string | null;
  latest_application_reference: string | null;
  latest_status: ApplicationStatus | null;
};

/** One page of the customers a search finds, each with their application count and latest application. */
export function searchCustomers(db: Executor, kind: CsrSearchKind, query: CsrSearchQuery) {
  const where = searchWhere(kind, query.q ?? '');
  // Table-qualified by hand: inside a select list Drizzle names columns without their table, and "id" would be the
  // application's. The latest application comes from applications_user_idx (user_id, created_at).
  const latest = (column: 'id' | 'reference' | 'status') =>
    sql.raw(`(select a.${column} from applications a where a.user_id = users.id order by a.created_at desc limit 1)`);
  return listPage<CustomerSearchRow>(query, {
    items: ({ limit, offset }) =>
      db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          mobile: users.mobile_phone_number,
          pan: users.tin,
          email: users.email,
          created_at: users.created_at,
          last_login_at: users.last_login_at,
          erased_at: users.erased_at,
          applications: sql<number>`${sql.raw('(select count(*)::int from applications a where a.user_id = users.id)')}`,
          latest_application_id: sql<string | null>`${latest('id')}`,
          latest_application_reference: sql<string | null>`${latest('reference')}`,
          latest_status: sql<ApplicationStatus | null>`${latest('status')}`,
        })
        .from(users)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            {
              created_at: users.created_at,
              name: sql`lower(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, ''))`,
            },
            users.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ total: count() }).from(users).where(where);
      return row?.total ?? 0;
    },
  });
}

export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      mobile: users.mobile_phone_number,
      pan: users.tin,
      email: users.email,
      birth_date: users.birth_date,
      language: languages.code,
      employment_status_code: users.employment_status_code,
      monthly_income: users.monthly_income,
      postal_code: users.postal_code,
      ...completionFlagColumns,
      pl_update_required: users.pl_update_required,
      pl_se_update_required: users.pl_se_update_required,
      allow_sms: users.allow_sms,
      allow_emails: users.allow_emails,
      url_segment: users.url_segment,
      utms: users.utms,
      partner: partners.name,
      created_at: users.created_at,
      last_login_at: users.last_login_at,
      erased_at: users.erased_at,
    })
    .from(users)
    .leftJoin(languages, eq(languages.id, users.language))
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** The customer's identifying values alone, for a reveal. */
export async function findIdentifiers(db: Executor, userId: number) {
  const [row] = await db
    .select({ mobile: users.mobile_phone_number, pan: users.tin, email: users.email, erased_at: users.erased_at })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findJourney(db: Executor, userId: number) {
  const [row] = await db.select().from(customer_journeys).where(eq(customer_journeys.user_id, userId)).limit(1);
  return row;
}

export function listApplications(db: Executor, userId: number) {
  return db
    .select({
      id: applications.id,
      reference: applications.reference,
      product: applications.product,
      lender_name: sql<string>`coalesce(${lenders.display_name}, ${lenders.name})`,
      status: applications.status,
      amount: applications.amount,
      tenure_months: applications.tenure_months,
      apr: applications.apr,
      lender_reference: applications.lender_reference,
      disbursed_amount: applications.disbursed_amount,
      disbursed_on: applications.disbursed_on,
      created_at: applications.created_at,
    })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lender_id))
    .where(eq(applications.user_id, userId))
    .orderBy(desc(applications.created_at));
}

/** Every status step of the given applications, oldest first: one query for all of them. */
export function listHistories(db: Executor, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      application_id: application_status_history.application_id,
      status: application_status_history.status,
      source: application_status_history.source,
      remarks: application_status_history.note,
      at: application_status_history.created_at,
    })
    .from(application_status_history)
    .where(inArray(application_status_history.application_id, applicationIds))
    .orderBy(asc(application_status_history.created_at), asc(application_status_history.id));
}

/** The customer's open loan journeys, whose offers the view shows. */
export function listOpenJourneys(db: Executor, userId: number) {
  return db
    .select()
    .from(customer_apps)
    .where(and(eq(customer_apps.user_id, userId), eq(customer_apps.status, 'open')))
    .orderBy(desc(customer_apps.created_at));
}

export function listConsents(db: Executor, userId: number) {
  return db
    .select({
      kind: consents.kind,
      text_version: consents.text_version,
      accepted_at: consents.accepted_at,
      withdrawn_at: consents.withdrawn_at,
    })
    .from(consents)
    .where(eq(consents.user_id, userId))
    .orderBy(desc(consents.accepted_at));
}

/** STOP-list entries for the customer's mobile number (SMS, WhatsApp) or e-mail address. */
export function listOptOuts(db: Executor, mobile: string, email: string | null) {
  const addresses = email ? [mobile, email.toLowerCase()] : [mobile];
  return db
    .select({ channel: message_opt_outs.channel, source: message_opt_outs.source, at: message_opt_outs.created_at })
    .from(message_opt_outs)
    .where(inArray(message_opt_outs.address, addresses))
    .orderBy(desc(message_opt_outs.created_at));
}

export function listMessages(db: Executor, userId: number) {
  return db
    .select({
      id: messages.id,
      channel: messages.channel,
      source: messages.source,
      status: messages.status,
      body: messages.body,
      skip_reason: messages.skip_reason,
      error: messages.error,
      created_at: messages.created_at,
      delivered_at: messages.delivered_at,
    })
    .from(messages)
    .where(eq(messages.user_id, userId))
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(VIEW_RECENT_LIMIT);
}

export function listHelpRequests(db: Executor, userId: number) {
  return db
    .select({
      id: help_requests.id,
      description: help_requests.description,
      forward_status: help_requests.forward_status,
      created_at: help_requests.created_at,
    })
    .from(help_requests)
    .where(eq(help_requests.user_id, userId))
    .orderBy(desc(help_requests.created_at))
    .limit(VIEW_RECENT_LIMIT);
}

const noteColumns = {
  id: customer_notes.id,
  text: customer_notes.text,
  author: admin_users.name,
  created_at: customer_notes.created_at,
};

export function listNotes(db: Executor, userId: number) {
  return db
    .select(noteColumns)
    .from(customer_notes)
    .innerJoin(admin_users, eq(admin_users.id, customer_notes.admin_id))
    .where(eq(customer_notes.user_id, userId))
    .orderBy(desc(customer_notes.created_at), desc(customer_notes.id))
    .limit(VIEW_RECENT_LIMIT);
}

/** One note with its author's name, as the view lists it. */
export async function findNote(db: Executor, id: number) {
  const [row] = await db
    .select(noteColumns)
    .from(customer_notes)
    .innerJoin(admin_users, eq(admin_users.id, customer_notes.admin_id))
    .where(eq(customer_notes.id, id))
    .limit(1);
  return row;
}

export async function insertNote(db: Executor, input: { userId: number; adminId: number; text: string }) {
  const [row] = await db
    .insert(customer_notes)
    .values({ user_id: input.userId, admin_id: input.adminId, text: input.text })
    .returning({ id: customer_notes.id, created_at: customer_notes.created_at });
  if (!row) throw new Error('note not written');
  return row;
}

export async function findOpenLead(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: telecalling_leads.id,
      reason: telecalling_leads.reason,
      due_at: telecalling_leads.due_at,
      assigned_to: admin_users.name,
    })
    .from(telecalling_leads)
    .leftJoin(admin_users, eq(admin_users.id, telecalling_leads.assigned_to))
    .where(and(eq(telecalling_leads.user_id, userId), eq(telecalling_leads.status, 'open')))
    .limit(1);
  return row;
}

export function listDispositions(db: Executor, userId: number) {
  return db
    .select({
      disposition: telecalling_dispositions.disposition,
      reason: telecalling_dispositions.reason,
      note: telecalling_dispositions.note,
      callback_at: telecalling_dispositions.callback_at,
      by: admin_users.name,
      at: telecalling_dispositions.created_at,
    })
    .from(telecalling_dispositions)
    .innerJoin(admin_users, eq(admin_users.id, telecalling_dispositions.admin_id))
    .where(eq(telecalling_dispositions.user_id, userId))
    .orderBy(desc(telecalling_dispositions.created_at), desc(telecalling_dispositions.id))
    .limit(VIEW_RECENT_LIMIT);
}

/** Sets an update-required flag; answers the old value, or undefined when there is no such customer. */
export async function setUpdateFlag(
  db: Executor,
  userId: number,
  flag: 'pl_update_required' | 'pl_se_update_required',
  value: 0 | 1,
): Promise<number | undefined> {
  const column = users[flag];
  const [before] = await db.select({ value: column }).from(users).where(eq(users.id, userId)).for('update');
  if (!before) return undefined;
  await db
    .update(users)
    .set({ [flag]: value, updated_at: new Date() })
    .where(eq(users.id, userId));
  return before.value;
}

/** The customer an application belongs to, or undefined. */
export async function applicationOwner(db: Executor, applicationId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ user_id: applications.user_id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row?.user_id;
}
