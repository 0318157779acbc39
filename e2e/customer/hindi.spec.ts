/** The personal-loan journey in Hindi: a campaign link in Hindi, every page in Hindi, to an application sent. */
import { expect, test } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, acceptKfsOnPage, birthDateForAge, kfsPageHindi, loginWithOtp, pick } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const hindiLogin = {
  mobile: 'मोबाइल नंबर',
  send: 'OTP भेजें',
  otp: 'OTP',
  terms: /^मैंने उपयोग की शर्तें और गोपनीयता सूचना पढ़ ली है/,
  verify: 'सत्यापित करें और आगे बढ़ें',
};

test('a customer completes the personal-loan journey in Hindi @phone', async ({ page }) => {
  await page.goto('/?lang=hi&utm_source=e2e-hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लोन, कार्ड और बीमा की ईमानदार तुलना');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('link', { name: 'अपने ऑफ़र देखें' }).click();
  await expect(page.getByRole('heading', { name: 'आप क्या ढूँढ रहे हैं?' })).toBeVisible();
  await page.getByRole('button', { name: 'पर्सनल लोन के लिए आवेदन करें' }).click();
  await loginWithOtp(page, hindiLogin);
  await page.getByRole('button', { name: 'शुरू करें' }).click();
  await expect(page.getByRole('heading', { name: 'आपके पर्सनल लोन का विवरण' })).toBeVisible();

  // A validation message in Hindi.
  await page.getByLabel('पैन', { exact: true }).fill('ABCDE1234F');
  await page.getByLabel('पैन', { exact: true }).blur();
  await expect(page.getByText('अमान्य पैन')).toBeVisible();

  await page.getByLabel('आपको कितनी ऋण राशि चाहिए').fill('250000');
  await page.getByLabel('पहला नाम').fill('Asha');
  await page.getByLabel('अंतिम नाम').fill('Verma');
  await page.getByLabel('जन्म तिथि').pressSequentially(birthDateForAge(30).replace(/\//g, ''));
  await pick(page, 'लिंग', 'महिला');
  await page.getByLabel('ई-मेल').fill('asha.hi@example.in');
  await page.getByLabel('पैन', { exact: true }).fill('ABCPV1234K');
  await pick(page, 'रोज़गार', 'वेतनभोगी');
  await page.getByLabel('कंपनी का नाम').fill('Infosys');
  await pick(page, 'आपको वेतन कैसे मिलता है', 'बैंक ट्रांसफ़र');
  await page.getByLabel('मासिक आय').fill('60000');
  await pick(page, 'क्रेडिट स्कोर', '750 और अधिक');
  await pick(page, 'निवास', 'किराये का');
  await page.getByLabel('पता पंक्ति 1').fill('12, MG Road');
  await page.getByLabel('पिनकोड', { exact: true }).fill('560001');
  await page.getByRole('button', { name: 'सहेजें और ऑफ़र देखें' }).click();

  await expect(page).toHaveURL(/\/user\/offers$/);
  await expect(page.getByRole('heading', { name: 'आपके पर्सनल लोन ऑफ़र' })).toBeVisible();
  await expect(page.getByTestId('ranking-rule')).toContainText('हम ऑफ़र कैसे क्रमित करते हैं');
  const card = page.getByTestId('offer-card').filter({ hasText: 'कोटक महिंद्रा बैंक' });
  await expect(card.getByText('APR (कुल वार्षिक लागत)')).toBeVisible();
  await card.getByRole('radio', { name: 'कोटक महिंद्रा बैंक' }).check();
  await page.getByRole('button', { name: 'चुने गए ऑफ़र के साथ जारी रखें' }).click();
  // The application's KFS in Hindi, accepted with the OTP, before the lender's step (issue 30).
  await acceptKfsOnPage(page, undefined, kfsPageHindi);

  await expect(page.getByRole('heading', { name: 'अपना आवेदन भेजें' })).toBeVisible();
  await page.getByRole('checkbox', { name: /कोटक महिंद्रा बैंक के साथ साझा करने/ }).check();
  await page.getByRole('button', { name: 'ऋणदाता को भेजें' }).click();
  await expect(page.getByTestId('application-timeline')).toContainText('ऋणदाता को भेजा गया');

  // The signed-in area's language choice shows the language the campaign link chose.
  await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
