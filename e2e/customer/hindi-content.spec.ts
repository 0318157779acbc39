/**
 * Hindi everywhere (issue 13, decision 025): the language saved in the profile applies at login on a new browser,
 * the public pages offer the language choice before login, the Hindi offers, KFS and card pages show no English
 * but proper names and kept abbreviations, and a lender's Hindi special offer an admin enters reaches customers.
 */
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, loginStaffInBrowser } from '../support/admin';
import { expectNoA11yViolations } from '../support/a11y';
import { apiLoginCustomer, bearer, freshIpHeaders, readOtp, uniqueMobile } from '../support/api';
import { expect, test } from '../support/test';
import { english, signedInCustomer } from './steps';

const hindiLogin = {
  mobile: 'मोबाइल नंबर',
  send: 'OTP भेजें',
  otp: 'OTP',
  terms: /^मैंने उपयोग की शर्तें और गोपनीयता सूचना पढ़ ली है/,
  verify: 'सत्यापित करें और आगे बढ़ें',
};
const profile = { amount: '250000', income: '60000' };

type LanguageRow = { id: number; code: string };

async function hindiId(page: Page): Promise<number> {
  const response = await page.request.post('/api/getLanguages', { data: { countryCode: 'IN' } });
  const languages = ((await response.json()) as { data: LanguageRow[] }).data;
  const hindi = languages.find((language) => language.code === 'hi');
  if (!hindi) throw new Error('Hindi is not offered');
  return hindi.id;
}

/** Logs in on the login page shown in Hindi with a number whose OTP the outbox holds. */
async function loginInHindi(page: Page, mobile: string): Promise<void> {
  await page.getByLabel(hindiLogin.mobile).fill(mobile);
  await page.getByRole('button', { name: hindiLogin.send }).click();
  // The OTP is in the outbox once the page asks for it.
  await expect(page.getByLabel(hindiLogin.otp, { exact: true })).toBeVisible();
  await page.getByLabel(hindiLogin.otp, { exact: true }).fill(await readOtp(page.request, mobile));
  await page.getByRole('checkbox', { name: hindiLogin.terms }).check();
  await page.getByRole('button', { name: hindiLogin.verify }).click();
}

/** The language saved in the profile, as the session answers it. */
async function savedLanguageId(page: Page): Promise<number | null> {
  const response = await page.request.get('/api/customer-reverify');
  return ((await response.json()) as { data: { languageId: number | null } }).data.languageId;
}

/** Latin words allowed on a Hindi page: abbreviations Hindi text keeps, and the platform's and brands' own names. */
const keptAbbreviation = /^[A-Z]{2,6}s?$/;
const properNames = ['Saakh', 'RuPay', 'grievance@saakh.in'];
/** The customer's own name, in the header, as they typed it. */
const customerName = 'Asha Verma';

/**
 * Every visible text node of the page that still holds an English word once the proper names (lender and brand names,
 * the platform's name and e-mail) and kept abbreviations (EMI, APR, KFS, CIBIL…) are taken out; text marked lang="en"
 * (the language button 'English') is English on purpose.
 */
async function strayEnglish(page: Page, names: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [aria-hidden="true"], [lang="en"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push(text);
    }
    return found;
  });
  const allowed = [...names, ...properNames].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text;
    for (const name of allowed) rest = rest.split(name).join(' ');
    const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
    return words.some((word) => !keptAbbreviation.test(word));
  });
}

test('a visitor switches the landing to Hindi and logs in in Hindi, the choice saved @both', async ({ page }) => {
  // The prerendered landing's buttons are on screen before its code has hydrated them: pressed then, nothing happens.
  await page.goto('/', { waitUntil: 'networkidle' });
  const switcher = page.getByRole('group', { name: 'Language' });
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  // By keyboard: the button is a plain button, reached and pressed like any other.
  await switcher.getByRole('button', { name: 'हिन्दी' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लोन, कार्ड और बीमा की ईमानदार तुलना');
  await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'लॉग इन' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('button', { name: hindiLogin.send })).toBeVisible();
  await expectNoA11yViolations(page);
  await loginInHindi(page, uniqueMobile());
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await savedLanguageId(page)).toBe(await hindiId(page));
});

type OffersAnswer = {
  offers: { lenderId: number; lenderName: string; lender: { legalName: string | null } }[];
  unmatched: { lender: { name: string } }[];
};

test('the Hindi offers, KFS and card pages show no English but names and abbreviations @both', async ({ page }) => {
  const customer = await signedInCustomer(page, 'pl', profile);
  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  const offers = await page.request.get(`/api/offers/${customer.appId}`, { headers: bearer(customer.token) });
  const data = ((await offers.json()) as { data: OffersAnswer }).data;
  // Lender names are proper names: customers read them as the lenders write them, the lending company's registered
  // name too.
  const names = [
    customerName,
    ...data.offers.map((offer) => offer.lenderName),
    ...data.offers.flatMap((offer) => (offer.lender.legalName ? [offer.lender.legalName] : [])),
    ...data.unmatched.map((item) => item.lender.name),
  ];

  await page.goto('/user/offers');
  await expect(page.getByRole('heading', { name: 'आपके पर्सनल लोन ऑफ़र' })).toBeVisible();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  expect(await strayEnglish(page, names), 'English on the Hindi offers page').toEqual([]);

  const first = data.offers[0];
  if (!first) throw new Error('no offers');
  await page.goto(`/user/key-facts/${first.lenderId}`);
  await expect(page.getByText('शिकायत निवारण अधिकारी, साख')).toBeVisible();
  expect(await strayEnglish(page, names), 'English on the Hindi KFS').toEqual([]);

  await page.goto('/credit-cards');
  await expect(page.getByTestId('credit-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'सरल कैशबैक कार्ड' })).toBeVisible();
  expect(await strayEnglish(page, names), 'English on the Hindi cards page').toEqual([]);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});

// Not tagged @phone: the admin editor is checked on desktop; the Hindi customer pages on both sizes above.
test("an admin enters a lender's Hindi special offer beside the English and customers read it", async ({ page }) => {
  await loginStaffInBrowser(page, 'admin');
  const lenders = await page.request.get('/api/get-lenders-data', { params: { q: 'Kotak_Mahindra', product: 'pl' } });
  const kotak = ((await lenders.json()) as { data: { lender_id: number; name: string }[] }).data.find(
    (lender) => lender.name === 'Kotak_Mahindra',
  );
  if (!kotak) throw new Error('demo lender Kotak_Mahindra missing');
  const offerHi = `वेतनभोगी ग्राहकों के लिए प्रोसेसिंग शुल्क केवल ₹${900 + (Date.now() % 99)}`;

  await page.goto(`/admin/lenders/${kotak.lender_id}`);
  const pair = page.getByRole('group', { name: 'Offer text' });
  await expect(pair.getByTestId('field-so_text')).toHaveAttribute('lang', 'en');
  const hindiField = pair.getByTestId('field-so_text_hi');
  await expect(hindiField).toHaveAttribute('lang', 'hi');
  const savedOffer = page.waitForResponse(
    (response) => response.url().endsWith('/api/update-lender-data') && response.request().method() === 'POST',
  );
  await hindiField.fill(offerHi);
  await hindiField.blur();
  expect((await savedOffer).ok()).toBe(true);
  await expectNoA11yViolations(page);

  // The missing-Hindi check lists nothing of a demo lender whose texts all have Hindi.
  await page.goto('/admin/missing-hindi?q=Kotak%20Mahindra%20Bank');
  await expect(page.getByRole('heading', { name: 'Missing Hindi', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing is missing')).toBeVisible();
  await expectNoA11yViolations(page);

  await signedInCustomer(page, 'pl', profile);
  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  await page.goto('/user/offers');
  await expect(page.getByTestId('offer-card').filter({ hasText: 'Kotak Mahindra Bank' })).toContainText(offerHi);
});

/**
 * Another device, set up when the file starts: the customer logged in there and chose Hindi. Their login on the new
 * browser comes last in the file, so the number's 30-second OTP resend wait has passed by then.
 */
let otherDevice: { mobile: string; hindi: number } | undefined;

test.beforeAll(async ({ request }) => {
  const mobile = uniqueMobile();
  const other = await apiLoginCustomer(request, mobile);
  const languages = await request.post('/api/getLanguages', { data: { countryCode: 'IN' } });
  const hindi = ((await languages.json()) as { data: LanguageRow[] }).data.find((row) => row.code === 'hi');
  if (!hindi) throw new Error('Hindi is not offered');
  const saved = await request.post('/api/set-language', {
    data: { uid: other.user.userId, language: hindi.id },
    headers: { ...bearer(other.token), ...freshIpHeaders() },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  otherDevice = { mobile, hindi: hindi.id };
});

test('the language saved in the profile applies at login on a new browser', async ({ page }) => {
  if (!otherDevice) throw new Error('the other device was not set up');
  const { mobile, hindi } = otherDevice;
  // This browser has never seen the customer: the login page is in English until the login applies Hindi.
  await page.goto('/verification');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Mobile number').fill(mobile);
  // The other device's code is under 30 s old, so a resend would be asked to wait: this worker's server clock is
  // moved past the wait (DEV_CLOCK_CONTROL) instead of waiting it out, and put back.
  const moved = await page.request.post('/api/dev/clock', { data: { offset_seconds: 31 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  try {
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  } finally {
    await page.request.post('/api/dev/clock', { data: { offset_seconds: 0 } });
  }
  await page.getByLabel('OTP', { exact: true }).fill(await readOtp(page.request, mobile));
  await page.getByRole('checkbox', { name: english.login.terms }).check();
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'आप क्या ढूँढ रहे हैं?' })).toBeVisible();
  expect(await savedLanguageId(page)).toBe(hindi);
});
