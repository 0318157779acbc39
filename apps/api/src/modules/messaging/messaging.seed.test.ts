/** The demo messaging content: valid templates by the editor's own rules, and a finished campaign with its log. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateInputSchema } from '@saakh/domain/messaging';
import { seedMessaging } from '../../db/seed/messaging';
import { message_campaigns, message_templates, messages } from '../../db/schema/messaging';
import { createApplication, createLender } from '../../test/factories';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { customerIn } from './messaging-test-support';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
  const lender = await createLender(t.db);
  for (const [index, status] of (['submitted', 'approved', 'rejected', 'disbursed'] as const).entries()) {
    const customer = await customerIn(t.db, index % 2 === 0 ? 'hi' : 'en');
    await createApplication(t.db, { userId: customer.id, lenderId: lender.id, status });
  }
});
afterAll(async () => t?.close());

describe('the messaging demo seed', () => {
  it('writes status templates of every channel that the editor itself accepts, and a sent campaign with a log', async () => {
    await t.db.transaction((tx) => seedMessaging(tx));
    const templates = await t.db.select().from(message_templates);
    expect(templates).toHaveLength(13);
    for (const template of templates) {
      const checked = templateInputSchema.safeParse(template);
      expect(checked.success, `${template.name}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
    }
    expect(new Set(templates.filter((row) => row.event).map((row) => `${row.channel}:${row.event}`)).size).toBe(12);
    const [campaign] = await t.db.select().from(message_campaigns);
    expect(campaign).toMatchObject({ status: 'sent', recipients: 4 });
    const log = await t.db.select().from(messages).where(eq(messages.campaign_id, campaign!.id));
    expect(log).toHaveLength(4);
    expect(log.every((row) => ['delivered', 'failed', 'sent'].includes(row.status) && !row.body.includes('{{'))).toBe(
      true,
    );
    const statusMessages = await t.db.select().from(messages).where(eq(messages.source, 'status_change'));
    // Four applications, each on SMS, WhatsApp and e-mail (without an address: skipped).
    expect(statusMessages).toHaveLength(12);
    expect(statusMessages.filter((row) => row.channel === 'email').every((row) => row.status === 'skipped')).toBe(true);
    expect(statusMessages.find((row) => row.language === 'hi' && row.channel === 'sms')?.body).toMatch(/^नमस्ते|^खुशखबरी/);
  });
});
