import { readOtp, uniqueMobile } from '../support/api';
import { expectTokenOutOfReach } from '../support/session';
import { expect, test } from '../support/test';

/** The required consent; the marketing checkboxes beside it are optional and left unticked. */
const TERMS = /^I have read and agree to the Terms of Use and the Privacy Notice/;

test.describe('customer OTP login', () => {
  test('logs in with the OTP from the outbox and lands on products', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/verification');
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(`Enter the OTP sent to ${mobile}`)).toBeVisible();
    // The OTP field takes the focus, so the code can be typed at once (React's autoFocus, kept on Preact).
    await expect(page.getByLabel('OTP')).toBeFocused();
    await page.getByLabel('OTP').fill(await readOtp(page.request, mobile));
    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expectTokenOutOfReach(page, 'customer');

    // After a reload the page still knows the customer is in (no Login button) and its calls carry the session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    const status = await page.evaluate(async () => (await fetch('/api/customer-reverify')).status);
    expect(status).toBe(200);
    await expectTokenOutOfReach(page, 'customer');
  });

  test('shows the spec messages for a bad number, a wrong OTP and a missing consent', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto('/verification');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter a valid 10 digit mobile number')).toBeVisible();

    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // The OTP is in the outbox once the page says it was sent: reading it sooner raced the send.
    await expect(page.getByText(`Enter the OTP sent to ${mobile}`)).toBeVisible();
    const otp = await readOtp(page.request, mobile);
    const wrong = otp === '000000' ? '111111' : '000000';

    await page.getByLabel('OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByText('Please accept the terms to continue')).toBeVisible();

    await page.getByRole('checkbox', { name: TERMS }).check();
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByText('The OTP is incorrect')).toBeVisible();

    await page.getByLabel('OTP').fill('12');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await expect(page.getByText('Enter 6 digits OTP')).toBeVisible();
  });

  test('sends a customer without a session from /user pages to /verification (to / without an app id)', async ({
    page,
  }) => {
    // Customer spec §2: the /user layout needs an application id (else /) and a token (else /verification).
    await page.goto('/user/offers');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => window.localStorage.setItem('saakh.appId', '12'));
    await page.goto('/user/offers');
    await expect(page).toHaveURL(/\/verification$/);
  });
});
