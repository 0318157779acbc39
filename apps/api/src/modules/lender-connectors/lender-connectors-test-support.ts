/**
 * What the connector tests share: the sandbox lender (apps/sandbox-lender) started in this process with a manual
 * clock, a lender connected to a tenant of its own, customers the sandbox approves, submissions through the lifecycle,
 * the app's clock moved in step with the sandbox's, and a recording relay that counts the calls a lender receives.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { ConnectorAuthKind, LenderConnectorInput, LenderEventInput } from '@saakh/domain/lender-connectors';
import { applications } from '../../db/schema/applications';
import { lender_connectors, lender_submissions } from '../../db/schema/lender-connectors';
import { createApplication, createCustomer, createLender, unique } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { recordStatusChange } from '../applications/applications.service';

export type SandboxApplication = {
  application_ref: string;
  partner_reference: string;
  idempotency_key: string;
  posts: number;
  replays: number;
};
export type SandboxFault = 'timeout' | 'error_500' | 'bad_signature' | 'duplicate_events' | 'out_of_order';
export type Sandbox = {
  url: string;
  now: () => number;
  advance: (ms: number) => Promise<number>;
  setTenant: (id: string, config: Record<string, unknown>) => unknown;
  setFault: (tenant: string, fault: SandboxFault, times?: number) => unknown;
  tenant: (id: string) => { tokens: Map<string, number>; events: unknown[] } | undefined;
  close: () => Promise<void>;
};
type SandboxModule = {
  startSandboxLender: (options: {
    port?: number;
    clock?: 'manual';
    tenants?: Record<string, unknown>;
  }) => Promise<Sandbox>;
};

/** The sandbox on a free port with a manual clock (it starts at the real time and moves only when advanced). */
export async function startSandbox(): Promise<Sandbox> {
  // Plain ESM with JSDoc types, outside this project's sources: loaded by path.
  const module = (await import(
    new URL('../../../../sandbox-lender/sandbox.mjs', import.meta.url).href
  )) as SandboxModule;
  return module.startSandboxLender({ port: 0, clock: 'manual' });
}

/** Serves the app on a loopback port (the sandbox's webhooks reach it there); answers its address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export const credentials = {
  api_key: { keyId: null, secret: 'sbx-api-key-0001', tenant: { auth: 'api_key', apiKey: 'sbx-api-key-0001' } },
  hmac: {
    keyId: 'saakh-key-1',
    secret: 'sbx-hmac-secret-0002',
    tenant: { auth: 'hmac', keyId: 'saakh-key-1', hmacSecret: 'sbx-hmac-secret-0002' },
  },
  oauth: {
    keyId: 'saakh-client',
    secret: 'sbx-client-secret-0003',
    tenant: { auth: 'oauth', clientId: 'saakh-client', clientSecret: 'sbx-client-secret-0003', tokenTtlSeconds: 3600 },
  },
} as const;

/**
 * A connector that takes the lender's signed webhooks and sends nowhere reachable (port 9): the tests of the hook and
 * its ledger need no lender API.
 */
export function webhookOnlyConnector(webhookSecret: string): LenderConnectorInput {
  return {
    sendMode: 'api',
    autosubmission: false,
    endpointUrl: 'http://127.0.0.1:9/t/none',
    authKind: 'api_key',
    keyId: null,
    secret: 'an-api-key-of-the-lender',
    tokenUrl: null,
    fieldMap: {},
    timeoutMs: 1000,
    maxAttempts: 2,
    webhooks: true,
    webhookSecret,
    pollMinutes: null,
  };
}

/** A lender's event for an application, with ids of its own and now as its time unless the test says otherwise. */
export function lenderEvent(
  applicationId: string,
  status: string,
  overrides: Partial<LenderEventInput> = {},
): LenderEventInput {
  return {
    event_id: `evt-${unique()}`,
    application_ref: `SBX-${unique()}`,
    partner_reference: applicationId,
    status,
    reason_code: null,
    amount: null,
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

export type ConnectedLenderOptions = {
  webhooks?: boolean;
  autosubmission?: boolean;
  timeoutMs?: number;
  /** Minutes between reads of the feed; by default 1 without webhooks, none with them. */
  pollMinutes?: number | null;
  /** Tenant settings over the defaults (a short token life, say). */
  tenant?: Record<string, unknown>;
  /** The secret Saakh is given, when it should not be the tenant's (wrong credentials). */
  secret?: string;
  /** Where Saakh calls the lender, when not the sandbox itself (a recording relay in front of it). */
  endpointBase?: string;
};

export type ConnectorContext = { t: TestApp; sandbox: Sandbox; editor: string; appUrl: string };

/** A lender connected to a tenant of its own on the sandbox, deciding at 4 s and disbursing 8 s later. */
export async function connectedLender(
  { t, sandbox, editor, appUrl }: ConnectorContext,
  authKind: ConnectorAuthKind,
  options: ConnectedLenderOptions = {},
): Promise<{ lenderId: number; tenant: string }> {
  const lender = await createLender(t.db);
  const tenant = `lender-${lender.id}-${unique()}`;
  const webhookSecret = `hook-secret-${unique()}-xyz`;
  const { keyId, secret, tenant: auth } = credentials[authKind];
  sandbox.setTenant(tenant, {
    ...auth,
    decisionDelayMs: 4000,
    disburseDelayMs: 8000,
    ...(options.webhooks ? { webhookUrl: `${appUrl}/api/lender-hooks/${lender.id}`, webhookSecret } : {}),
    ...options.tenant,
  });
  const base = `${options.endpointBase ?? sandbox.url}/t/${tenant}`;
  const input: LenderConnectorInput = {
    sendMode: 'api',
    autosubmission: options.autosubmission ?? true,
    endpointUrl: base,
    authKind,
    keyId,
    secret: options.secret ?? secret,
    tokenUrl: authKind === 'oauth' ? `${base}/oauth/token` : null,
    fieldMap: {},
    timeoutMs: options.timeoutMs ?? 5000,
    maxAttempts: 4,
    webhooks: options.webhooks ?? false,
    ...(options.webhooks ? { webhookSecret } : {}),
    pollMinutes: options.pollMinutes !== undefined ? options.pollMinutes : options.webhooks ? null : 1,
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/${lender.id}/connector`,
    headers: bearer(editor),
    payload: input,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { lenderId: lender.id, tenant };
}

export type CustomerOverrides = Parameters<typeof createCustomer>[1];

/** A customer whose profile the sandbox approves, overridable to be refused. */
export function approvableCustomer(t: TestApp, overrides: CustomerOverrides = {}) {
  return createCustomer(t.db, {
    first_name: 'Asha',
    last_name: 'Verma',
    tin: 'ABCPV1234K',
    birth_date: '1990-05-01',
    monthly_income: 60_000,
    employment_status_code: 1,
    postal_code: '560001',
    ...overrides,
  });
}

/**
 * An application the customer submits now, through the lifecycle (its `submitted` event reaches the subscribers);
 * a partner's when `partnerId` is given.
 */
export async function submit(
  t: TestApp,
  lenderId: number,
  overrides: CustomerOverrides = {},
  partnerId: number | null = null,
): Promise<string> {
  const person = await approvableCustomer(t, { ...overrides, ...(partnerId ? { partner_id: partnerId } : {}) });
  const application = await createApplication(t.db, { userId: person.id, lenderId, partnerId, status: 'created' });
  await t.db.transaction((tx) =>
    recordStatusChange(
      t.deps,
      tx,
      { applicationId: application.id, from: 'created', to: 'submitted', actorId: person.id },
      'customer',
    ),
  );
  return application.id;
}

export async function submissionOf(t: TestApp, applicationId: string) {
  const [row] = await t.db
    .select()
    .from(lender_submissions)
    .where(eq(lender_submissions.application_id, applicationId));
  return row;
}

export async function applicationRow(t: TestApp, applicationId: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  return row!;
}

export async function connectorRow(t: TestApp, lenderId: number) {
  const [row] = await t.db.select().from(lender_connectors).where(eq(lender_connectors.lender_id, lenderId));
  return row!;
}

/** What the sandbox tenant received, from its control API. */
export async function sandboxApplications(sandbox: Sandbox, tenant: string): Promise<SandboxApplication[]> {
  const response = await fetch(`${sandbox.url}/_control/tenants/${tenant}/applications`);
  return ((await response.json()) as { applications: SandboxApplication[] }).applications;
}

/**
 * The app's clock, moved ahead with the sandbox's: the real time plus however far the sandbox has been advanced, read
 * at each call, so while an advance runs the sandbox's due work each at its own time, the app hears each webhook at
 * that time too (HMAC timestamps and webhook signatures are checked across the two, within 5 minutes). Or pinned to
 * an instant of the test's choosing.
 */
export function controlClock(t: TestApp, sandbox: Sandbox) {
  const sandboxAtStart = sandbox.now();
  let pinned: Date | null = null;
  t.deps.clock = { now: () => pinned ?? new Date(Date.now() + (sandbox.now() - sandboxAtStart)) };
  return {
    /** Moves both clocks on and runs what the sandbox had due meanwhile (its webhooks reach the app). */
    async move(ms: number) {
      await sandbox.advance(ms);
    },
    pin(at: Date | null) {
      pinned = at;
    },
    unpin() {
      pinned = null;
    },
  };
}

export type RelayedCall = { method: string; path: string; query: string; status: number };

/**
 * A relay in front of the sandbox that records each call the lender receives and what it answered, so a test can
 * count token requests, sends and feed reads.
 */
export async function startRecorder(target: string) {
  const calls: RelayedCall[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = { ...request.headers };
      for (const name of ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'])
        delete headers[name];
      fetch(`${target}${request.url}`, {
        method: request.method,
        headers: headers as Record<string, string>,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          const body = Buffer.from(await answer.arrayBuffer());
          const url = new URL(request.url ?? '/', target);
          calls.push({ method: request.method ?? '', path: url.pathname, query: url.search, status: answer.status });
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(body);
        })
        .catch(() => {
          response.writeHead(502);
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ConnectorTestbed = ConnectorContext & {
  /** A relay in front of the sandbox, for the lenders a test connects through it (`endpointBase: recorder.url`). */
  recorder: Awaited<ReturnType<typeof startRecorder>>;
  close: () => Promise<void>;
};

/**
 * What the sandbox tests start before their tests: the app with its jobs (a failed send retried after 50 ms) serving
 * on a loopback port, the sandbox lender, a relay that records what the lender receives and a role 1 editor (the app's
 * clock stays its own: `controlClock` puts it in step with the sandbox's). `close` first lets sends and their retries
 * end while the lender still answers, not under a closing database.
 */
export async function startConnectorTestbed(): Promise<ConnectorTestbed> {
  const t = await createTestApp({ CONNECTOR_RETRY_BASE_MS: '50' }, { jobs: true });
  let sandbox: Sandbox | undefined;
  let recorder: ConnectorTestbed['recorder'] | undefined;
  const close = async () => {
    await t.deps.jobs.idle(20_000).catch(() => undefined);
    await recorder?.close();
    await sandbox?.close();
    await t.close();
  };
  try {
    const appUrl = await listen(t);
    sandbox = await startSandbox();
    recorder = await startRecorder(sandbox.url);
    const editor = await adminToken(t, 1);
    return { t, sandbox, appUrl, editor, recorder, close };
  } catch (error) {
    await close();
    throw error;
  }
}
