/**
 * Offers a customer can trust (issue 29), on a phone in Hindi: the customer shapes an offer's tenure and sees its EMI
 * and total change, sorts by total cost, reads why an offer is where it is, applies and gets a short reference; a
 * lender's status file declines the application, and the offers page then lists the lender among the unmatched with
 * the day the customer may apply again.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApplicationSummary } from '@saakh/domain/applications';
import type { IngestFile } from '@saakh/domain/ingestion';
import { formatRupeesExact } from '@saakh/domain/money';
import type { Offer, OffersResult } from '@saakh/domain/offers';
import { expectNoSidewaysScroll } from '../support/admin';
import { expectNoA11yViolations } from '../support/a11y';
import { apiLoginAdmin, bearer } from '../support/api';
import { expect, test } from '../support/test';
import { JOURNEY_TIMEOUT_MS, acceptKfsOnPage, kfsPageHindi, signedInCustomer, type SignedIn } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** A 'submit'-mode personal-loan lender of the demo seed (its key; the page shows its display name in Hindi). */
const LENDER_KEY = 'kotak_mahindra';

const hindi = {
  offersTitle: 'आपके पर्सनल लोन ऑफ़र',
  shape: /^राशि या अवधि बदलें/,
  tenure: 'अवधि',
  sort: 'क्रम',
  byTotalCost: 'सबसे कम कुल लागत',
  totalCost: 'कुल लागत (ब्याज और शुल्क)',
  why: /^यह स्थान क्यों/,
  position: 'हमारे क्रम में स्थान',
  proceed: 'चुने गए ऑफ़र के साथ जारी रखें',
  submitTitle: 'अपना आवेदन भेजें',
  send: 'ऋणदाता को भेजें',
  sent: 'ऋणदाता को भेजा गया',
};

type Envelope<T> = { success: boolean; data: T };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** Rupee amounts as the page writes them ("₹9,876.54"), in order. */
function rupees(text: string): number[] {
  return [...text.matchAll(/₹([\d,]+(?:\.\d{1,2})?)/g)].map((match) => Number(match[1].replace(/,/g, '')));
}

/** The journey's offers as the page reads them in Hindi (lender names are display names in the reader's language). */
async function hindiOffers(page: Page, { token, appId }: SignedIn): Promise<OffersResult> {
  const response = await page.request.get(`/api/offers/${appId}`, {
    headers: { ...bearer(token), 'accept-language': 'hi' },
  });
  return dataOf<OffersResult>(response, 'offers');
}

/** Today in India as the page writes a day in Hindi ("28 नव॰"). */
function todayInHindi(): string {
  return new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(),
  );
}

/** A lender's status file that declines one application, uploaded, checked and applied as an admin would. */
async function declineByStatusFile(request: APIRequestContext, creditAppId: string): Promise<void> {
  const { token } = await apiLoginAdmin(request);
  const headers = bearer(token);
  const csv = `application_id,status,lender_reference,disbursed_amount,disbursed_on,remarks\n${creditAppId},rejected,,,,Not eligible\n`;
  const file = {
    name: `decline-${Date.now().toString(36)}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  };
  const uploaded = await dataOf<IngestFile>(
    await request.post('/api/upload-application-status-file', { multipart: { image_name: file }, headers }),
    'upload status file',
  );
  const stage = async () =>
    (await dataOf<IngestFile>(await request.get(`/api/ingest-files/${uploaded.id}`, { headers }), 'file')).stage;
  await expect.poll(stage, { timeout: 20_000 }).toBe('ready');
  await dataOf(await request.post(`/api/ingest-files/${uploaded.id}/apply`, { data: {}, headers }), 'apply');
  await expect.poll(stage, { timeout: 20_000 }).toBe('applied');
}

test('a customer shapes an offer, sorts, reads why it ranks there, applies, and after a decline sees when to apply again @phone', async ({
  page,
  playwright,
}) => {
  const signedIn = await signedInCustomer(page, 'pl', { amount: '300000', income: '60000' });
  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  const { offers } = await hindiOffers(page, signedIn);
  const target = offers.find((offer: Offer) => offer.lenderKey === LENDER_KEY);
  expect(target, `${LENDER_KEY} among the offers`).toBeTruthy();
  const lender = target?.lenderName ?? '';

  await page.goto('/user/offers');
  await expect(page.getByRole('heading', { name: hindi.offersTitle })).toBeVisible();
  const cards = page.getByTestId('offer-card');
  await expect(cards).toHaveCount(offers.length);
  const card = cards.filter({ hasText: lender });

  // The tenure slider: EMI and total payable change at once, on the card and in what a screen reader hears.
  await card.getByRole('button', { name: hindi.shape }).click();
  const tenure = card.getByRole('slider', { name: hindi.tenure });
  const announcement = card.getByTestId('shape-announcement');
  const [emiBefore, totalBefore] = rupees((await announcement.textContent()) ?? '');
  const months = Number(await tenure.getAttribute('aria-valuenow'));
  const fewest = Number(await tenure.getAttribute('aria-valuemin'));
  await tenure.focus();
  await page.keyboard.press(months > fewest ? 'PageDown' : 'PageUp');
  await expect(tenure).not.toHaveAttribute('aria-valuenow', String(months));
  const chosenMonths = Number(await tenure.getAttribute('aria-valuenow'));
  await expect.poll(async () => rupees((await announcement.textContent()) ?? '')[0]).not.toBe(emiBefore);
  const [emiAfter, totalAfter] = rupees((await announcement.textContent()) ?? '');
  expect(totalAfter).not.toBe(totalBefore);
  // Fewer months: a higher EMI and a smaller total; more months: the reverse.
  expect(Math.sign(emiAfter - emiBefore)).toBe(-Math.sign(totalAfter - totalBefore));
  await expect(card.getByText(formatRupeesExact(emiAfter), { exact: true })).toBeVisible();
  await expect(card.getByText(formatRupeesExact(totalAfter), { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Sorted by total cost: the cards' total costs never go down.
  await page.getByLabel(hindi.sort, { exact: true }).selectOption({ label: hindi.byTotalCost });
  await expect(cards).toHaveCount(offers.length);
  const costs = page
    .getByTestId('offer-card')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: hindi.totalCost }) })
    .locator('dd');
  await expect(costs).toHaveCount(offers.length);
  const totals = (await costs.allTextContents()).map((text) => rupees(text)[0]);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  // Why this position: the ranking inputs of the offer, below the rule the page shows beside the list.
  await expect(page.getByTestId('ranking-rule')).toBeVisible();
  await card.getByRole('button', { name: hindi.why }).click();
  await expect(card.getByTestId('why-position')).toContainText(hindi.position);
  await expectNoA11yViolations(page);

  // Apply with the chosen tenure: the application keeps it, and the customer reads a short reference.
  await card.getByRole('radio', { name: lender }).check();
  await page.getByRole('button', { name: hindi.proceed }).click();
  // The application's KFS, read and accepted with the OTP in Hindi, before the lender's step (issue 30).
  await acceptKfsOnPage(page, undefined, kfsPageHindi);
  await expect(page.getByRole('heading', { name: hindi.submitTitle })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`${lender} के साथ साझा करने`) }).check();
  await page.getByRole('button', { name: hindi.send }).click();
  await expect(page.getByTestId('application-timeline')).toContainText(hindi.sent);
  await expect(page.getByText(/SK-[2-9A-HJKMNP-Z]{6}/).first()).toBeVisible();
  const applications = await dataOf<ApplicationSummary[]>(
    await page.request.get('/api/applications', { headers: bearer(signedIn.token) }),
    'applications',
  );
  const application = applications.find((item) => item.lenderId === target?.lenderId);
  expect(application?.tenureMonths).toBe(chosenMonths);

  // The lender declines it in its status file (an admin's own session, beside the customer's browser).
  const admin = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await declineByStatusFile(admin, application?.creditAppId ?? '');
  } finally {
    await admin.dispose();
  }

  // No longer offered: listed among the unmatched with the day of the decline and the day to apply again.
  await page.goto('/user/offers');
  await expect(page.getByRole('heading', { name: hindi.offersTitle })).toBeVisible();
  const unmatched = page.getByTestId('unmatched-lender').filter({ hasText: lender });
  await expect(unmatched).toContainText(new RegExp(`${todayInHindi()} को अस्वीकृत: आप .+ से फिर आवेदन कर सकते हैं`));
  await expect(page.getByTestId('offer-card').filter({ hasText: lender })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
