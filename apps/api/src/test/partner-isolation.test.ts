/**
 * A partner never reads another partner's customers or money (issue 12), driven by the OpenAPI document so every
 * partner route, present and future, is covered. Three partners: a parent P, its sub-partner S and an unrelated Q,
 * each with a customer, a disbursed application, a ledger share and a tracking link of its own, each carrying
 * markers no other partner's data has. Every partner read is called by Q and by S with P's and S's ids in its path
 * and their customers' numbers as its search: Q's answers carry no marker of P or S, S's none of P's own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commission_ledger } from '../db/schema/ingestion';
import { tracking_links } from '../db/schema/tracking-links';
import { users } from '../db/schema/users';
import {
  createApplication,
  createCustomer,
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
  });
  const [ledger] = await t.db
    .insert(commission_ledger)
    .values({
      partner_id: partner.id,
      application_id: application.id,
      lender_id: lenderId,
      status: 'pending',
      base_amount: '4000',
      amount: '3000',
      disbursed_on: '2026-10-15',
    })
    .returning();
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

/** Every URL a read is called with: each path parameter filled with each of the owners' ids, searches by their numbers. */
function urlsFor(operation: Operation, owners: Seeded[]): string[] {
  const parameters = operation.spec.parameters ?? [];
  let urls = [operation.path];
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    urls = urls.flatMap((url) =>
      candidatesFor(parameter, owners).map((value) => url.replace(`{${parameter.name}}`, encodeURIComponent(value))),
    );
  }
  const queries: URLSearchParams[] = [new URLSearchParams()];
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.required)) {
    for (const query of queries) query.set(parameter.name, candidatesFor(parameter, owners)[0] ?? '1');
  }
  if (parameters.some((p) => p.in === 'query' && p.name === 'q')) {
    for (const owner of owners) {
      const search = new URLSearchParams(queries[0]);
      search.set('q', owner.mobile);
      queries.push(search);
    }
  }
  return urls.flatMap((url) => queries.map((query) => (query.size > 0 ? `${url}?${query.toString()}` : url)));
}

async function leaks(caller: Seeded, owners: Seeded[], hidden: Seeded[]): Promise<{ calls: number; found: string[] }> {
  const found: string[] = [];
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
      for (const owner of hidden)
        for (const marker of owner.markers)
          if (response.body.includes(marker)) found.push(`${url} as ${caller.name} shows ${owner.name}'s ${marker}`);
    }
  }
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
  it('has partner reads to check', () => {
    expect(operations.filter(isRead).length).toBeGreaterThan(0);
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
