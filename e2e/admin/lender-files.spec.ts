/**
 * Lender files (admin spec §2.6, §5): the Application Status File screen end to end (the upload box's rules, the
 * check's progress and preview, apply with skipped errors, the history and its 'Aplication Status' dialog, and the
 * customer's timeline), the MIS exception queue, and the commission variance. The applications come from real
 * customers made through the API; the files are real spreadsheets.
 */
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApplicationDetail } from '@saakh/domain/applications';
import type { IngestFile, IngestKind } from '@saakh/domain/ingestion';
import type { CommissionVariance } from '@saakh/domain/reconciliation';
import { formatRupees } from '@saakh/domain/money';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, apiLoginCustomer, bearer, uniqueMobile } from '../support/api';
import { holdRequests } from '../support/navigation';
import { expect, test } from '../support/test';
import { apiSelectOffer, profileInput, signedInCustomer, type ProfileAnswers, type SignedIn } from '../customer/steps';

/** A 'submit'-mode personal-loan lender of the demo seed, paying 1.25 % of the disbursed amount (its revenue slab). */
const LENDER = 'Kotak_Mahindra';
/** How customers see that lender: by its display name, never its key (issue 13). */
const LENDER_SHOWN = 'Kotak Mahindra Bank';
const ANSWERS: ProfileAnswers = { amount: '300000', income: '60000' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | null;
type UploadFile = { name: string; mimeType: string; buffer: Buffer };
type Envelope<T> = { success: boolean; message?: string; data: T };
type Submitted = SignedIn & { creditAppId: string };

let counter = 0;
/** A file name no other test (or project, or retry) of this run uses. */
function uniqueName(prefix: string, extension: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}.${extension}`;
}

/** Today in India as the sheets write it (DD/MM/YYYY) and as the API answers it (YYYY-MM-DD). */
function todayInIndia(): { sheet: string; iso: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const [year, month, day] = iso.split('-');
  return { sheet: `${day}/${month}/${year}`, iso };
}

/** The first sheet of a real .xlsx: a header row, then the rows. */
async function xlsxFile(name: string, header: string[], rows: Cell[][]): Promise<UploadFile> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, mimeType: XLSX_TYPE, buffer };
}

function csvFile(name: string, header: string[], rows: Cell[][]): UploadFile {
  const text = [header, ...rows].map((row) => row.map((cell) => cell ?? '').join(',')).join('\n');
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${text}\n`) };
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** A customer's personal-loan application sent to the lender (status 'submitted'), optionally with a given PAN. */
async function submittedApplication(page: Page, options: { mobile?: string; pan?: string } = {}): Promise<Submitted> {
  let signedIn: SignedIn;
  if (options.mobile || options.pan) {
    // The MIS test needs the customer's mobile and PAN; the browser session is not used.
    const { token } = await apiLoginCustomer(page.request, options.mobile ?? uniqueMobile());
    const opened = await page.request.post('/api/applications', { data: { product: 'pl' }, headers: bearer(token) });
    const { appId } = await dataOf<{ appId: number }>(opened, 'open application');
    const profile = { ...profileInput('pl', ANSWERS), ...(options.pan ? { pan: options.pan } : {}) };
    await dataOf(await page.request.post('/api/profile/pl', { data: profile, headers: bearer(token) }), 'profile');
    signedIn = { token, appId };
  } else {
    signedIn = await signedInCustomer(page, 'pl', ANSWERS);
  }
  const next = await apiSelectOffer(page, signedIn, LENDER);
  const creditAppId = new URL(next, 'http://localhost').searchParams.get('creditAppId') ?? '';
  expect(creditAppId, `lender-submit path ${next}`).toMatch(/^[0-9a-f-]{36}$/);
  const submitted = await page.request.post(`/api/applications/${creditAppId}/submit`, {
    data: { consent: true },
    headers: bearer(signedIn.token),
  });
  expect((await dataOf<ApplicationDetail>(submitted, 'submit')).status).toBe('submitted');
  return { ...signedIn, creditAppId };
}

async function customerApplication(page: Page, { token, creditAppId }: Submitted): Promise<ApplicationDetail> {
  const response = await page.request.get(`/api/applications/${creditAppId}`, { headers: bearer(token) });
  return dataOf<ApplicationDetail>(response, 'read application');
}

/** Admin calls through their own request context (the admin's bearer token), beside the browser's sessions. */
class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async login(request: APIRequestContext): Promise<AdminApi> {
    return new AdminApi(request, (await apiLoginAdmin(request)).token);
  }

  async upload(kind: IngestKind, file: UploadFile): Promise<IngestFile> {
    const url = kind === 'status' ? '/api/upload-application-status-file' : `/api/ingest-files/${kind}`;
    const response = await this.request.post(url, { multipart: { image_name: file }, headers: bearer(this.token) });
    return dataOf<IngestFile>(response, `upload ${file.name}`);
  }

  async file(id: number): Promise<IngestFile> {
    return dataOf<IngestFile>(
      await this.request.get(`/api/ingest-files/${id}`, { headers: bearer(this.token) }),
      'file',
    );
  }

  /** Waits for the background job to leave the file at a stage (checked: 'ready'; applied: 'applied'). */
  async waitForStage(id: number, stage: IngestFile['stage']): Promise<IngestFile> {
    await expect.poll(async () => (await this.file(id)).stage, { timeout: 20_000 }).toBe(stage);
    return this.file(id);
  }

  apply(id: number, choices: { skip_errors?: boolean; confirm_duplicate?: boolean }) {
    return this.request.post(`/api/ingest-files/${id}/apply`, { data: choices, headers: bearer(this.token) });
  }

  /** Uploads, checks and applies a status file without errors, as a lender's file would move the applications. */
  async applyStatusFile(rows: Cell[][]): Promise<IngestFile> {
    const file = await this.upload('status', csvFile(uniqueName('status-api', 'csv'), statusHeader, rows));
    const checked = await this.waitForStage(file.id, 'ready');
    expect(checked.errors).toEqual([]);
    await dataOf(await this.apply(file.id, {}), 'apply status file');
    const applied = await this.waitForStage(file.id, 'applied');
    expect(applied.status).toBe('completed');
    return applied;
  }

  async statusFileCount(): Promise<number> {
    const response = await this.request.get('/api/get-application-status-files-list', {
      params: { page: 1, pageSize: 5 },
      headers: bearer(this.token),
    });
    return (await dataOf<{ total: number }>(response, 'status files')).total;
  }

  async variance(month: string): Promise<CommissionVariance> {
    const response = await this.request.get('/api/commission/variance', {
      params: { from: month, to: month },
      headers: bearer(this.token),
    });
    return dataOf<CommissionVariance>(response, 'commission variance');
  }
}

const statusHeader = ['application_id', 'status', 'lender_reference', 'disbursed_amount', 'disbursed_on', 'remarks'];
const misHeader = [
  'lender',
  'lender_reference',
  'application_id',
  'customer_name',
  'mobile',
  'pan',
  'loan_amount',
  'disbursed_amount',
  'disbursal_date',
  'utr',
  'product',
];
const commissionHeader = [
  'lender',
  'lender_reference',
  'application_id',
  'disbursed_amount',
  'commission_amount',
  'gst',
  'tds',
  'payout_date',
  'utr',
];

/** An individual's PAN (fourth letter P) no other customer of the run has, so only this customer shares it. */
function uniquePan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const seed = Date.now() + counter++;
  const letter = (shift: number) => letters[Math.floor(seed / 26 ** shift) % 26];
  return `${letter(3)}${letter(2)}${letter(1)}P${letter(0)}${String(seed % 10_000).padStart(4, '0')}Z`;
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

test.describe('Application Status File screen', () => {
  test('uploads a status file, previews it, applies it skipping errors, and the customer sees the update', async ({
    page,
    request,
  }) => {
    // Two customers, a lender file checked and applied by background jobs, paging and an axe scan: more than the
    // default 30 s on a busy 2-core runner.
    test.slow();
    const admin = await AdminApi.login(request);
    const failing = await submittedApplication(page);
    // Made last, so the browser keeps this customer's session for the timeline at the end.
    const approved = await submittedApplication(page);
    const remarks = `Documents verified ${Date.now().toString(36)}`;
    const fileName = uniqueName('status', 'xlsx');
    const statusXlsx = await xlsxFile(fileName, statusHeader, [
      [approved.creditAppId, 'Approved', 'KMBL-PL-000123', null, null, remarks],
      [failing.creditAppId, 'maybe', null, null, null, null],
    ]);

    // More files than one page of the history holds (5 rows by default): small ones, sent through the API.
    for (let index = 0; index < 5; index += 1) {
      await admin.upload(
        'status',
        csvFile(uniqueName('paging', 'csv'), ['application_id', 'status'], [[crypto.randomUUID(), 'approved']]),
      );
    }

    await loginAdminInBrowser(page, '/admin/application-status-file');
    await expect(page.getByRole('heading', { name: 'Application Status File', level: 1 })).toBeVisible();

    // The upload box: disabled without a file; a .pdf is refused and clears the choice (spec §5).
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    const input = page.getByTestId('lender-file-input-status');
    const chosen = page.getByTestId('file-upload-chosen');
    await expect(upload).toBeDisabled();
    await input.setInputFiles(statusXlsx);
    await expect(chosen).toContainText(fileName);
    await expect(upload).toBeEnabled();
    await input.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid file type' })).toBeVisible();
    await expect(chosen).toBeHidden();
    await expect(upload).toBeDisabled();
    await input.setInputFiles([]);
    await expect(page.getByRole('alert').filter({ hasText: 'No file selected' })).toBeVisible();

    // A real .xlsx: the Upload button loads while it goes; the server answers at once and checks the file in the
    // background, the screen showing the check's progress (the file's reads are held until that has been seen).
    await input.setInputFiles(statusXlsx);
    await expect(page.getByRole('alert').filter({ hasText: /Invalid file type|No file selected/ })).toBeHidden();
    const releaseUpload = await holdRequests(page, /\/api\/upload-application-status-file$/);
    const releaseReads = await holdRequests(page, /\/api\/ingest-files\/\d+$/);
    await upload.click();
    await expect(upload).toBeDisabled();
    await expect(upload.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Uploading… \d+%$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    releaseUpload();
    await expect(toast(page, 'File received: it is being checked.')).toBeVisible();
    const current = page.getByTestId('ingest-current-file');
    await expect(current.getByRole('heading', { name: fileName })).toBeVisible();
    await expect(current.getByRole('progressbar', { name: 'Checking the file' })).toBeVisible();
    await expect(current.getByTestId('ingest-progress').getByRole('status')).toContainText('Checking the file:');
    // On success the choice is cleared and the history read again.
    await expect(chosen).toBeHidden();
    await expect(upload).toBeDisabled();
    const history = page.getByRole('table', { name: 'Uploaded status files' });
    const row = history.getByRole('row').filter({ hasText: fileName });
    await expect(row).toBeVisible();
    releaseReads();

    // The preview: what each row would do and the row's error, in the spec's `Row N: column: message` form.
    const preview = current.getByTestId('ingest-preview');
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect(current.getByTestId('ingest-progress')).toBeHidden();
    await expect(current.getByText('Checked – waiting to apply')).toBeVisible();
    const outcomes = preview.getByRole('list', { name: 'Rows by outcome' });
    const outcome = (label: string) => outcomes.getByRole('listitem').filter({ hasText: label });
    await expect(outcome('Status changes').getByRole('paragraph').first()).toHaveText('1');
    await expect(outcome('Details only').getByRole('paragraph').first()).toHaveText('0');
    await expect(outcome('Already up to date').getByRole('paragraph').first()).toHaveText('0');
    await expect(outcome('Errors').getByRole('paragraph').first()).toHaveText('1');
    await expect(preview.getByRole('heading', { name: '1 row has an error' })).toBeVisible();
    await expect(preview.getByText(/^Row 3: status: Unknown status/)).toBeVisible();
    await expect(preview.getByRole('region', { name: 'Status changes: first rows' })).toContainText(
      approved.creditAppId,
    );

    // Apply is blocked until the rows with errors are skipped; the server refuses the same request.
    const apply = preview.getByRole('button', { name: 'Apply', exact: true });
    await expect(apply).toBeDisabled();
    await expect(preview.getByText('Tick “Skip” to apply the rows without errors')).toBeVisible();
    await expectNoA11yViolations(page);
    const fileId = Number(new URL(page.url()).searchParams.get('file'));
    expect(fileId).toBeGreaterThan(0);
    const refused = await admin.apply(fileId, { skip_errors: false });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Some rows have errors: fix the file, or apply it skipping those rows',
    );

    await preview.getByRole('checkbox', { name: 'Skip the row with an error and apply the rest' }).check();
    await expect(apply).toBeEnabled();
    await apply.click();
    const confirm = page.getByRole('dialog', { name: 'Apply this file?' });
    await expect(confirm).toContainText('1 application will change.');
    await expect(confirm).toContainText('Status changes: 1');
    await expect(confirm).toContainText('1 row with an error will be skipped.');
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(current.getByText('Applied: 1 row updated. 1 row with an error was skipped.')).toBeVisible({
      timeout: 20_000,
    });

    // The history: the file completed with errors, one row updated, its errors one click away.
    await expect(history.getByRole('columnheader')).toHaveText([
      'Date',
      'File Name',
      'Status',
      'Rows Updated',
      'Error',
      'Actions',
    ]);
    await expect(row.getByTestId('ingest-status')).toHaveText('Completed with errors');
    await expect(row.getByRole('cell').nth(2)).toHaveText('1');
    await row.getByRole('button', { name: `Show 1 error of ${fileName}` }).click();
    const errors = page.getByRole('dialog', { name: 'Aplication Status' });
    await expect(errors.getByTestId('ingest-errors-count')).toHaveText('1 row has an error');
    await expect(errors.getByRole('list', { name: 'Errors, one per problem' })).toContainText(
      'Row 3: status: Unknown status',
    );
    await errors.getByRole('button', { name: 'Close' }).click();
    await expect(errors).toBeHidden();

    // Paging: 5 rows by default, then 10 or 20, with previous and next.
    const total = await admin.statusFileCount();
    expect(total).toBeGreaterThan(5);
    const bodyRows = history.locator('tbody tr');
    const pageSize = page.getByRole('combobox', { name: /Rows per page/ });
    await expect(pageSize).toHaveText('5');
    await expect(bodyRows).toHaveCount(5);
    await expect(page.getByText(`1–5 of ${total}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`)).toBeVisible();
    await expect(bodyRows).toHaveCount(Math.min(5, total - 5));
    await expect(row).toBeHidden();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`1–5 of ${total}`)).toBeVisible();
    await pageSize.click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '20']);
    await page.getByRole('option', { name: '10' }).click();
    await expect(bodyRows).toHaveCount(Math.min(10, total));
    await expect(page.getByText(`1–${Math.min(10, total)} of ${total}`)).toBeVisible();
    await pageSize.click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(bodyRows).toHaveCount(Math.min(20, total));

    // The customer's own applications: the lender's update, at once; its remarks and reference in the API answer.
    const detail = await customerApplication(page, approved);
    expect(detail.status).toBe('approved');
    expect(detail.lenderReference).toBe('KMBL-PL-000123');
    expect(detail.history.at(-1)).toMatchObject({ status: 'approved', source: 'lender_file', note: remarks });
    expect((await customerApplication(page, failing)).status).toBe('submitted');
    await page.goto('/user/offers');
    const applications = page.getByTestId('applications-table');
    await expect(applications.getByRole('row').filter({ hasText: LENDER_SHOWN })).toContainText('Approved');
    await applications.getByRole('button', { name: `Timeline of the application to ${LENDER_SHOWN}` }).click();
    const timeline = page.getByRole('dialog').getByTestId('application-timeline');
    await expect(timeline.getByRole('listitem').last()).toContainText('Approved');
    await expect(timeline.getByRole('listitem').last()).toContainText('Updated by the lender');
  });

  test('the customer sees the remarks the lender wrote with the status', async ({ page, request }) => {
    const admin = await AdminApi.login(request);
    const application = await submittedApplication(page);
    const remarks = `Sanction letter sent ${Date.now().toString(36)}`;
    await admin.applyStatusFile([[application.creditAppId, 'approved', null, null, null, remarks]]);
    const detail = await customerApplication(page, application);
    expect(detail.history.at(-1)).toMatchObject({ status: 'approved', source: 'lender_file', note: remarks });

    await page.goto('/user/offers');
    await page.getByRole('button', { name: `Timeline of the application to ${LENDER_SHOWN}` }).click();
    const latest = page.getByRole('dialog').getByTestId('application-timeline').getByRole('listitem').last();
    await expect(latest).toContainText('Approved');
    await expect(latest).toContainText(remarks);
  });
});

test.describe('MIS upload', () => {
  test('a row matching only by mobile and PAN waits in the queue; confirming it disburses the application', async ({
    page,
  }) => {
    // A customer made through the API and files checked and applied by background jobs, on a busy 2-core runner.
    test.slow();
    const mobile = uniqueMobile();
    const pan = uniquePan();
    const application = await submittedApplication(page, { mobile, pan });
    const today = todayInIndia();
    const fileName = uniqueName('mis', 'xlsx');
    // No application id and no lender reference: only the mobile and the PAN (with amount and date) point to it.
    const mis = await xlsxFile(fileName, misHeader, [
      ['Kotak Mahindra', null, null, 'Asha Verma', `+91 ${mobile}`, pan, 300000, 295000, today.sheet, 'UTR123', 'pl'],
    ]);

    await loginAdminInBrowser(page, '/admin/mis-upload');
    await expect(page.getByRole('heading', { name: 'MIS Upload', level: 1 })).toBeVisible();
    await page.getByTestId('lender-file-input-mis').setInputFiles(mis);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const preview = page.getByTestId('ingest-preview');
    await expect(preview).toBeVisible({ timeout: 20_000 });
    const outcomes = preview.getByRole('list', { name: 'Rows by outcome' });
    await expect(
      outcomes
        .getByRole('listitem')
        .filter({ hasText: /^Probable/ })
        .getByRole('paragraph')
        .first(),
    ).toHaveText('1');
    await expect(
      outcomes
        .getByRole('listitem')
        .filter({ hasText: /^Matched/ })
        .getByRole('paragraph')
        .first(),
    ).toHaveText('0');
    await expect(preview.getByRole('region', { name: 'Probable: first rows' })).toContainText(application.creditAppId);

    await preview.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply this file?' });
    await expect(confirm).toContainText('1 row will be recorded');
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByTestId('ingest-current-file').getByTestId('ingest-status')).toHaveText('Completed', {
      timeout: 20_000,
    });
    // A probable row disburses nothing by itself.
    expect((await customerApplication(page, application)).status).toBe('submitted');

    // The exception queue: the row, its score and the suggested application; the admin confirms the match.
    const queue = page.getByRole('table', { name: 'MIS exceptions' });
    const row = queue.getByRole('row').filter({ hasText: fileName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Probable');
    await expect(row).toContainText('65 / 100');
    await expect(row).toContainText(application.creditAppId);
    await row.getByRole('button', { name: `Confirm the match: row 2 of ${fileName}` }).click();
    const decide = page.getByRole('dialog', { name: 'Confirm the match?' });
    await expect(decide).toContainText(`will be recorded against application ${application.creditAppId}`);
    await decide.getByRole('button', { name: 'Confirm match' }).click();
    await expect(toast(page, 'The row was resolved')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Resolved' }).click();
    await expect(row).toContainText('Confirmed');

    const detail = await customerApplication(page, application);
    expect(detail).toMatchObject({ status: 'disbursed', disbursedAmount: 295000, disbursedOn: today.iso });
  });
});

test.describe('Commission upload', () => {
  test('a statement paying less than expected shows a negative variance for the lender and month', async ({
    page,
    request,
  }) => {
    // A customer made through the API and files checked and applied by background jobs, on a busy 2-core runner.
    test.slow();
    const admin = await AdminApi.login(request);
    const application = await submittedApplication(page);
    const today = todayInIndia();
    const month = today.iso.slice(0, 7);
    const lenderLine = async () => (await admin.variance(month)).rows.find((line) => line.lender_name === LENDER);
    const expectedBefore = (await lenderLine())?.expected ?? 0;
    // The lender disburses it: approved, then disbursed, through status files applied by the API.
    await admin.applyStatusFile([[application.creditAppId, 'approved', null, null, null, null]]);
    await admin.applyStatusFile([[application.creditAppId, 'disbursed', null, '300000', today.sheet, null]]);
    expect((await customerApplication(page, application)).status).toBe('disbursed');

    // Expected for it: 1.25 % of ₹3,00,000 = ₹3,750, priced when the disbursal's event is handled (just after the
    // file is applied, in the background). The lender pays ₹3,000.
    await expect.poll(async () => (await lenderLine())?.expected).toBe(expectedBefore + 3750);
    const before = await lenderLine();
    const fileName = uniqueName('commission', 'xlsx');
    const statement = await xlsxFile(fileName, commissionHeader, [
      [LENDER, null, application.creditAppId, 300000, 3000, 540, 300, today.sheet, 'UTR-COMM-1'],
    ]);

    await loginAdminInBrowser(page, '/admin/commission-upload-file');
    await expect(page.getByRole('heading', { name: 'Commission Upload', level: 1 })).toBeVisible();
    await page.getByTestId('lender-file-input-commission').setInputFiles(statement);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const preview = page.getByTestId('ingest-preview');
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expect(
      preview
        .getByRole('list', { name: 'Rows by outcome' })
        .getByRole('listitem')
        .filter({ hasText: /^Matched/ }),
    ).toContainText('1');
    await preview.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply this file?' });
    await expect(confirm).toContainText('1 commission line will be recorded.');
    await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByTestId('ingest-current-file').getByTestId('ingest-status')).toHaveText('Completed', {
      timeout: 20_000,
    });

    const after = await lenderLine();
    expect(after?.received).toBe((before?.received ?? 0) + 3000);
    expect(after?.expected).toBe(before?.expected);
    expect(after?.variance).toBeLessThan(0);

    const table = page.getByRole('table', { name: 'Commission by lender and month' });
    const monthLabel = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-01T00:00:00Z`),
    );
    const row = table.getByRole('row').filter({ hasText: LENDER }).filter({ hasText: monthLabel });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').last()).toHaveText(`${formatRupees(after?.variance ?? 0)} (short paid)`);
    await expect(row.getByRole('cell').nth(4)).toHaveText(formatRupees(after?.received ?? 0));
  });
});
