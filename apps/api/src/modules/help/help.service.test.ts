/** The help desk rules, called as the forwarding job calls them: no web framework, a real database. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { help_requests } from '../../db/schema/customer';
import { job_outbox } from '../../db/schema/jobs';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { createHelpRequest, forwardStoredHelpRequest } from './help.service';

const request = { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', description: 'Call me' };

describe('help requests and their forwarding', () => {
  let desk: http.Server;
  let status = 200;
  let posts = 0;
  let t: TestDeps;

  beforeAll(async () => {
    desk = http.createServer((incoming, answer) => {
      incoming.resume();
      incoming.on('end', () => {
        posts += 1;
        answer.statusCode = status;
        answer.end();
      });
    });
    await new Promise<void>((resolve) => desk.listen(0, '127.0.0.1', resolve));
    const { port } = desk.address() as AddressInfo;
    t = await createTestDeps({ HELP_FORWARD_URL: `http://127.0.0.1:${port}/desk` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => desk.close(resolve));
  });
  afterEach(() => {
    status = 200;
  });

  async function stored(email: string) {
    await createHelpRequest(t.deps, { userId: null, ip: '10.0.0.1' }, { ...request, email });
    const [row] = await t.db.select().from(help_requests).where(eq(help_requests.email, email));
    if (!row) throw new Error('not stored');
    return row;
  }

  it('stores the request with its forward job in one transaction', async () => {
    const row = await stored('outbox@example.in');
    expect(row.forward_status).toBe('pending');
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `help.forward:${row.id}`));
    expect(job).toMatchObject({ queue: 'help.forward', status: 'pending', payload: { helpRequestId: row.id } });
  });

  it('forwards a request once, however often its job runs', async () => {
    const row = await stored('once@example.in');
    const before = posts;
    await forwardStoredHelpRequest(t.deps, row.id);
    await forwardStoredHelpRequest(t.deps, row.id);
    expect(posts - before).toBe(1);
    const [after] = await t.db.select().from(help_requests).where(eq(help_requests.id, row.id));
    expect(after?.forward_status).toBe('forwarded');
    expect(after?.forwarded_at).toBeInstanceOf(Date);
  });

  it('records a refused forward and fails, so that the job tries again', async () => {
    const row = await stored('refused@example.in');
    status = 503;
    await expect(forwardStoredHelpRequest(t.deps, row.id)).rejects.toThrow(`help request ${row.id}`);
    const [after] = await t.db.select().from(help_requests).where(eq(help_requests.id, row.id));
    expect(after?.forward_status).toBe('failed');
    status = 200;
    await forwardStoredHelpRequest(t.deps, row.id);
    const [retried] = await t.db.select().from(help_requests).where(eq(help_requests.id, row.id));
    expect(retried?.forward_status).toBe('forwarded');
  });
});

describe('help requests without a help desk', () => {
  let t: TestDeps;
  beforeAll(async () => {
    t = await createTestDeps();
  });
  afterAll(async () => t?.close());

  it('keeps the request for admins and writes no job', async () => {
    await createHelpRequest(t.deps, { userId: null, ip: '10.0.0.2' }, { ...request, email: 'nodesk@example.in' });
    const [row] = await t.db.select().from(help_requests).where(eq(help_requests.email, 'nodesk@example.in'));
    expect(row?.forward_status).toBe('not_configured');
    expect(await t.db.select().from(job_outbox)).toEqual([]);
  });
});
