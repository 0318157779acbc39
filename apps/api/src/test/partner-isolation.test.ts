/**
 * A partner never reads another partner's customers or money (issue 12), driven by the OpenAPI document so every
 * partner route, present and future, is covered. Three partners: a parent P, its sub-partner S and an unrelated Q,
 * each with a customer, a disbursed application, a ledger share and a tracking link of its own, each carrying
 * markers no other partner's data has. Every partner read is called by Q and by S with P's and S's ids in its path
 * and their customers' numbers as its search: Q's answers carry no marker of P or S, S's none of P's own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracking_links } from '../db/schema/tracking-links';
import { users } from '../db/schema/users';
import {
  createApplication,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
  unique,
} from './factories';
import { operationsOf, readOpenApi, type Operation, type Parameter } from './openapi';
import { createTestApp, freshIp, type TestApp } from './test-app';

type Seeded = {
  name: string;
  partnerId: number;
  userId: number;
  token: string;
  customerId: number;
  mobile: string;
  applicationId: string;
  ledgerId: number;
  linkId: number;
  /** Strings only this partner's data contains. */
  markers: string[];
};

let t: TestApp;
let operations: Operation[];
let parent: Seeded;
let sub: Seeded;
let other: Seeded;

async function seedPartner(name: string, lenderId: number, parentId?: number): Promise<Seeded> {
  const n = unique();
  const partner = await createPartner(t.db, {
    key: `iso${name.toLowerCase()}${n}`,
    name: `Isolation ${name} ${n}`,
    ...(parentId ? { parent_partner_id: parentId, parent_split_percent: '20.00' } : {}),
  });
  const user = await createPartnerUser(t.db, { partner_id: partner.id });
  const firstName = `Zq${name}${n}x`;
  const customer = await createCustomer(t.db, {
    first_name: firstName,
    last_name: `Yv${name}${n}w`,
    partner_id: partner.id,
  });
  const reference = `ISO-${name}-${n}-REF`;
  const application = await createApplication(t.db, {
    userId: customer.id,
    lenderId,
    partnerId: partner.id,
    status: 'disbursed',
    disbursed_amount: '200000',
    disbursed_on: '2026-10-15',
    lender_reference: reference,
    created_at: new Date('2026-10-10T06:00:00Z'),
  });
  const ledger = await createLedgerRow(t.db, {
    partner_id: partner.id,
    application_id: application.id,
    lender_id: lenderId,
    status: 'pending',
    base_amount: '4000',
    amount: '3000',
    disbursed_on: '2026-10-15',
  });
  const code = `iso${n}`.slice(0, 8).padEnd(8, 'k');
  const [link] = await t.db
    .insert(tracking_links)
    .values({
      code,
      partner_id: partner.id,
      campaign: `IsoCampaign${name}${n}`,
      url_segment: partner.key,
      utm_source: 'iso',
      utm_medium: 'test',
      utm_campaign: `isocamp${n}`,
    })
    .returning();
  return {
    name,
    partnerId: partner.id,
    userId: user.id,
    token: await createSession(t.db, 'partner', user.id),
    customerId: customer.id,
    mobile: customer.mobile_phone_number,
    applicationId: application.id,
    ledgerId: ledger!.id,
    linkId: link!.id,
    markers: [firstName, customer.mobile_phone_number, application.id, reference, `IsoCampaign${name}${n}`],
  };
}

const isRead = (operation: Operation) => operation.method === 'GET' && operation.access.includes('partner');

function candidatesFor(parameter: Parameter, owners: Seeded[]): string[] {
  const schema = parameter.schema ?? {};
  const first = schema.enum?.[0];
  if (first !== undefined) return [String(first)];
  const uuid = schema.format === 'uuid' || /uuid|application|app_?id/i.test(parameter.name);
  if (uuid) return owners.map((owner) => owner.applicationId);
  return owners
    .flatMap((owner) => [owner.partnerId, owner.customerId, owner.ledgerId, owner.linkId, owner.userId])
    .map(String);
}

/** Values that put the seeded October disbursals inside a read's period. */
const periodValues: Record<string, string> = { from: '2026-10-01', to: '2026-10-31', month: '2026-10' };

/**
 * Every URL a read is called with: each path parameter filled with each of the owners' ids, the period around the
 * seeded data, and as variants a search by each owner's customer's number and a filter naming each owner partner.
 */
function urlsFor(operation: Operation, owners: Seeded[]): string[] {
  const parameters = operation.spec.parameters ?? [];
  let urls = [operation.path];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    urls = urls.flatMap((url) =>
      candidatesFor(parameter, owners).map((value) => url.replace(`{${parameter.name}}`, encodeURIComponent(value))),
    );
  }
  const query = parameters.filter((p) => p.in === 'query');
  const base = new URLSearchParams();
  for (const parameter of query) {
    const period = periodValues[parameter.name];
    if (period) base.set(parameter.name, period);
    else if (parameter.required) base.set(parameter.name, candidatesFor(parameter, owners)[0] ?? '1');
  }
  const variants = [base];
  const withValue = (name: string, value: string) => {
    const variant = new URLSearchParams(base);
    variant.set(name, value);
    variants.push(variant);
  };
  for (const parameter of query) {
    if (parameter.name === 'q') for (const owner of owners) withValue('q', owner.mobile);
    if (/^partner_?id$/i.test(parameter.name))
      for (const owner of owners) withValue(parameter.name, String(owner.partnerId));
  }
  return urls.flatMap((url) => variants.map((search) => (search.size > 0 ? `${url}?${search.toString()}` : url)));
}

/** Calls every partner read as `caller` with the owners' ids; answers the markers of `watched` it met. */
async function sweep(caller: Seeded, owners: Seeded[], watched: Seeded[]) {
  const found: string[] = [];
  const seen = new Set<string>();
  let calls = 0;
  for (const operation of operations.filter(isRead)) {
    for (const url of urlsFor(operation, owners)) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${caller.token}` },
        remoteAddress: freshIp(),
      });
      calls += 1;
      if (response.statusCode >= 500) found.push(`${url}: server error ${response.statusCode}`);
      for (const owner of watched)
        for (const marker of owner.markers)
          if (response.body.includes(marker)) {
            seen.add(marker);
            found.push(`${url} as ${caller.name} shows ${owner.name}'s ${marker}`);
          }
    }
  }
  return { calls, found, seen };
}

async function leaks(caller: Seeded, owners: Seeded[], hidden: Seeded[]) {
  const { calls, found } = await sweep(caller, owners, hidden);
  return { calls, found };
}

beforeAll(async () => {
  t = await createTestApp();
  operations = operationsOf(await readOpenApi(t));
  const lender = await createLender(t.db);
  parent = await seedPartner('Parent', lender.id);
  sub = await seedPartner('Sub', lender.id, parent.partnerId);
  other = await seedPartner('Other', lender.id);
  // The markers are in the database, where the reads would find them.
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.first_name, parent.markers[0]!));
  expect(rows).toHaveLength(1);
});
afterAll(async () => t?.close());

describe('partner isolation', () => {
  it("lets a parent read its own and its sub-partner's applications, so the checks below can find a leak", async () => {
    const { seen } = await sweep(parent, [parent, sub], [parent, sub]);
    expect(seen).toContain(parent.applicationId);
    expect(seen).toContain(sub.applicationId);
    const own = await sweep(sub, [sub], [sub]);
    expect(own.seen).toContain(sub.applicationId);
  });

  it("never shows an unrelated partner the parent's or the sub-partner's customers, applications, money or links", async () => {
    const { calls, found } = await leaks(other, [parent, sub], [parent, sub]);
    expect(calls).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it("never shows a sub-partner its parent's own customers, applications, money or links", async () => {
    const { found } = await leaks(sub, [parent], [parent]);
    expect(found).toEqual([]);
  });

  it("never shows a parent an unrelated partner's data", async () => {
    const { found } = await leaks(parent, [other], [other]);
    expect(found).toEqual([]);
  });
});
