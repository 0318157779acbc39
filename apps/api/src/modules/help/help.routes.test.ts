import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { help_requests } from '../../db/schema/customer';
import { bearer, createTestApp, freshIp, loginCustomer, type TestApp } from '../../test/test-app';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  company: 'Verma Traders',
  description: 'My OTP does not arrive',
};

function post(t: TestApp, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/help',
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress,
  });
}

describe('POST /api/help', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('stores the request for admins and answers the spec message', async () => {
    const response = await post(t, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your request have been sent successfully' });
    const rows = await t.database.db.select().from(help_requests).where(eq(help_requests.email, 'asha@example.in'));
    expect(rows[0]).toMatchObject({
      name: 'Asha Verma',
      phone: '9876543210',
      company: 'Verma Traders',
      user_id: null,
      forward_status: 'not_configured',
    });
  });

  it('accepts a request without a company', async () => {
    const { company: _company, ...rest } = valid;
    expect((await post(t, { ...rest, email: 'nocompany@example.in' })).statusCode).toBe(200);
  });

  it('links the request to a signed-in customer', async () => {
    const customer = await loginCustomer(t, '9876588888');
    await post(t, { ...valid, email: 'customer@example.in' }, bearer(customer.token) as Record<string, string>);
    const [row] = await t.database.db
      .select()
      .from(help_requests)
      .where(eq(help_requests.email, 'customer@example.in'));
    expect(row?.user_id).toBe(customer.userId);
  });

  it("answers 'Email error' and 'Phone Number error' under the fields", async () => {
    const response = await post(t, { ...valid, email: 'asha@', phone: '98765' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Email error'], phone: ['Phone Number error'] });
    const letters = await post(t, { ...valid, phone: '98765abcde' });
    expect(letters.json().errors).toEqual({ phone: ['Phone Number error'] });
  });

  it('requires the name and the description', async () => {
    const response = await post(t, { email: valid.email, phone: valid.phone, name: ' ', description: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['description', 'name']);
  });

  it('limits how often one address may ask for help', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await post(t, valid, {}, ip)).statusCode).toBe(200);
    const limited = await post(t, valid, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/help with HELP_FORWARD_URL', () => {
  let t: TestApp;
  let server: http.Server;
  const received: { contentType: string | undefined; body: string }[] = [];
  let status = 200;
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ contentType: request.headers['content-type'], body });
        response.statusCode = status;
        response.end('ignored');
        arrived();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp(
      { HELP_FORWARD_URL: `http://127.0.0.1:${port}/helpdesk`, HELP_ORG_ID: 'saakh-test' },
      { jobs: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function sendAndWait(payload: typeof valid) {
    const forwarded = new Promise<void>((resolve) => (arrived = resolve));
    const response = await post(t, payload);
    await forwarded;
    // The forward outcome is written after the desk answers.
    // A deadline, not a count of tries: a loaded CI machine may take a while.
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const [row] = await t.database.db.select().from(help_requests).where(eq(help_requests.email, payload.email));
      if (row && row.forward_status !== 'pending') return { response, row };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('forward status never written');
  }

  it('posts the request form-encoded with the org id and records it as forwarded', async () => {
    const { response, row } = await sendAndWait(valid);
    expect(response.json().message).toBe('Your request have been sent successfully');
    const last = received.at(-1);
    expect(last?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(last?.body))).toEqual({
      orgid: 'saakh-test',
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      company: 'Verma Traders',
      description: 'My OTP does not arrive',
    });
    expect(row.forward_status).toBe('forwarded');
  });

  it('still tells the customer it was sent when the help desk fails', async () => {
    status = 500;
    const { response, row } = await sendAndWait({ ...valid, email: 'failing@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your request have been sent successfully');
    expect(row.forward_status).toBe('failed');
  });
});
