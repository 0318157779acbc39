import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { OtpLoginForm } from './otp-login-form';

const MOBILE = '9812345670';
const TERMS = /^I have read and agree to the Terms of Use and the Privacy Notice/;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { url: string; body: unknown };

function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/otp/send'))
        return Response.json({ success: true, data: { resendAfterSeconds: 30, expiresInSeconds: 300 } });
      return Response.json({
        success: true,
        data: {
          token: 't',
          user: { userId: 1, firstName: null, lastName: null, languageId: null, phoneNumber: MOBILE },
        },
      });
    }),
  );
  return calls;
}

function renderForm(onLoggedIn = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OtpLoginForm onLoggedIn={onLoggedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function reachOtpStep(onLoggedIn = vi.fn()) {
  renderForm(onLoggedIn);
  await userEvent.type(screen.getByLabelText(/Mobile number/), MOBILE);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await userEvent.type(await screen.findByLabelText('OTP'), '123456');
}

const verifyBody = (calls: Call[]) => calls.find((call) => call.url.endsWith('/otp/verify'))?.body;

describe('OtpLoginForm', () => {
  it('refuses a number that is not a mobile number, says why under it, and sends nothing', async () => {
    const calls = stubApi();
    renderForm();
    const mobile = screen.getByLabelText(/Mobile number/);
    await userEvent.type(mobile, '58123');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid 10 digit mobile number')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    expect(calls).toEqual([]);
    // The message goes as soon as the number is right.
    await userEvent.clear(mobile);
    await userEvent.type(mobile, MOBILE);
    expect(screen.queryByText('Please enter a valid 10 digit mobile number')).not.toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's refusal of the number under it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          { success: false, message: 'Invalid input', errors: { mobile: ['mobileInvalid'] } },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText(/Mobile number/), MOBILE);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid 10 digit mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('keeps Send busy while the OTP goes out, so a second tap sends nothing', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const mobile = screen.getByLabelText(/Mobile number/);
    await userEvent.type(mobile, MOBILE);
    const send = screen.getByRole('button', { name: 'Send OTP' });
    await userEvent.click(send);
    expect(send).toBeDisabled();
    // Enter in the field submits the form again, unless its Send button is disabled.
    await userEvent.type(mobile, '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(Response.json({ success: true, data: { resendAfterSeconds: 30, expiresInSeconds: 300 } }));
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
  });

  it('sends the number, and Change number brings it back', async () => {
    const calls = stubApi();
    renderForm();
    await userEvent.type(screen.getByLabelText(/Mobile number/), MOBILE);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByText(`Enter the OTP sent to ${MOBILE}`)).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ mobile: MOBILE }]);
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue(MOBILE);
  });

  it('shows the terms and each marketing channel as its own checkbox, none ticked', async () => {
    stubApi();
    await reachOtpStep();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: TERMS })).toBeRequired();
    for (const name of [
      'Send me offers and reminders by SMS',
      'Send me offers and reminders on WhatsApp',
      'Send me offers and reminders by e-mail',
    ])
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy-policy#privacy-notice',
    );
  });

  it('refuses without the terms, saying so on their checkbox, and posts nothing', async () => {
    const calls = stubApi();
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Please accept the terms to continue');
    expect(screen.getByRole('checkbox', { name: TERMS })).toHaveAttribute('aria-describedby', error.id);
    expect(verifyBody(calls)).toBeUndefined();
  });

  it('sends the terms and only the marketing channels ticked', async () => {
    const calls = stubApi();
    const onLoggedIn = vi.fn();
    await reachOtpStep(onLoggedIn);
    await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me offers and reminders by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(verifyBody(calls)).toEqual({
      mobile: MOBILE,
      otp: '123456',
      consent: true,
      marketing_sms: true,
      marketing_whatsapp: false,
      marketing_email: false,
    });
  });
});
