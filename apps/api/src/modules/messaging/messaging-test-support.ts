/** Helpers of messaging's API tests: calls as an admin, template bodies of each channel, a customer in a language. */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { languages } from '../../db/schema/reference';
import type { Executor } from '../../db/client';
import { createCustomer } from '../../test/factories';
import { bearer, type TestApp } from '../../test/test-app';

export function request(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
  if (payload !== undefined) options.payload = payload;
  return t.app.inject(options);
}

let sequence = 0;
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}`;
}

export const DLT = {
  dlt_entity_id: '1101234567890123456',
  dlt_header: 'SAAKHM',
  dlt_template_id: '1107161234567890123',
};

export function smsTemplate(overrides: Record<string, unknown> = {}) {
  return {
    channel: 'sms',
    name: uniqueName('SMS'),
    category: 'promotional',
    body_en: 'Hi {{first_name}}, personal loans from 10.5% at Saakh. Apply: {{link}}',
    body_hi: 'नमस्ते {{first_name}}, साख पर 10.5% से पर्सनल लोन। आवेदन करें: {{link}}',
    ...DLT,
    ...overrides,
  };
}

export function whatsappTemplate(overrides: Record<string, unknown> = {}) {
  return {
    channel: 'whatsapp',
    name: uniqueName('WhatsApp'),
    category: 'transactional',
    body_en: 'Hi {{first_name}}, your application {{application_id}} with {{lender_name}} is {{status}}.',
    body_hi: 'नमस्ते {{first_name}}, {{lender_name}} के साथ आपका आवेदन {{application_id}} {{status}} है।',
    whatsapp_template: 'application_status_update',
    ...overrides,
  };
}

export function emailTemplate(overrides: Record<string, unknown> = {}) {
  return {
    channel: 'email',
    name: uniqueName('E-mail'),
    category: 'transactional',
    subject_en: 'Your loan is {{status}}',
    subject_hi: 'आपका लोन {{status}} है',
    body_en: 'Dear {{first_name}}, {{lender_name}} has {{status}} your loan of {{amount}}.',
    body_hi: 'प्रिय {{first_name}}, {{lender_name}} ने आपका {{amount}} का लोन {{status}} किया है।',
    ...overrides,
  };
}

export async function languageId(db: Executor, code: 'en' | 'hi'): Promise<number> {
  const [row] = await db.select({ id: languages.id }).from(languages).where(eq(languages.code, code));
  if (!row) throw new Error(`language ${code} not seeded`);
  return row.id;
}

export async function customerIn(
  db: Executor,
  code: 'en' | 'hi',
  overrides: Parameters<typeof createCustomer>[1] = {},
) {
  return createCustomer(db, {
    language: await languageId(db, code),
    first_name: code === 'hi' ? 'Asha' : 'Ravi',
    ...overrides,
  });
}
