/**
 * /admin/telecalling: a telecaller (role 3, csr@saakh.local) takes customers from the queue one at a time with
 * "Next customer", calls one through the telephony provider (numbers stay masked), writes a note, sets a callback a
 * minute or two ahead, works two more customers (not interested with a reason, interested), and when the callback
 * comes due (the server's clock moved ahead, not waited for) it is back in her queue and she closes it as applied.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser, loginStaffInBrowser } from '../support/admin';
import { apiLoginAdmin, apiLoginCustomer, bearer } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

/**
 * Customers who verified their number and went no further, added to the queue by the rules (role 1 asks for a
 * build with no minimum idle time, then puts the rule back), so each run has customers to call.
 */
async function fillQueue(request: APIRequestContext, newCustomer: () => Promise<APIRequestContext>): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const customer = await newCustomer();
    const signedIn = await apiLoginCustomer(customer);
    const tracked = await customer.post('/api/tracking', {
      data: { event: 'otp_verified' },
      headers: bearer(signedIn.token),
    });
    expect(tracked.ok(), await tracked.text()).toBe(true);
    await customer.dispose();
  }
  const admin = await apiLoginAdmin(request);
  const headers = bearer(admin.token);
  const rule = (minIdleHours: number) =>
    request.post('/api/admin/telecalling/rules/otp_no_profile', {
      data: { enabled: true, lookback_days: 7, min_idle_hours: minIdleHours },
      headers,
    });
  expect((await rule(0)).ok()).toBe(true);
  try {
    const started = await request.post('/api/admin/telecalling/builds', { headers });
    expect(started.ok(), await started.text()).toBe(true);
    const { id } = ((await started.json()) as { data: { id: number } }).data;
    await expect
      .poll(
        async () => {
          const build = await request.get(`/api/admin/telecalling/builds/${id}`, { headers });
          return ((await build.json()) as { data: { status: string } }).data.status;
        },
        // Other background jobs (campaigns, rollups) share the worker and the embedded database.
        { timeout: 60_000 },
      )
      .toBe('done');
  } finally {
    await rule(2);
  }
}

/** "Next customer", then how the queue names the customer: their name, or their masked mobile when they gave none. */
async function takeNext(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Next customer' }).click();
  const view = page.getByTestId('lead-work-view');
  await expect(view).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=\d+/);
  const mobile = (await view.getByTestId('lead-mobile').textContent()) ?? '';
  expect(mobile).toMatch(/^\*{6}\d{4}$/);
  const name = (await view.getByTestId('lead-customer-name').textContent()) ?? '';
  return name === 'Name not given' ? mobile : name;
}

/** Click-to-call: an outcome is saved only after a call attempt, so the form opens once the call is placed. */
async function callCustomer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByTestId('call-first')).toBeHidden();
}

async function saveOutcome(page: Page, outcome: string): Promise<void> {
  await callCustomer(page);
  const form = page.getByRole('form', { name: 'What did the call end in?' });
  await form.getByRole('radio', { name: outcome, exact: true }).check();
  await form.getByRole('button', { name: 'Save outcome' }).click();
}

/** The browser's local time (Asia/Kolkata in these specs) as a datetime-local value. */
function localValue(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16);
}

test('a telecaller works three customers from the queue, and a callback comes back at its time', async ({
  page,
  request,
  playwright,
}) => {
  // Axe on four views, three customers worked, and a queue build that may wait behind other jobs.
  test.setTimeout(150_000);
  const baseURL = test.info().project.use.baseURL;
  await fillQueue(request, () => playwright.request.newContext({ baseURL }));

  await loginStaffInBrowser(page, 'csr');
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Telecalling' }).click();
  await expect(page).toHaveURL(/\/admin\/telecalling/);
  await expect(page.getByRole('heading', { name: 'Telecalling', level: 1 })).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Due now/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The first customer: a call through the provider, a note, and a callback shortly.
  const first = await takeNext(page);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  // Nobody has rung this customer yet: there is no outcome to save.
  await expect(page.getByTestId('call-first')).toHaveText(
    'Call the customer first: what the call ended in is saved after a call attempt.',
  );
  await expect(page.getByRole('button', { name: 'Save outcome' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Call ended', { timeout: 15_000 });
  await page.getByLabel('Note about the customer').fill('Asked for a call back in a few minutes');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('lead-history')).toContainText('Asked for a call back in a few minutes');
  const form = page.getByRole('form', { name: 'What did the call end in?' });
  await form.getByRole('radio', { name: 'Not interested', exact: true }).check();
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(form.getByText('Choose why the customer is not interested')).toBeVisible();
  await form.getByRole('radio', { name: 'Call back', exact: true }).check();
  // The next whole minute at least 20 s away (the field holds minutes): still in the future when saved after the
  // accessibility scan, and due within 80 s, most of which the two other customers take.
  const dueAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await form.getByLabel('Call back at').fill(localValue(dueAt));
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByRole('heading', { name: /^Callbacks later today/ })).toBeVisible();
  const later = page.getByRole('list', { name: 'Callbacks later today' });
  await expect(later.getByRole('button', { name: `Open ${first}` })).toBeVisible();

  // The second: not interested, with a reason from the list.
  await takeNext(page);
  await callCustomer(page);
  await page.getByRole('radio', { name: 'Not interested', exact: true }).check();
  await page.getByRole('combobox', { name: 'Why not interested' }).click();
  await page.getByRole('option', { name: 'Rate too high' }).click();
  await page.getByRole('button', { name: 'Save outcome' }).click();
  await expect(page.getByRole('heading', { name: /^Due now/ })).toBeVisible();

  // The third: interested.
  await takeNext(page);
  await saveOutcome(page, 'Interested');
  await expect(page.getByRole('heading', { name: /^Due now/ })).toBeVisible();

  // The callback comes back to her queue at its time; she opens it and closes it as applied. The server's clock is
  // moved past the callback (this worker's own server, DEV_CLOCK_CONTROL) instead of waiting for it, and put back.
  const offsetSeconds = Math.ceil((dueAt.getTime() - Date.now()) / 1000) + 5;
  const moved = await page.request.post('/api/dev/clock', { data: { offset_seconds: Math.max(0, offsetSeconds) } });
  expect(moved.ok(), await moved.text()).toBe(true);
  try {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Customers due now' }).getByRole('button', { name: `Open ${first}` }),
    ).not.toHaveCount(0);
    await page
      .getByRole('list', { name: 'Customers due now' })
      .getByRole('button', { name: `Open ${first}` })
      .first()
      .click();
    await expect(page.getByTestId('lead-work-view')).toContainText(first);
    await expect(page.getByTestId('lead-history')).toContainText('Call back');
    await saveOutcome(page, 'Applied');
    await expect(page.getByRole('heading', { name: /^Due now/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Callbacks later today' }).getByRole('button', { name: `Open ${first}` }),
    ).toHaveCount(0);
  } finally {
    await page.request.post('/api/dev/clock', { data: { offset_seconds: 0 } });
  }
});

test('a team lead sees each telecaller’s calls and outcomes, reassigns a lead and builds the queue now', async ({
  page,
}) => {
  // Axe on three views at two sizes, and a background build that may wait behind other jobs.
  test.setTimeout(150_000);
  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Telecalling' }).click();
  await expect(page.getByRole('heading', { name: 'Telecalling', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My queue' })).toHaveAttribute('aria-selected', 'true');

  // The team: figures per telecaller over the last 7 days, a chart per day, and the open leads.
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/tab=team/);
  const agents = page.getByRole('table', { name: 'Telecallers' });
  await expect(agents.getByRole('row').filter({ hasText: 'Chitra Support' })).toBeVisible();
  await expect(page.getByText('Calls per day').first()).toBeVisible();
  const leads = page.getByRole('table', { name: 'Open leads' });
  const row = leads
    .getByRole('row')
    .filter({ hasText: /\*{6}\d{4}/ })
    .first();
  await expect(row).toBeVisible();
  await expect(leads).not.toContainText(/\b[6-9]\d{9}\b/);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Reassign the first open lead to the team lead herself.
  const customer = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  await row.getByRole('button', { name: /^Reassign / }).click();
  const dialog = page.getByRole('dialog', { name: /^Reassign / });
  await dialog.getByRole('combobox', { name: 'Telecaller' }).click();
  await page.getByRole('option', { name: 'Asha Admin' }).click();
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    leads
      .getByRole('row')
      .filter({ hasText: customer.slice(0, 12) })
      .first(),
  ).toContainText('Asha Admin');

  // The rules: each reason with its window, and a build on demand that says how many it added.
  await page.getByRole('tab', { name: 'Queue rules' }).click();
  await expect(page.getByTestId('rule-otp_no_profile')).toContainText('Verified, no profile');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Build queue now' }).click();
  // The build is a background job, which waits behind other jobs (campaigns, rollups) on a busy runner.
  await expect(page.getByTestId('last-build')).toContainText(/The last build added \d+ customers?/, {
    timeout: 60_000,
  });
});
