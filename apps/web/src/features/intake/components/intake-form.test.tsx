import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { intakeFieldsFor } from '@saakh/domain/intake';
import { IntakeForm } from './intake-form';

const CREDIT_APP = '5d0e7c1a-1111-4222-8333-444455556666';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: Record<string, unknown> };

/** The API as the form sees it: the fields call, then the submit call. */
function stubApi(fields: Answer, submit?: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const answer = url.includes('-intake-fields/') ? fields : submit;
    if (!answer) throw new Error(`unexpected call ${url}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const go = vi.fn();
  const startGoldLoan = vi.fn(async () => '/user/gold-loan-detail');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntakeForm
        lenderKey="indifi"
        creditAppId={CREDIT_APP}
        offersPath="/user/business-offers"
        go={go}
        startGoldLoan={startGoldLoan}
      />
    </QueryClientProvider>,
  );
  return { go, startGoldLoan };
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('IntakeForm', { timeout: 30_000 }, () => {
  it('loads, then shows the server’s option lists', async () => {
    stubApi({ status: 200, body: { success: true, data: intakeFieldsFor('en') } });
    renderForm();
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The loading state is visible, not only announced.
    expect(screen.getByText("Loading the lender's form…")).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Loan purpose' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Purpose of the loan/ }));
    expect(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Working capital' }),
    ).toBeInTheDocument();
  });

  it('follows the redirection a failed load carries', async () => {
    stubApi({
      status: 409,
      body: { success: false, message: 'Already sent', redirectionUrl: '/user/business-offers' },
    });
    const { go } = renderForm();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/user/business-offers'));
  });

  it("shows the rejection dialog for 'Rejected', and its yes starts the gold loan", async () => {
    stubApi({ status: 409, body: { success: false, message: 'Rejected', rejected: true } });
    const { go, startGoldLoan } = renderForm();
    expect(await screen.findByText('Unfortunatetly your application has been rejected.')).toBeInTheDocument();
    expect(screen.getByText('Do you want to apply for a Gold Loan?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, apply for a Gold Loan' }));
    expect(startGoldLoan).toHaveBeenCalled();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/user/gold-loan-detail'));
  });

  it('goes to /404 for any other failure', async () => {
    stubApi({ status: 404, body: { success: false, message: 'Not found' } });
    const { go } = renderForm();
    await waitFor(() => expect(go).toHaveBeenCalledWith('/404'));
  });

  it('enables Submit only when complete and consented, sends multipart, and places 422 errors under the fields', async () => {
    const fetchMock = stubApi(
      { status: 200, body: { success: true, data: intakeFieldsFor('en') } },
      {
        status: 422,
        body: {
          success: false,
          message: 'Please correct the highlighted fields',
          errors: { name: ['Business name taken by another applicant'] },
        },
      },
    );
    renderForm();
    await screen.findByRole('heading', { name: 'Loan purpose' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await choose(/^Purpose of the loan/, 'Working capital');
    await choose(/^Gender/, 'Female');
    await choose(/^Marital status/, 'Married');
    type("Father's name", 'Ramesh Verma');
    type("Mother's name", 'Sunita Verma');
    type('Business name', 'Verma Traders');
    type('Date of incorporation', '2015-04-01');
    type('Annual sales turnover (₹)', '5000000');
    await choose(/^Category/, 'Trading');
    await choose(/^Sub-category/, 'Retail trade');
    await choose(/^Nature of business/, 'Proprietorship');
    type('Address line 1', 'Shop 4, Market Road');
    type('Address line 2', 'Near Bus Stand');
    type('Postal code', '41a1001');
    expect(screen.getByLabelText('Postal code')).toHaveValue('411001');
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submit).toBeEnabled());

    await userEvent.click(submit);
    expect(await screen.findByText('Business name taken by another applicant')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe(`/api/indifi-intake/${CREDIT_APP}`);
    expect(init?.body).toBeInstanceOf(FormData);
    const body = init?.body as FormData;
    expect(body.get('subCategory')).toBe('Retail trade');
    expect(body.get('consent')).toBe('true');
    expect(body.get('uan')).toBeNull();
  });

  it('asks a personal-loan customer only about themselves: no business section or field, and sends only those', async () => {
    const fetchMock = stubApi(
      { status: 200, body: { success: true, data: intakeFieldsFor('en', 'personal') } },
      { status: 200, body: { success: true, message: 'Sent', redirectionUrl: '/user/offers' } },
    );
    const { go } = renderForm();
    await screen.findByRole('heading', { name: 'Loan purpose' });
    expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Business Details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Business Address' })).toBeNull();
    expect(screen.queryByLabelText('Date of incorporation')).toBeNull();
    expect(screen.queryByLabelText('Annual sales turnover (₹)')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await choose(/^Purpose of the loan/, 'Medical expenses');
    await choose(/^Gender/, 'Female');
    await choose(/^Marital status/, 'Married');
    type("Father's name", 'Ramesh Verma');
    type("Mother's name", 'Sunita Verma');
    await userEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/user/offers'));
    const body = fetchMock.mock.calls[1][1]?.body as FormData;
    expect([...body.keys()].sort()).toEqual([
      'consent',
      'fathersName',
      'gender',
      'maritalStatus',
      'mothersName',
      'purposeOfLoan',
    ]);
  });
});
