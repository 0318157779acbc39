import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX } from '@saakh/domain/partner-api';
import { partner_webhooks } from '../../db/schema/partner-api';
import { createPartnerUser, createSession } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';
import type { Session } from '../../lib/session';
import { createWebhook } from './webhooks.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the webhook limit', () => {
  it(`keeps a partner at ${WEBHOOK_MAX} webhooks when 15 are created at the same moment`, async () => {
    const user = await createPartnerUser(t.db);
    const token = await createSession(t.db, 'partner', user.id);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        t.app.inject({
          method: 'POST',
          url: '/api/partner/webhooks',
          payload: { url: `https://hooks${n}.example.com/saakh`, mode: 'live', events: ['lead.created'] },
          headers: bearer(token),
          remoteAddress: freshIp(),
        }),
      ),
    );
    const saved = await t.db.select().from(partner_webhooks).where(eq(partner_webhooks.partner_id, user.partner_id));
    expect(saved).toHaveLength(WEBHOOK_MAX);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(WEBHOOK_MAX);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15 - WEBHOOK_MAX);
  });
});

describe('webhook addresses in production', () => {
  it.each([
    ['https://10.0.0.5/hooks'],
    ['https://192.168.1.10/hooks'],
    ['https://192.0.2.10/hooks'],
    ['https://192.0.0.8/hooks'],
    ['https://198.18.0.1/hooks'],
    ['https://198.51.100.1/hooks'],
    ['https://203.0.113.1/hooks'],
    ['https://240.0.0.1/hooks'],
  ])('refuses %s as a private address, with nothing saved', async (url) => {
    const user = await createPartnerUser(t.db);
    const session: Session = { id: 0, kind: 'partner', subjectId: user.id, masqueradeAdminId: null, roleId: null };
    const production = { ...t.deps, config: { ...t.deps.config, env: 'production' as const } };
    await expect(
      createWebhook(production, session, { url, mode: 'live', events: ['lead.created'] }),
    ).rejects.toMatchObject({ status: 422, errors: { url: ['webhookUrlPrivate'] } });
    expect(await t.db.select().from(partner_webhooks).where(eq(partner_webhooks.partner_id, user.partner_id))).toEqual(
      [],
    );
  });
});
