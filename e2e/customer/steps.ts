/**
 * Steps of the customer journey shared by the customer specs: they drive the real pages the way a customer does
 * (labels and roles, the OTP read from the development outbox).
 */
import { expect, type Page } from '@playwright/test';
import { apiLoginCustomer, bearer, readOtp, uniqueMobile } from '../support/api';
import { apiAcceptKfs, customerMobile } from '../support/kfs';

export type LoanProduct = 'pl' | 'bl' | 'gl' | 'hl';

/** A whole journey drives many pages (and a phone-sized window is slower): specs give it this much time. */
export const JOURNEY_TIMEOUT_MS = 120_000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Picks an option of an MUI select by the field's label (its accessible name is the label, then the value). */
export async function pick(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const name = typeof label === 'string' ? new RegExp(`^${escapeRegExp(label)}(\\s|$)`) : label;
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  // Gone from the page, not only hidden from screen readers: while the menu fades out its options are half
  // transparent, which an accessibility scan taken then reports as too little contrast.
  await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
}

/** Logs in on /verification with a fresh number; the page then continues by itself. */
export async function loginWithOtp(page: Page, texts = english.login): Promise<string> {
  const mobile = uniqueMobile();
  await expect(page).toHaveURL(/\/verification/);
  await page.getByLabel(texts.mobile).fill(mobile);
  await page.getByRole('button', { name: texts.send }).click();
  await expect(page.getByLabel(texts.otp, { exact: true })).toBeVisible();
  await page.getByLabel(texts.otp, { exact: true }).fill(await readOtp(page.request, mobile));
  // The terms and privacy notice only: the marketing channels stay as they are, unticked.
  await page.getByRole('checkbox', { name: texts.terms }).check();
  await page.getByRole('button', { name: texts.verify }).click();
  return mobile;
}

export const english = {
  login: {
    mobile: 'Mobile number',
    send: 'Send OTP',
    otp: 'OTP',
    /** The required consent to the terms of use and the privacy notice (the marketing ones are optional). */
    terms: /^I have read and agree to the Terms of Use and the Privacy Notice/,
    verify: 'Verify and continue',
  },
};

export const productButton: Record<LoanProduct, RegExp> = {
  pl: /Apply for Personal Loans/,
  bl: /Apply for Business Loans/,
  gl: /Apply for Gold Loans/,
  hl: /Apply for Affordable Housing Loan/,
};

export const detailPath: Record<LoanProduct, RegExp> = {
  pl: /\/user\/user-detail$/,
  bl: /\/user\/business-detail$/,
  gl: /\/user\/gold-loan-detail$/,
  hl: /\/user\/affordable-housing-loan-detail$/,
};

export const offersPath: Record<LoanProduct, RegExp> = {
  pl: /\/user\/offers$/,
  bl: /\/user\/business-offers$/,
  gl: /\/user\/gold-offers$/,
  hl: /\/user\/housing-offers$/,
};

/** From the landing page to the product's welcome page, logged in (Business Loans answers YES in the dialog). */
export async function startJourney(page: Page, product: LoanProduct, landing = '/'): Promise<void> {
  await page.goto(landing);
  await page.getByRole('link', { name: 'Check your offers' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('button', { name: productButton[product] }).click();
  if (product === 'bl') {
    const dialog = page.getByRole('dialog', { name: 'Do you have a business registration certificate?' });
    await expect(dialog.getByRole('radio', { name: 'YES' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  await loginWithOtp(page);
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(detailPath[product]);
}

/** A birth date making the customer `age` years old (a mid-year day, so the age is the same all year round). */
export function birthDateForAge(age: number): string {
  const year = new Date().getFullYear() - age - 1;
  return `15/06/${year}`;
}

export type ProfileAnswers = {
  amount: string;
  income: string;
  age?: number;
  employment?: 'Salaried' | 'Self employed professional' | 'Self employed business';
};

/** Fills a product's detail form with a plausible customer and saves it. */
export async function fillProfile(page: Page, product: LoanProduct, answers: ProfileAnswers): Promise<void> {
  const employment = answers.employment ?? (product === 'bl' ? 'Self employed business' : 'Salaried');
  await page.getByLabel('Loan amount you need').fill(answers.amount);
  if (product === 'hl') await pick(page, 'Property', 'Ready to move in');
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Verma');
  await page.getByLabel('Date of birth').pressSequentially(birthDateForAge(answers.age ?? 34).replace(/\//g, ''));
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('E-mail').fill('asha.verma@example.in');
  await page.getByLabel(product === 'gl' ? 'PAN (optional)' : 'PAN', { exact: true }).fill('ABCPV1234K');
  await pick(page, 'Employment', employment);
  if (product === 'bl') {
    await page.getByLabel('Company name').fill('Verma Traders');
    await pick(page, 'Business registration', 'GST');
    await pick(page, 'Yearly turnover', '₹50 lakh to ₹1 crore');
    await pick(page, 'Years in business', 'More than 3 years');
    await pick(page, 'Business current account', 'Yes');
  } else if (employment === 'Salaried' && product !== 'gl') {
    await page.getByLabel('Company name').fill('Infosys');
    await pick(page, 'How you receive your salary', 'Bank transfer');
  }
  await page.getByLabel('Monthly income').fill(answers.income);
  await pick(page, 'Credit score', '750 and above');
  if (product === 'pl') await pick(page, 'Residence', 'Rented');
  if (product === 'gl') {
    await page.getByLabel('Locality').fill('Koramangala');
    await page.getByLabel('Pincode', { exact: true }).fill('560034');
  } else {
    await page.getByLabel('Address line 1').fill('12, MG Road');
    await page.getByLabel('Pincode', { exact: true }).fill('560001');
  }
  if (product === 'hl') {
    await pick(page, 'Yearly household income', 'Up to ₹3,00,000 a year');
    await page.getByRole('checkbox', { name: /household is at most ₹3,00,000/ }).check();
  }
  await page.getByRole('button', { name: 'Save and see offers' }).click();
  await expect(page).toHaveURL(offersPath[product]);
}

/** The texts of the application's KFS page (issue 30), in English. */
export const kfsPage = {
  heading: 'Key Facts Statement',
  acceptTitle: 'Accept with OTP',
  sent: 'OTP sent to your registered mobile number.',
  otp: 'OTP',
  accept: 'I have read and accept the Key Facts Statement',
  /** The separate consent to share the application with the lender, ticked before accepting. */
  share: /shares my profile and this application with/,
  accepted: /You accepted this Key Facts Statement on/,
  continue: 'Continue',
};

/** The same page's texts in Hindi. */
export const kfsPageHindi: typeof kfsPage = {
  heading: 'मुख्य तथ्य विवरण',
  acceptTitle: 'OTP से स्वीकार करें',
  sent: 'OTP आपके पंजीकृत मोबाइल नंबर पर भेजा गया।',
  otp: 'OTP',
  accept: 'मैंने मुख्य तथ्य विवरण पढ़ लिया है और इसे स्वीकार करता/करती हूँ',
  share: /मेरी प्रोफ़ाइल और यह आवेदन .* के साथ साझा करे/,
  accepted: /आपने यह मुख्य तथ्य विवरण .* को स्वीकार किया/,
  continue: 'आगे बढ़ें',
};

/**
 * Accepts the application's KFS on its page as a customer does: the consent to share with the lender ticked, Send
 * OTP, the OTP read from the outbox for the signed-in customer's mobile (the session's, unless given), typed,
 * accepted; then Continue to the lender's step.
 * A send refused with a wait (the button then counts down) is pressed again once the button is enabled.
 */
export async function acceptKfsOnPage(page: Page, mobile?: string, texts = kfsPage): Promise<void> {
  await expect(page).toHaveURL(/\/user\/application-kfs\/[0-9a-f-]{36}/);
  const number = mobile ?? (await customerMobile(page.request));
  // The separate consent to share the application with the lender first: ticking it also clears its error, if an
  // accept tried without it left one, so the alert below is only a refused send.
  await page.getByRole('checkbox', { name: texts.share }).check();
  const send = page.getByTestId('kfs-send-otp');
  const sent = page.getByRole('status').filter({ hasText: texts.sent });
  const refused = page.getByRole('region', { name: texts.acceptTitle }).getByRole('alert');
  for (let attempt = 0; attempt < 3 && !(await sent.isVisible()); attempt += 1) {
    await expect(send).toBeEnabled({ timeout: 45_000 });
    await send.click();
    await expect(sent.or(refused)).toBeVisible();
  }
  await expect(sent).toBeVisible();
  await page.getByLabel(texts.otp, { exact: true }).fill(await readOtp(page.request, number));
  await page.getByRole('button', { name: texts.accept }).click();
  await expect(page.getByText(texts.accepted)).toBeVisible();
  await page.getByRole('link', { name: texts.continue, exact: true }).click();
}

/** Selects the offer of a lender on the offers page and continues, to the application's KFS (not accepted yet). */
export async function selectOfferOnly(page: Page, lender: string): Promise<void> {
  const card = page.getByTestId('offer-card').filter({ hasText: lender });
  await card.getByRole('radio', { name: lender }).check();
  await page.getByRole('button', { name: 'Continue with the selected offer' }).click();
}

/**
 * Selects the offer of a lender on the offers page and continues: through the application's KFS, accepted with the
 * OTP, to the page the lender's mode continues on.
 */
export async function selectOffer(page: Page, lender: string, mobile?: string): Promise<void> {
  await selectOfferOnly(page, lender);
  await acceptKfsOnPage(page, mobile);
}

const productTypes: Record<LoanProduct, string> = {
  pl: 'Personal Loans',
  bl: 'Business Loans',
  gl: 'Gold Loans',
  hl: 'Affordable Housing Loan',
};

/** The detail form of each product as the API takes it: a plausible salaried (or business) customer. */
export function profileInput(product: LoanProduct, answers: ProfileAnswers): Record<string, unknown> {
  const common = {
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha.verma@example.in',
    birth_date: birthDateForAge(answers.age ?? 34),
    gender: 2,
    monthly_income: Number(answers.income),
    credit_score_band: 4,
    pan: 'ABCPV1234K',
    desired_loan_amount: Number(answers.amount),
  };
  const address = { address1: '12, MG Road', address2: '', postal_code: '560001' };
  const salaried = { employment_status_code: 1, company_name: 'Infosys', salary_mode: 1 };
  switch (product) {
    case 'pl':
      return { ...common, ...address, ...salaried, residence_type: 2 };
    case 'bl':
      return {
        ...common,
        ...address,
        employment_status_code: 3,
        company_name: 'Verma Traders',
        business_registration_type: 1,
        business_current_turnover: 3,
        business_years: 4,
        business_account: 1,
      };
    case 'gl':
      return { ...common, employment_status_code: 1, locality: 'Koramangala', postal_code: '560034' };
    case 'hl':
      return {
        ...common,
        ...address,
        ...salaried,
        property_type: 'ready',
        household_income: 1,
        household_income_consent: true,
      };
  }
}

export type SignedIn = { token: string; appId: number };

/**
 * A signed-in customer set up through the API (login by OTP, journey opened, optionally the profile saved), with
 * the browser holding the same session (the login through the page's own request context left its cookies in the
 * browser): for specs whose subject comes after these steps.
 */
export async function signedInCustomer(
  page: Page,
  product: LoanProduct,
  answers?: ProfileAnswers,
  partner?: string,
): Promise<SignedIn> {
  const { token } = await apiLoginCustomer(page.request, undefined, partner);
  const headers = bearer(token);
  const opened = await page.request.post('/api/applications', { data: { product }, headers });
  expect(opened.ok(), await opened.text()).toBe(true);
  const appId = ((await opened.json()) as { data: { appId: number } }).data.appId;
  if (answers) {
    const saved = await page.request.post(`/api/profile/${product}`, { data: profileInput(product, answers), headers });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.goto('/');
  await page.evaluate(
    ({ appId: id, productType }) => {
      window.localStorage.setItem('saakh.appId', String(id));
      window.localStorage.setItem('saakh.productType', productType);
    },
    { appId, productType: productTypes[product] },
  );
  return { token, appId };
}

/**
 * Selects a lender's offer through the API (by display name or key) and accepts the application's KFS with the OTP,
 * as the KFS page does (issue 30); answers the page the lender's mode continues on.
 */
export async function apiSelectOffer(page: Page, { token, appId }: SignedIn, lender: string): Promise<string> {
  const headers = bearer(token);
  const offers = await page.request.get(`/api/offers/${appId}`, { headers });
  expect(offers.ok(), await offers.text()).toBe(true);
  const list = (
    (await offers.json()) as { data: { offers: { lenderId: number; lenderName: string; lenderKey: string }[] } }
  ).data.offers;
  // By the name customers read ('Kotak Mahindra Bank') or by the key-like name of files ('Kotak_Mahindra').
  const offer = list.find(
    (candidate) => candidate.lenderName === lender || candidate.lenderKey === lender.toLowerCase(),
  );
  expect(offer, `${lender} among the offers`).toBeTruthy();
  const selected = await page.request.post(`/api/offers/${appId}/select`, {
    data: { lender_id: offer?.lenderId },
    headers,
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  const { creditAppId, next } = ((await selected.json()) as { data: { creditAppId: string; next: { path: string } } })
    .data;
  await apiAcceptKfs(page.request, creditAppId, token);
  return next.path;
}
