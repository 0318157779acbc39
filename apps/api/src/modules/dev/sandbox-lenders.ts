/**
 * Development: the sandbox lender (apps/sandbox-lender) that `npm start` runs beside the app (SANDBOX_LENDER_URL).
 * At start, two demo personal-loan lenders are connected to it (decision 044) as the demo role-1 admin would connect
 * them (audited as theirs): IDFC First Bank answers by signed webhooks (API key), Aditya Birla Capital is read every
 * minute (OAuth client credentials). A lender whose connection an admin has since pointed elsewhere is left alone.
 * The sandbox keeps nothing across restarts, so its tenants are registered again on every start.
 */
import type { LenderConnectorInput } from '@saakh/domain/lender-connectors';
import type { Deps } from '../../deps';
import { demoAdmins } from '../../db/seed/seed';
import type { Session } from '../../lib/session';
import { activeAdminIdByEmail } from '../auth/auth.service';
import { getConnector, saveConnector, webhookPathOf } from '../lender-connectors/lender-connectors.service';
import { findLenderIdByName } from '../lenders/lenders.service';

/** The sandbox's demo credentials: public by design, like the sandbox itself; never a production setting. */
const DEMO_API_KEY = 'sandbox-demo-api-key';
const DEMO_CLIENT_ID = 'saakh-demo';
const DEMO_CLIENT_SECRET = 'sandbox-demo-client-secret';
const DEMO_WEBHOOK_SECRET = 'sandbox-demo-webhook-secret';

type DemoLender = { name: string; displayName: string; tenant: string; channel: 'webhooks' | 'polling' };

export const sandboxDemoLenders: readonly DemoLender[] = [
  { name: 'IDFC_First', displayName: 'IDFC First Bank', tenant: 'demo-webhooks', channel: 'webhooks' },
  { name: 'Aditya_Birla_Capital', displayName: 'Aditya Birla Capital', tenant: 'demo-polling', channel: 'polling' },
];

function connectorInput(sandboxUrl: string, lender: DemoLender): LenderConnectorInput {
  const endpointUrl = `${sandboxUrl}/t/${lender.tenant}`;
  const webhooks = lender.channel === 'webhooks';
  return {
    sendMode: 'api',
    autosubmission: true,
    endpointUrl,
    authKind: webhooks ? 'api_key' : 'oauth',
    keyId: webhooks ? null : DEMO_CLIENT_ID,
    secret: webhooks ? DEMO_API_KEY : DEMO_CLIENT_SECRET,
    tokenUrl: webhooks ? null : `${endpointUrl}/oauth/token`,
    fieldMap: {},
    timeoutMs: 10_000,
    maxAttempts: 5,
    webhooks,
    ...(webhooks ? { webhookSecret: DEMO_WEBHOOK_SECRET } : {}),
    pollMinutes: webhooks ? null : 1,
  };
}

function tenantConfig(lender: DemoLender, webhookUrl: string): Record<string, unknown> {
  const common = { decisionDelayMs: 4_000, disburseDelayMs: 20_000 };
  return lender.channel === 'webhooks'
    ? { auth: 'api_key', apiKey: DEMO_API_KEY, webhookUrl, webhookSecret: DEMO_WEBHOOK_SECRET, ...common }
    : { auth: 'oauth', clientId: DEMO_CLIENT_ID, clientSecret: DEMO_CLIENT_SECRET, ...common };
}

async function registerTenant(sandboxUrl: string, tenant: string, config: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandboxUrl}/_control/tenants/${tenant}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(config),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`the sandbox answered ${response.status}`);
}

/**
 * Connects the demo lenders to the sandbox and registers their tenants there; answers the lines the start-up banner
 * prints. Nothing happens without SANDBOX_LENDER_URL or demo data (and never in production: config drops the URL).
 */
export async function connectSandboxLenders(deps: Deps, appUrl: string): Promise<string[]> {
  const sandboxUrl = deps.config.connectors.sandboxUrl;
  if (!sandboxUrl || !deps.config.seed.demo) return [];
  const [roleOne] = demoAdmins;
  const adminId = roleOne ? await activeAdminIdByEmail(deps, roleOne.email) : undefined;
  if (!adminId) return [`  Sandbox lender: ${sandboxUrl}, no demo lender connected (the demo admin is missing)`];
  const session: Session = { id: 0, kind: 'admin', subjectId: adminId, masqueradeAdminId: null, roleId: 1 };
  const connected: string[] = [];
  try {
    for (const lender of sandboxDemoLenders) {
      const lenderId = await findLenderIdByName(deps.db, lender.name, 'pl');
      if (lenderId === undefined) continue;
      const input = connectorInput(sandboxUrl, lender);
      const current = await getConnector(deps, lenderId);
      if (current.updatedAt === null) await saveConnector(deps, session, lenderId, input);
      else if (current.endpointUrl !== input.endpointUrl) continue;
      await registerTenant(sandboxUrl, lender.tenant, tenantConfig(lender, `${appUrl}${webhookPathOf(lenderId)}`));
      connected.push(`${lender.displayName} by ${lender.channel}`);
    }
  } catch (error) {
    deps.log.warn({ err: error }, 'sandbox lender: could not register the demo lenders');
    return [`  Sandbox lender: not reachable at ${sandboxUrl}; the demo lenders' decisions wait until it runs`];
  }
  return connected.length > 0 ? [`  Sandbox lender: ${sandboxUrl} (${connected.join(', ')})`] : [];
}
