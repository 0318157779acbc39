/** The demo seed gives the telecalling page content: customers waiting, and the demo telecaller's own leads. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin_users } from '../../db/schema/admins';
import { seedDemoData } from '../../db/seed/seed';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { myQueue, nextLead, teamView } from './telecalling.service';

describe('the telecalling demo seed', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
    await seedDemoData(t.db, t.deps.config, { activity: false });
  });
  afterAll(async () => t?.close());

  it('puts customers in the queue and gives csr@saakh.local a retry due now and a callback later', async () => {
    const [csr] = await t.db.select().from(admin_users).where(eq(admin_users.email, 'csr@saakh.local'));
    if (!csr) throw new Error('the demo telecaller is missing');
    const session = { id: 0, kind: 'admin' as const, subjectId: csr.id, masqueradeAdminId: null, roleId: 3 as const };
    const queue = await myQueue(t.deps, session);
    expect(queue.dueNow.map((lead) => lead.last_disposition)).toEqual(['not_reachable']);
    expect(queue.waiting).toBe(6);
    expect(queue.dueNow[0]?.mobile).toBe('******0012');
    const team = await teamView(t.deps, { preset: 'last_7_days' });
    expect(team.agents.find((agent) => agent.admin_id === csr.id)).toMatchObject({ queue: 2 });
    // Her own due lead comes first, then the waiting customers.
    expect((await nextLead(t.deps, session))?.last_disposition).toBe('not_reachable');
    // Seeding again adds nothing.
    await seedDemoData(t.db, t.deps.config, { activity: false });
    expect((await myQueue(t.deps, session)).waiting).toBe(6);
  });
});
