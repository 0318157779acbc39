/** Transactional messages on status changes: in the customer's language, queued in the change's own transaction. */
import ExcelJS from 'exceljs';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job_outbox } from '../../db/schema/jobs';
import { message_templates, messages } from '../../db/schema/messaging';
import { createAdmin, createApplication, createLender } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';
import { customerIn, DLT, emailTemplate, whatsappTemplate } from './messaging-test-support';
import { queueStatusMessages } from './status-messages';

let t: TestApp;
let admin: string;
let lenderId: number;

async function insertTemplate(values: Record<string, unknown>) {
  const [row] = await t.db
    .insert(message_templates)
    .values(values as typeof message_templates.$inferInsert)
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'status-messages@saakh.local', role_id: 1 });
  admin = await loginAdmin(t, 'status-messages@saakh.local');
  // Customers read the lender's display name, never its key.
  lenderId = (await createLender(t.db, { name: 'Bharat_Finance', display_name: 'Bharat Finance' })).id;
  await insertTemplate({
    channel: 'sms',
    name: 'Approved (SMS)',
    category: 'transactional',
    event: 'approved',
    body_en: 'Hi {{first_name}}, {{lender_name}} has {{status}} your loan of {{amount}}. {{link}}',
    body_hi: 'नमस्ते {{first_name}}, {{lender_name}} ने आपका {{amount}} का लोन {{status}} किया। {{link}}',
    ...DLT,
  });
  const email = emailTemplate({ event: 'approved', name: 'Approved (e-mail)' });
  await insertTemplate(email);
  // A retired template serves nothing.
  await insertTemplate({ ...whatsappTemplate({ event: 'approved', name: 'Old approved' }), status: 0 });
});
afterAll(async () => t.close());

describe('status messages', () => {
  it('writes each channel’s message in the customer’s language: Hindi for a Hindi customer, English otherwise', async () => {
    const hindi = await customerIn(t.db, 'hi', { email: 'asha@example.in' });
    const english = await customerIn(t.db, 'en');
    const hindiApp = await createApplication(t.db, { userId: hindi.id, lenderId, status: 'approved', amount: 250_000 });
    const englishApp = await createApplication(t.db, {
      userId: english.id,
      lenderId,
      status: 'approved',
      amount: 50_000,
    });
    const queued = await t.db.transaction((tx) =>
      queueStatusMessages(t.deps, tx, {
        applicationIds: [hindiApp.id, englishApp.id, 'not-a-uuid'],
        source: 'csr',
        createdBy: undefined,
      }),
    );
    expect(queued).toBe(4);
    const written = await t.db
      .select()
      .from(messages)
      .where(inArray(messages.application_id, [hindiApp.id, englishApp.id]));
    const of = (userId: number, channel: string) =>
      written.find((row) => row.user_id === userId && row.channel === channel);
    expect(of(hindi.id, 'sms')).toMatchObject({
      language: 'hi',
      category: 'transactional',
      source: 'csr',
      body: 'नमस्ते Asha, Bharat Finance ने आपका ₹2,50,000 का लोन स्वीकृत किया। {{link}}',
    });
    expect(of(hindi.id, 'email')).toMatchObject({
      language: 'hi',
      subject: 'आपका लोन स्वीकृत है',
      to_address: 'asha@example.in',
    });
    expect(of(english.id, 'sms')).toMatchObject({
      language: 'en',
      body: 'Hi Ravi, Bharat Finance has approved your loan of ₹50,000. {{link}}',
    });
    // The English customer has no e-mail address: the message is written, to be skipped (and logged) at send time;
    // the retired WhatsApp template writes none.
    expect(of(english.id, 'email')).toMatchObject({ to_address: null });
    expect(written.filter((row) => row.channel === 'whatsapp')).toEqual([]);
  });

  it('names the lender in Devanagari in a Hindi message where it has a Hindi name (issue 29)', async () => {
    const named = (
      await createLender(t.db, {
        name: 'Sahyog_Finance',
        display_name: 'Sahyog Finance',
        display_name_hi: 'सहयोग फ़ाइनेंस',
      })
    ).id;
    const hindi = await customerIn(t.db, 'hi');
    const english = await customerIn(t.db, 'en');
    const hindiApp = await createApplication(t.db, { userId: hindi.id, lenderId: named, status: 'approved' });
    const englishApp = await createApplication(t.db, { userId: english.id, lenderId: named, status: 'approved' });
    await t.db.transaction((tx) =>
      queueStatusMessages(t.deps, tx, { applicationIds: [hindiApp.id, englishApp.id], source: 'csr' }),
    );
    const sms = async (applicationId: string) =>
      (await t.db.select().from(messages).where(eq(messages.application_id, applicationId))).find(
        (row) => row.channel === 'sms',
      )?.body;
    expect(await sms(hindiApp.id)).toContain('सहयोग फ़ाइनेंस ने आपका');
    expect(await sms(englishApp.id)).toContain('Sahyog Finance has approved');
  });

  it('names the application by the short reference the customer can read out, never by its uuid', async () => {
    await insertTemplate({
      channel: 'sms',
      name: 'Disbursed (SMS)',
      category: 'transactional',
      event: 'disbursed',
      body_en: 'Hi {{first_name}}, application {{application_id}} is {{status}}.',
      body_hi: 'नमस्ते {{first_name}}, आवेदन {{application_id}} {{status}} है।',
      ...DLT,
    });
    const hindi = await customerIn(t.db, 'hi');
    const english = await customerIn(t.db, 'en');
    const hindiApp = await createApplication(t.db, { userId: hindi.id, lenderId, status: 'disbursed' });
    const englishApp = await createApplication(t.db, { userId: english.id, lenderId, status: 'disbursed' });
    await t.db.transaction((tx) =>
      queueStatusMessages(t.deps, tx, { applicationIds: [hindiApp.id, englishApp.id], source: 'csr' }),
    );
    const written = await t.db
      .select()
      .from(messages)
      .where(inArray(messages.application_id, [hindiApp.id, englishApp.id]));
    expect(hindiApp.reference).toMatch(/^SK-[2-9A-HJKMNP-Z]{6}$/);
    expect(written.find((row) => row.application_id === englishApp.id)?.body).toBe(
      `Hi Ravi, application ${englishApp.reference} is disbursed.`,
    );
    expect(written.find((row) => row.application_id === hindiApp.id)?.body).toBe(
      `नमस्ते Asha, आवेदन ${hindiApp.reference} वितरित है।`,
    );
  });

  it('quotes the amount the lender disbursed, not the amount applied for, once it has paid out', async () => {
    await insertTemplate(
      emailTemplate({
        event: 'disbursed',
        name: 'Disbursed (e-mail)',
        subject_en: '{{amount}} has been disbursed',
        subject_hi: '{{amount}} वितरित कर दिए गए हैं',
        body_en: 'Hi {{first_name}}, {{lender_name}} has disbursed {{amount}}.',
        body_hi: 'नमस्ते {{first_name}}, {{lender_name}} ने {{amount}} वितरित कर दिए हैं।',
      }),
    );
    const english = await customerIn(t.db, 'en', { email: `disbursed${Date.now()}@example.in` });
    const hindi = await customerIn(t.db, 'hi', { email: `vitarit${Date.now()}@example.in` });
    const disbursed = (userId: number) =>
      createApplication(t.db, {
        userId,
        lenderId,
        status: 'disbursed',
        amount: 495_000,
        disbursed_amount: '480000.00',
        disbursed_on: '2026-11-26',
      });
    const [englishApp, hindiApp] = [await disbursed(english.id), await disbursed(hindi.id)];
    await t.db.transaction((tx) =>
      queueStatusMessages(t.deps, tx, { applicationIds: [englishApp.id, hindiApp.id], source: 'csr' }),
    );
    const written = await t.db
      .select()
      .from(messages)
      .where(inArray(messages.application_id, [englishApp.id, hindiApp.id]));
    const email = (applicationId: string) =>
      written.find((row) => row.application_id === applicationId && row.channel === 'email');
    expect(email(englishApp.id)).toMatchObject({
      subject: '₹4,80,000 has been disbursed',
      body: 'Hi Ravi, Bharat Finance has disbursed ₹4,80,000.',
    });
    expect(email(hindiApp.id)).toMatchObject({
      subject: '₹4,80,000 वितरित कर दिए गए हैं',
      body: 'नमस्ते Asha, Bharat Finance ने ₹4,80,000 वितरित कर दिए हैं।',
    });
    expect(written.map((row) => `${row.subject ?? ''} ${row.body}`).join(' ')).not.toContain('4,95,000');
  });

  it('writes nothing when the status change’s transaction rolls back', async () => {
    const customer = await customerIn(t.db, 'en');
    const application = await createApplication(t.db, { userId: customer.id, lenderId, status: 'approved' });
    await expect(
      t.db.transaction(async (tx) => {
        await queueStatusMessages(t.deps, tx, { applicationIds: [application.id], source: 'status_change' });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await t.db.select().from(messages).where(eq(messages.application_id, application.id))).toEqual([]);
  });

  it('queues and sends the message of every application a lender status file moves, in the file’s transaction', async () => {
    const hindi = await customerIn(t.db, 'hi');
    const english = await customerIn(t.db, 'en');
    const toApprove = await createApplication(t.db, { userId: hindi.id, lenderId, status: 'submitted' });
    const alsoApproved = await createApplication(t.db, { userId: english.id, lenderId, status: 'in_review' });
    const unchanged = await createApplication(t.db, { userId: english.id, lenderId, status: 'approved' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Status');
    sheet.addRow(['application_id', 'status', 'remarks']);
    sheet.addRow([toApprove.id, 'Approved', 'ok']);
    sheet.addRow([alsoApproved.id, 'approved', null]);
    sheet.addRow([unchanged.id, 'approved', null]);
    const body = multipart([
      {
        name: 'image_name',
        filename: 'status.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: Buffer.from(await workbook.xlsx.writeBuffer()),
      },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload-application-status-file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    await t.deps.jobs.idle();
    const fileId = upload.json().data.id as number;
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${fileId}/apply`,
      payload: { skip_errors: false, confirm_duplicate: false },
      headers: bearer(admin),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await t.deps.jobs.idle();
    const written = await t.db
      .select()
      .from(messages)
      .where(inArray(messages.application_id, [toApprove.id, alsoApproved.id, unchanged.id]));
    expect(written.map((row) => [row.application_id, row.channel, row.language, row.source]).sort()).toEqual(
      [
        [toApprove.id, 'email', 'hi', 'status_change'],
        [toApprove.id, 'sms', 'hi', 'status_change'],
        [alsoApproved.id, 'email', 'en', 'status_change'],
        [alsoApproved.id, 'sms', 'en', 'status_change'],
      ].sort(),
    );
    // The send job ran: SMS left (the local gateway answered an id), e-mail without an address was skipped.
    for (const row of written) {
      if (row.channel === 'sms') expect(row.provider_message_id).toMatch(/^local-sms-/);
      else expect(row).toMatchObject({ status: 'skipped', skip_reason: 'no_address' });
      if (row.channel === 'sms') expect(row.body).toMatch(/^(Hi|नमस्ते) .* http:\/\/localhost:\d+$/);
    }
    const jobs = await t.db.select().from(job_outbox).where(like(job_outbox.idempotency_key, 'messaging.send:%'));
    expect(jobs.every((job) => job.status === 'completed')).toBe(true);
  });
});
