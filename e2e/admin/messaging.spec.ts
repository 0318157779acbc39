/**
 * /admin/messaging: a role 1 admin writes a transactional SMS template (the editor refuses a short DLT id and Hindi
 * without the English variables), sends a campaign to a segment of customers whose applications reached a status
 * in the last week (with its live recipient count), watches its progress, and sees the delivery log with delivered
 * messages and the chart. Transactional, so quiet hours do not hold it whatever the hour of the run.
 */
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

function indiaDay(offsetDays: number): string {
  const india = new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000);
  return india.toISOString().slice(0, 10);
}

test('an admin sends a campaign to a segment and sees its messages delivered in the log', async ({
  page,
  request,
}, testInfo) => {
  // Dialogs, a campaign's jobs and axe scans on a busy 2-core runner.
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const templateName = `Document reminder ${tag}`;
  const campaignName = `Reminder ${tag}`;
  const from = indiaDay(-7);
  const to = indiaDay(0);

  // A status the demo's last week has customers in, found through the same count the dialog shows.
  await apiLoginAdmin(request);
  let status = '';
  for (const candidate of ['approved', 'submitted', 'in_review', 'disbursed', 'rejected']) {
    const answer = await request.post('/api/admin/messaging/audience', {
      data: {
        channel: 'sms',
        category: 'transactional',
        segment: { status: candidate, dateOf: 'application', from, to },
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const recipients = ((await answer.json()) as { data: { recipients: number } }).data.recipients;
    if (recipients > 0 && recipients <= 250) {
      status = candidate;
      break;
    }
  }
  expect(status, 'a status with recipients in the last week').not.toBe('');
  const statusLabel = {
    approved: 'Approved',
    submitted: 'Submitted',
    in_review: 'In review',
    disbursed: 'Disbursed',
    rejected: 'Rejected',
  }[status]!;

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Messaging' }).click();
  await expect(page).toHaveURL(/\/admin\/messaging/);
  await expect(page.getByRole('heading', { name: 'Messaging', level: 1 })).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Message templates' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The editor: DLT fields for SMS, the domain's rules as typed, variables as chips, a live preview.
  await page.getByTestId('template-new').click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel('Template name').fill(templateName);
  await editor.getByLabel('DLT entity id').fill('11014567890');
  await editor.getByLabel('Header').fill('saakhm');
  await editor.getByLabel('DLT template id').fill('1107170000000009901');
  await editor.getByLabel('Message (English)').fill('Hi ');
  await editor.getByRole('button', { name: 'Insert first_name' }).click();
  await editor.getByLabel('Message (English)').press('End');
  await editor.getByLabel('Message (English)').pressSequentially(', please upload your documents: {{link}} - Saakh');
  await editor.getByLabel('Message (Hindi)').fill('नमस्ते, कृपया अपने दस्तावेज़ अपलोड करें - साख');
  await expect(editor.getByText('A DLT entity id is a 19-digit number')).toBeVisible();
  await expect(editor.getByText('The Hindi text must use the same variables as the English text')).toBeVisible();
  await expect(
    editor.getByText('Hi Asha, please upload your documents: https://saakh.in/a/3f2a9c1e - Saakh'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await editor.getByLabel('DLT entity id').fill('1101456789012345678');
  await editor.getByLabel('Message (Hindi)').fill('नमस्ते {{first_name}}, कृपया अपने दस्तावेज़ अपलोड करें: {{link}} - साख');
  await editor.getByTestId('template-save').click();
  await expect(editor).toBeHidden();
  const templateRow = page.getByRole('row').filter({ hasText: templateName });
  await expect(templateRow).toContainText('SAAKHM · 1107170000000009901');
  await expect(templateRow).toContainText('Active');

  // The campaign: the template, a segment with its live count, now.
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/tab=campaigns/);
  await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
  await page.getByTestId('campaign-new').click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Campaign name').fill(campaignName);
  await dialog.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: new RegExp(`^${templateName} · SMS · Transactional`) }).click();
  await dialog.getByRole('combobox', { name: 'Application status' }).click();
  await page.getByRole('option', { name: statusLabel, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Dates of' }).click();
  await page.getByRole('option', { name: 'Application', exact: true }).click();
  await dialog.getByLabel('From').fill(from);
  await dialog.getByLabel('To', { exact: true }).fill(to);
  await expect(dialog.getByTestId('campaign-recipients')).toContainText(/\d+ customers? will receive this/);
  await expectNoA11yViolations(page);
  await dialog.getByTestId('campaign-submit').click();
  // Nothing goes before the recipient count, counted by the API, is confirmed.
  const confirm = page.getByRole('dialog', { name: 'Send this campaign?' });
  await expect(confirm.getByTestId('campaign-confirm-summary')).toContainText(
    new RegExp(`${campaignName} will go now to \\d+ customers? by SMS`),
  );
  await expectNoA11yViolations(page);
  await confirm.getByTestId('campaign-confirm').click();
  await expect(dialog).toBeHidden();

  const campaignRow = page.getByRole('row').filter({ hasText: campaignName });
  await expect(campaignRow).toBeVisible();
  // The audience job writes the messages and the send job sends them; the local gateway answers with receipts.
  await expect(campaignRow).toContainText('Sent', { timeout: 30_000 });
  await expect(campaignRow).toContainText(/[1-9]\d* delivered/, { timeout: 30_000 });
  await expectNoSidewaysScroll(page);

  // The delivery log from the campaign's row: the chart and the campaign's messages, delivered.
  await campaignRow.getByRole('button', { name: `Messages of ${campaignName}` }).click();
  await expect(page).toHaveURL(/tab=log&log\.campaign_id=\d+/);
  await expect(page.getByTestId('log-campaign-filter')).toContainText(`Only the messages of ${campaignName}`);
  const log = page.getByRole('table', { name: 'Delivery log' });
  await expect(log).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Delivered' });
  await expect(page).toHaveURL(/log\.status=delivered/);
  const delivered = log.getByRole('row').filter({ hasText: campaignName });
  await expect(delivered.first()).toBeVisible();
  await expect(delivered.first()).toContainText('Delivered');
  await expect(delivered.first()).toContainText(/\*{6}\d{4}/);
  await expect(log.getByTestId('message-status').filter({ hasNotText: 'Delivered' })).toHaveCount(0);
  await expect(page.getByText(/Messages per day by status, last 14 days/).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
