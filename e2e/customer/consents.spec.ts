/**
 * Consents the customer holds (issue 30, item 3), on a phone: sign-in asks for each consent on its own, none ticked;
 * My consents shows marketing by channel as switches and every consent given; turning SMS off withdraws it at once,
 * as the API then answers too. And the privacy notice the sign-in consent links to, in Hindi.
 */
import { expectNoSidewaysScroll } from '../support/admin';
import { expectNoA11yViolations } from '../support/a11y';
import { readOtp, uniqueMobile } from '../support/api';
import { expect, test } from '../support/test';
import { english } from './steps';

test.describe.configure({ timeout: 60_000 });

type Consent = { purpose: string; kind: string; channel: string | null; withdrawn_at: string | null };
type MyConsents = {
  consents: Consent[];
  marketing: Record<'marketing_sms' | 'marketing_whatsapp' | 'marketing_email', boolean>;
};

const SMS = 'Send me offers and reminders by SMS';
const WHATSAPP = 'Send me offers and reminders on WhatsApp';
const EMAIL = 'Send me offers and reminders by e-mail';

test('a customer gives SMS offers only at sign-in, then turns them off under My consents @phone', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/verification');
  await page.getByLabel(english.login.mobile).fill(mobile);
  await page.getByRole('button', { name: english.login.send }).click();
  await expect(page.getByLabel(english.login.otp, { exact: true })).toBeVisible();
  await page.getByLabel(english.login.otp, { exact: true }).fill(await readOtp(page.request, mobile));

  // Each consent is its own checkbox and none is ticked for the customer.
  const terms = page.getByRole('checkbox', { name: english.login.terms });
  for (const box of [terms, ...[SMS, WHATSAPP, EMAIL].map((name) => page.getByRole('checkbox', { name }))])
    await expect(box).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
    'href',
    '/privacy-policy#privacy-notice',
  );
  await expectNoA11yViolations(page);
  await terms.check();
  await page.getByRole('checkbox', { name: SMS }).check();
  await page.getByRole('button', { name: english.login.verify }).click();
  await expect(page).toHaveURL(/\/products$/);

  // My consents, from the menu of the customer area.
  await page.goto('/user/applications');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My consents' }).click();
  await expect(page).toHaveURL(/\/user\/consents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My consents' })).toBeVisible();
  const smsSwitch = page.getByRole('switch', { name: 'Marketing by SMS' });
  await expect(smsSwitch).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing on WhatsApp' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Marketing by e-mail' })).not.toBeChecked();
  const rows = page.getByTestId('consent-row');
  const termsRow = rows.filter({ has: page.getByRole('heading', { name: 'Terms of use and privacy notice' }) });
  await expect(termsRow).toContainText('terms-privacy-2026-11');
  await expect(termsRow).toContainText('Website');
  await expect(termsRow).toContainText('This consent stays while you have an account');
  const smsRow = rows.filter({ has: page.getByRole('heading', { name: 'Marketing by SMS' }) });
  await expect(smsRow).toContainText('In force');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // Turning SMS off asks first (Cancel has the focus), then withdraws at once.
  await smsSwitch.click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Marketing by SMS?' });
  await expect(dialog).toContainText('any already waiting to be sent are dropped');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your consent is withdrawn. Nothing more will be done on it')).toBeVisible();
  await expect(smsSwitch).not.toBeChecked();
  await expect(smsRow).toContainText('Withdrawn');
  await expect(smsRow).toContainText('Withdrawn on');

  // The API holds the same: no marketing stands, and the SMS consent given on the website is withdrawn.
  const response = await page.request.get('/api/customer/consents');
  expect(response.ok(), await response.text()).toBe(true);
  const held = ((await response.json()) as { data: MyConsents }).data;
  expect(held.marketing).toEqual({ marketing_sms: false, marketing_whatsapp: false, marketing_email: false });
  const sms = held.consents.filter((consent) => consent.purpose === 'marketing_sms');
  expect(sms).toHaveLength(1);
  expect(sms[0]).toMatchObject({ kind: 'marketing_sms', channel: 'web' });
  expect(sms[0]?.withdrawn_at).toBeTruthy();
  expect(held.consents.some((consent) => consent.purpose === 'terms_privacy' && !consent.withdrawn_at)).toBe(true);
  expect(held.consents.some((consent) => consent.purpose === 'marketing_whatsapp')).toBe(false);
});

test('the privacy notice lists each data item and why, in Hindi too @phone', async ({ page }) => {
  await page.goto('/privacy-policy#privacy-notice');
  const notice = page.locator('#privacy-notice');
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText('Privacy notice: what we keep and why');
  await expect(notice.getByTestId('privacy-notice-item').first()).toContainText('Mobile number');
  await expectNoSidewaysScroll(page);

  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  // The same address with its fragment would only scroll: load the page again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText('गोपनीयता सूचना: हम क्या रखते हैं और क्यों');
  await expect(notice.getByTestId('privacy-notice-item').filter({ hasText: 'पैन' })).toContainText(
    'ऑफ़र के लिए आपका अनुरोध',
  );
  await expect(notice).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});
