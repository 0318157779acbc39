/**
 * /admin/de-dupe-logs: two customers with one PAN apply for a personal loan through two partners' links; the first
 * partner keeps the lead. A role 1 admin finds the duplicate, filters the log, opens it and gives the lead to the
 * later partner with a reason.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DedupeLog } from '@saakh/domain/dedupe';
import { apiSelectOffer, profileInput } from '../customer/steps';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, bearer, freshIpHeaders, readOtp, uniqueMobile } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

/** A 'submit'-mode personal-loan lender of the demo seed. */
const LENDER = 'Kotak_Mahindra';
const FIRST = { key: 'finserve', name: 'FinServe DSA' } as const;
const LATER = { key: 'paisamitra', name: 'PaisaMitra' } as const;

type Envelope<T> = { data: T };

/** A PAN of an individual (fourth letter P) that no other spec and no other run uses. */
function uniquePan(): string {
  const n = Date.now() + Math.floor(Math.random() * 1_000_000);
  const letter = (i: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26));
  return `${letter(0)}${letter(1)}${letter(2)}P${letter(3)}${String(n % 10_000).padStart(4, '0')}${letter(4)}`;
}

/** A customer who arrived through a partner's link logs in, completes the personal-loan form and selects an offer. */
async function applyThrough(page: Page, partner: string, pan: string): Promise<string> {
  const request: APIRequestContext = page.request;
  const mobile = uniqueMobile();
  const ip = freshIpHeaders();
  expect((await request.post('/api/auth/otp/send', { data: { mobile }, headers: ip })).ok()).toBe(true);
  const otp = await readOtp(request, mobile);
  const verified = await request.post('/api/auth/otp/verify', {
    data: { mobile, otp, consent: true, partner },
    headers: ip,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { token } = ((await verified.json()) as Envelope<{ token: string }>).data;
  const headers = bearer(token);
  const opened = await request.post('/api/applications', { data: { product: 'pl' }, headers });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { appId } = ((await opened.json()) as Envelope<{ appId: number }>).data;
  const profile = await request.post('/api/profile/pl', {
    data: { ...profileInput('pl', { amount: '300000', income: '60000' }), pan },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const next = await apiSelectOffer(page, { token, appId }, LENDER);
  const creditAppId = new URL(next, 'http://localhost').searchParams.get('creditAppId') ?? '';
  expect(creditAppId, `lender-submit path ${next}`).toMatch(/^[0-9a-f-]{36}$/);
  return creditAppId;
}

test('a duplicate is found, filtered, opened and given to the later partner with a reason', async ({ page }) => {
  // Two customer journeys, dialogs and axe scans on a busy 2-core runner.
  test.slow();
  const pan = uniquePan();
  await applyThrough(page, FIRST.key, pan);
  const duplicate = await applyThrough(page, LATER.key, pan);

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'De-dupe Logs' }).click();
  await expect(page).toHaveURL(/\/admin\/de-dupe-logs/);
  await expect(page.getByRole('heading', { name: 'De-dupe logs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Duplicates' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Today's duplicate, found by its application id: both partners, the masked PAN, the rule's decision.
  await page.getByLabel('Search by application id').fill(duplicate);
  await expect(page).toHaveURL(new RegExp(`q=${duplicate}`));
  const row = page.getByTestId(`dedupe-row-${duplicate}`);
  await expect(row).toContainText(FIRST.name);
  await expect(row).toContainText(LATER.name);
  await expect(row).toContainText(`PAN ******${pan.slice(-4)}`);
  await expect(row).not.toContainText(pan);
  await expect(row).toContainText('First partner keeps');

  // Filters are kept in the address: another product hides it, its own decision keeps it.
  await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Business loan' });
  await expect(page).toHaveURL(/product=bl/);
  await expect(row).toBeHidden();
  await expect(page.getByText('No duplicates in this period')).toBeVisible();
  await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'All products' });
  await expect(page).not.toHaveURL(/product=/);
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'First partner keeps' });
  await expect(page).toHaveURL(/decision=first_partner_kept/);
  await expect(page.getByRole('progressbar', { name: 'Loading the list…' })).toHaveCount(0);
  await expect(row).toBeVisible();

  // Open it and give the lead to the later partner; a reason is required.
  await row.getByRole('button', { name: /^Open duplicate:/ }).click();
  const detail = page.getByRole('dialog', { name: /^Duplicate #\d+$/ });
  await expect(detail).toContainText(duplicate);
  await expect(detail).toContainText(`The lead belongs to ${FIRST.name}`);
  await expectNoA11yViolations(page);
  await detail.getByRole('button', { name: 'Give to the later partner' }).click();
  const override = page.getByRole('dialog', { name: 'Give the lead to the later partner' });
  await expect(override.getByRole('button', { name: 'Give the lead' })).toBeDisabled();
  await override.getByLabel('Reason').fill('The customer signed with PaisaMitra first, on paper');
  await override.getByRole('button', { name: 'Give the lead' }).click();
  await expect(override).toBeHidden();
  await expect(page.getByText('The lead now belongs to the later partner')).toBeVisible();
  await expect(detail).toContainText(`gave the lead to ${LATER.name}`);
  await expect(detail).toContainText('Reason: The customer signed with PaisaMitra first, on paper');
  await expect(detail.getByRole('button', { name: 'Give to the later partner' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  // The list follows: the rule's decision filter no longer shows it, the override filter does.
  await expect(row).toBeHidden();
  await page.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Given to the later partner' });
  await expect(row).toContainText('Given to the later partner');

  const { token } = await apiLoginAdmin(page.request);
  const stored = await page.request.get(`/api/admin/de-dupe-logs?q=${duplicate}`, { headers: bearer(token) });
  const [log] = ((await stored.json()) as Envelope<{ items: DedupeLog[] }>).data.items;
  expect(log).toMatchObject({ decision: 'overridden', duplicate_partner_name: LATER.name });
});
