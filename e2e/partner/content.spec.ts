/**
 * The partner's selling material (issue 12): a partner copies its personal-loan link from Product offering, the link
 * opens the partner's branded landing page in a fresh browser, a new customer logs in from it and is attributed to
 * the partner; the ready-made texts carry the partner's link, banners are drawn for it, FAQs are searched; an admin
 * adds a FAQ in English and Hindi and uploads a banner on /admin/partner-content, and the partner reads the FAQ.
 */
import sharp from 'sharp';
import { e2ePartner } from '../support/accounts';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin } from '../support/api';
import { openSideNav } from '../support/navigation';
import { loginPartnerInBrowser } from '../support/partner';
import { expect, test } from '../support/test';
import { loginWithOtp } from '../customer/steps';

test('a partner copies a product link, and a customer who logs in from it is the partner’s @phone', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginPartnerInBrowser(page);
  const nav = await openSideNav(page, 'Partner navigation');
  await nav.getByRole('link', { name: 'Product offering' }).click();
  await expect(page.getByRole('heading', { name: 'Product offering', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Personal Loans/ }).click();
  await expect(page.getByRole('heading', { name: 'Personal Loans', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you earn' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your Personal Loans link' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  const link = await page.getByTestId('product-link').inputValue();
  expect(link).toContain(`/${e2ePartner.partnerKey}?`);
  await page.getByRole('button', { name: 'Copy your Personal Loans link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A stranger opens the link: the partner's brand, then a new customer logs in from it.
  const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const customer = await stranger.newPage();
    await customer.goto(link);
    await expect(customer.getByRole('img', { name: 'FinServe DSA' }).first()).toBeVisible();
    await customer.getByRole('link', { name: 'Check your offers' }).click();
    await expect(customer).toHaveURL(/\/products$/);
    await customer.getByRole('button', { name: /Apply for Personal Loans/ }).click();
    const mobile = await loginWithOtp(customer);
    await expect(customer.getByRole('button', { name: 'Get started' })).toBeVisible();

    // The admin's customer view names where the customer came from.
    await apiLoginAdmin(request);
    const found = await request.get('/api/admin/csr/customers', { params: { q: mobile } });
    const [row] = (await found.json()).data.items as { id: number }[];
    expect(row).toBeDefined();
    const view = await request.get(`/api/admin/csr/customers/${row!.id}`);
    expect((await view.json()).data.source.partner).toBe('FinServe DSA');
  } finally {
    await stranger.close();
  }
});

test('the partner’s texts carry its link, its banners are drawn for it, and FAQs are searched @phone', async ({
  page,
}) => {
  await loginPartnerInBrowser(page, { path: '/partner/marketing-support' });
  await expect(page.getByRole('heading', { name: 'Marketing support', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Messaging content/ }).click();
  await expect(page.getByRole('heading', { name: 'Messaging content', level: 1 })).toBeVisible();
  const first = page.getByRole('listitem').filter({ hasText: 'Personal loan in 2 days' });
  await expect(first).toContainText(`/${e2ePartner.partnerKey}?`);
  await expect(first.getByRole('link', { name: /in English on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.goto('/partner/marketing-support/banners-and-creatives');
  const banner = page.getByRole('img', { name: /Personal loan poster, with your logo and link/ });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.goto('/partner/faqs/customer-queries');
  await page.getByLabel('Search questions and answers').fill('CIBIL');
  await expect(page.getByText('1 question')).toBeVisible();
  await expect(page.getByRole('button', { name: /affect my CIBIL score/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('an admin adds a FAQ in English and Hindi, and the partner reads it in Hindi @phone', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  await loginAdminInBrowser(page, '/admin/partner-content');
  await expect(page.getByRole('heading', { name: 'Partner content', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
  await dialog.getByLabel('Question (English)').fill(`Can I track my application ${tag}?`);
  await dialog.getByLabel('Question (Hindi)').fill(`क्या मैं अपना आवेदन ट्रैक कर सकता हूँ ${tag}?`);
  await dialog.getByLabel('Answer (English)').fill('Yes, from the status page.');
  await dialog.getByLabel('Answer (Hindi)').fill('हाँ, स्टेटस पेज से।');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: `Can I track my application ${tag}?` })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A banner, uploaded with its titles, is listed with its size.
  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: 'Upload banner' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload banner' });
  await upload.getByLabel('Title (English)').fill(`Festive offer ${tag}`);
  await upload.getByLabel('Title (Hindi)').fill(`त्योहार ऑफ़र ${tag}`);
  const image = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#0b5fff' } })
    .png()
    .toBuffer();
  await upload.getByTestId('banner-file').setInputFiles({ name: 'festive.png', mimeType: 'image/png', buffer: image });
  await expectNoA11yViolations(page);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `Festive offer ${tag}` })).toContainText('640 × 320');

  await loginPartnerInBrowser(page);
  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  await page.goto(`/partner/faqs/customer-queries?q=${tag}`);
  await expect(page.getByRole('button', { name: `क्या मैं अपना आवेदन ट्रैक कर सकता हूँ ${tag}?` })).toBeVisible();
  await expectNoA11yViolations(page);
});
