/**
 * Demo integration for the partner FinServe (decision 023): a live and a sandbox API key in use and one revoked (only
 * their hashes: nobody can call with them; a partner makes its own on the page), a sandbox webhook, sandbox leads,
 * and the delivery log of their events: delivered at once, delivered on the third try, and given up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  API_KEY_VISIBLE_LENGTH,
  WEBHOOK_MAX_ATTEMPTS,
  apiKeyPrefixes,
  type ApiKeyMode,
} from '@saakh/domain/partner-api';
import { sha256 } from '../../lib/tokens';
import type { Executor } from '../client';
import {
  partner_api_keys,
  partner_api_leads,
  partner_webhook_deliveries,
  partner_webhooks,
} from '../schema/partner-api';
import { partners } from '../schema/partners';

const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

export async function seedPartnerApi(tx: Executor): Promise<void> {
  const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.key, 'finserve'));
  if (!partner) return;
  const key = async (
    name: string,
    mode: ApiKeyMode,
    scopes: ('leads:write' | 'leads:read')[],
    ages: { made: number; used: number | null; revoked?: number },
  ) => {
    const secret = `${apiKeyPrefixes[mode]}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(partner_api_keys)
      .values({
        partner_id: partner.id,
        name,
        mode,
        scopes,
        prefix: secret.slice(0, API_KEY_VISIBLE_LENGTH),
        key_hash: sha256(secret),
        created_at: hoursAgo(ages.made),
        last_used_at: ages.used === null ? null : hoursAgo(ages.used),
        revoked_at: ages.revoked === undefined ? null : hoursAgo(ages.revoked),
      })
      .returning({ id: partner_api_keys.id });
    if (!row) throw new Error('Seed API key missing');
    return row.id;
  };
  await key('LeadPro CRM', 'live', ['leads:write', 'leads:read'], { made: 24 * 20, used: 2 });
  const sandboxKey = await key('Sandbox trials', 'sandbox', ['leads:write', 'leads:read'], { made: 24 * 21, used: 30 });
  await key('Old website form', 'live', ['leads:write'], { made: 24 * 60, used: 24 * 40, revoked: 24 * 35 });

  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const [webhook] = await tx
    .insert(partner_webhooks)
    .values({
      partner_id: partner.id,
      url: 'https://hooks.finserve.example/saakh/events',
      mode: 'sandbox',
      events: ['lead.created', 'application.status_changed'],
      secret,
      secret_prefix: `${secret.slice(0, 10)}…`,
      created_at: hoursAgo(24 * 21),
    })
    .returning({ id: partner_webhooks.id });
  if (!webhook) throw new Error('Seed webhook missing');

  const leads = [
    { mobile: '******3210', product: 'pl' as const, status: 'approved' as const, age: 26 },
    { mobile: '******7788', product: 'bl' as const, status: 'received' as const, age: 28 },
  ];
  for (const lead of leads) {
    const [row] = await tx
      .insert(partner_api_leads)
      .values({
        partner_id: partner.id,
        api_key_id: sandboxKey,
        mode: 'sandbox',
        product: lead.product,
        masked_mobile: lead.mobile,
        outcome: 'accepted',
        sandbox_status: lead.status,
        created_at: hoursAgo(lead.age),
        updated_at: hoursAgo(lead.age - 1),
      })
      .returning({ id: partner_api_leads.id, created_at: partner_api_leads.created_at });
    if (!row) throw new Error('Seed lead missing');
    const deliveries = [
      {
        type: 'lead.created' as const,
        data: { lead_id: row.id, product: lead.product, status: 'received' },
        tries: 1,
        code: 200,
        error: null,
        age: lead.age,
      },
      ...(lead.status === 'approved'
        ? [
            {
              type: 'application.status_changed' as const,
              data: {
                application_id: null,
                lead_id: row.id,
                product: lead.product,
                from_status: 'received',
                status: 'created',
                source: 'partner_api',
              },
              tries: 3,
              code: 200,
              error: null,
              age: lead.age - 1,
            },
            {
              type: 'application.status_changed' as const,
              data: {
                application_id: null,
                lead_id: row.id,
                product: lead.product,
                from_status: 'created',
                status: 'approved',
                source: 'partner_api',
              },
              tries: WEBHOOK_MAX_ATTEMPTS,
              code: 503,
              error: 'HTTP 503',
              age: lead.age - 2,
            },
          ]
        : []),
    ];
    for (const delivery of deliveries) {
      await tx.insert(partner_webhook_deliveries).values({
        webhook_id: webhook.id,
        partner_id: partner.id,
        event_id: randomUUID(),
        event_type: delivery.type,
        payload: delivery.data,
        status: delivery.code === 200 ? 'delivered' : 'failed',
        attempts: delivery.tries,
        last_status_code: delivery.code,
        last_error: delivery.error,
        delivered_at: delivery.code === 200 ? hoursAgo(delivery.age) : null,
        created_at: hoursAgo(delivery.age),
        updated_at: hoursAgo(delivery.age),
      });
    }
  }
}
