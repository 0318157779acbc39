/**
 * Development's demo lenders on the sandbox lender (decision 044): connected at start as the demo admin would, their
 * tenants registered with the sandbox, an admin's own connection left alone, and a sandbox that is not running said so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lender_connectors } from '../../db/schema/lender-connectors';
import { demoAdmins } from '../../db/seed/seed';
import { createAdmin, createLender } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getConnector } from '../lender-connectors/lender-connectors.service';
import { connectSandboxLenders, sandboxDemoLenders } from './sandbox-lenders';

type Sandbox = { url: string; close: () => Promise<void> };
type SandboxModule = { startSandboxLender: (options: { port?: number; clock?: 'manual' }) => Promise<Sandbox> };

let t: TestApp;
let sandbox: Sandbox;
const lenderIds: number[] = [];

beforeAll(async () => {
  // Plain ESM with JSDoc types, outside this project's sources: loaded by path.
  const module = (await import(
    new URL('../../../../sandbox-lender/sandbox.mjs', import.meta.url).href
  )) as SandboxModule;
  sandbox = await module.startSandboxLender({ port: 0, clock: 'manual' });
  t = await createTestApp({ SANDBOX_LENDER_URL: sandbox.url });
  await createAdmin(t.db, { email: demoAdmins[0].email, role_id: 1 });
  for (const lender of sandboxDemoLenders) {
    lenderIds.push((await createLender(t.db, { name: lender.name, product: 'pl' })).id);
  }
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

async function tenant(id: string) {
  const response = await fetch(`${sandbox.url}/_control/tenants/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the demo lenders on the sandbox', () => {
  it('connects one by webhooks and one by polling, and registers both tenants with the sandbox', async () => {
    const lines = await connectSandboxLenders(t.deps, 'http://127.0.0.1:3999');
    expect(lines).toEqual([
      `  Sandbox lender: ${sandbox.url} (IDFC First Bank by webhooks, Aditya Birla Capital by polling)`,
    ]);
    const [webhooks, polling] = await Promise.all(lenderIds.map((id) => getConnector(t.deps, id)));
    expect(webhooks).toMatchObject({
      sendMode: 'api',
      autosubmission: true,
      endpointUrl: `${sandbox.url}/t/demo-webhooks`,
      authKind: 'api_key',
      webhooks: true,
      pollMinutes: null,
    });
    expect(polling).toMatchObject({ authKind: 'oauth', keyId: 'saakh-demo', webhooks: false, pollMinutes: 1 });
    const registered = await tenant('demo-webhooks');
    expect(registered.status).toBe(200);
    expect(JSON.stringify(registered.body)).toContain(`http://127.0.0.1:3999/api/lender-hooks/${lenderIds[0]}`);
    expect((await tenant('demo-polling')).status).toBe(200);
  });

  it('leaves a lender an admin has since pointed elsewhere alone, and keeps the other connected as it was', async () => {
    const pollingBefore = await getConnector(t.deps, lenderIds[1]!);
    await t.db
      .update(lender_connectors)
      .set({ endpoint_url: 'https://api.idfc.example/v1' })
      .where(eq(lender_connectors.lender_id, lenderIds[0]!));
    const lines = await connectSandboxLenders(t.deps, 'http://127.0.0.1:3999');
    expect(lines).toEqual([`  Sandbox lender: ${sandbox.url} (Aditya Birla Capital by polling)`]);
    expect((await getConnector(t.deps, lenderIds[0]!)).endpointUrl).toBe('https://api.idfc.example/v1');
    // Connected before: registered with the sandbox again, not saved again.
    expect((await getConnector(t.deps, lenderIds[1]!)).updatedAt).toBe(pollingBefore.updatedAt);
  });

  it('says so when the sandbox is not running, and does nothing without its address', async () => {
    const stopped = await createTestApp({ SANDBOX_LENDER_URL: 'http://127.0.0.1:9' });
    try {
      await createAdmin(stopped.db, { email: demoAdmins[0].email, role_id: 1 });
      await createLender(stopped.db, { name: 'Aditya_Birla_Capital', product: 'pl' });
      expect(await connectSandboxLenders(stopped.deps, 'http://127.0.0.1:3999')).toEqual([
        "  Sandbox lender: not reachable at http://127.0.0.1:9; the demo lenders' decisions wait until it runs",
      ]);
    } finally {
      await stopped.close();
    }
    const without = await createTestApp();
    try {
      expect(await connectSandboxLenders(without.deps, 'http://127.0.0.1:3999')).toEqual([]);
    } finally {
      await without.close();
    }
  });
});
