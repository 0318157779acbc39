/** Rows and calls the telecalling tests share: customers at a step of the funnel, leads, admins with sessions. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { application_status_history } from '../../db/schema/applications';
import { customer_journeys } from '../../db/schema/reporting';
import { telecalling_leads } from '../../db/schema/telecalling';
import { createAdmin, createApplication, createCustomer, createLender, createSession } from '../../test/factories';
import { bearer, type TestApp } from '../../test/test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A settable clock for the app's rules: tests move time instead of waiting. */
export function pinClock(t: TestApp, at: Date): { set: (date: Date) => void; now: () => Date } {
  let current = at;
  t.deps.clock = { now: () => current };
  return { set: (date) => (current = date), now: () => current };
}

type Steps = { otp?: Date; profile?: Date; offers?: Date; selected?: Date; lastSeen?: Date };

/** A customer whose funnel journey reached the given steps at the given times. */
export async function customerAt(db: Executor, steps: Steps, overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(db, overrides);
  const times = [steps.otp, steps.profile, steps.offers, steps.selected].filter((time): time is Date => !!time);
  const first = times[0] ?? new Date();
  const last = steps.lastSeen ?? times[times.length - 1] ?? first;
  await db.insert(customer_journeys).values({
    user_id: customer.id,
    first_seen_at: first,
    last_seen_at: last,
    landing_at: first,
    otp_verified_at: steps.otp ?? null,
    profile_complete_at: steps.profile ?? null,
    offers_viewed_at: steps.offers ?? null,
    offer_selected_at: steps.selected ?? null,
    events: times.length,
  });
  return customer;
}

// One lender per test database (test files may share a worker, each with its own database).
const lenders = new WeakMap<Executor, Promise<number>>();
function aLender(db: Executor): Promise<number> {
  let id = lenders.get(db);
  if (!id) {
    id = createLender(db).then((lender) => lender.id);
    lenders.set(db, id);
  }
  return id;
}

/** An application of the customer made at `at`, rejected at `rejectedAt` when given. */
export async function applicationOf(
  db: Executor,
  userId: number,
  at: Date,
  options: { rejectedAt?: Date; product?: 'pl' | 'bl' | 'gl' | 'hl' } = {},
) {
  const application = await createApplication(db, {
    userId,
    lenderId: await aLender(db),
    created_at: at,
    product: options.product ?? 'pl',
    status: options.rejectedAt ? 'rejected' : 'submitted',
  });
  if (options.rejectedAt) {
    await db.insert(application_status_history).values({
      application_id: application.id,
      from_status: 'submitted',
      status: 'rejected',
      source: 'admin',
      created_at: options.rejectedAt,
    });
  }
  return application;
}

/** An open lead of a new customer, due at `dueAt`, held by `assignedTo` when given. */
export async function openLead(
  db: Executor,
  options: { dueAt: Date; assignedTo?: number; assignedAt?: Date; userId?: number; tin?: string },
) {
  const userId = options.userId ?? (await createCustomer(db, options.tin ? { tin: options.tin } : {})).id;
  const [row] = await db
    .insert(telecalling_leads)
    .values({
      user_id: userId,
      reason: 'otp_no_profile',
      due_at: options.dueAt,
      assigned_to: options.assignedTo ?? null,
      assigned_at: options.assignedTo ? (options.assignedAt ?? options.dueAt) : null,
      created_at: options.dueAt,
    })
    .returning();
  if (!row) throw new Error('lead insert returned no row');
  return row;
}

/** Closes every open lead, so a test's "next" sees only the leads it made. */
export async function closeAllLeads(db: Executor): Promise<void> {
  await db
    .update(telecalling_leads)
    .set({ status: 'done', closed_at: sql`now()` })
    .where(eq(telecalling_leads.status, 'open'));
}

export async function staff(t: TestApp, roleId: 1 | 2 | 3) {
  const admin = await createAdmin(t.db, { role_id: roleId });
  return { id: admin.id, token: await createSession(t.db, 'admin', admin.id) };
}

export function api(t: TestApp, token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}
