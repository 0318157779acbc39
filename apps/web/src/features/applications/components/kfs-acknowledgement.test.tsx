import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { KfsAcknowledgement } from './kfs-acknowledgement';

const ID = '5d0e7c1a-1111-4222-8333-444455556666';
const VERSION = 'a'.repeat(64);
const SHARE =
  'I agree that Saakh shares my profile and this application with Kotak Mahindra Bank so that Kotak Mahindra Bank can decide on my loan';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
type Call = { url: string; method: string | undefined; body: unknown };

const otpSent: Answer = {
  status: 200,
  body: { success: true, data: { resendAfterSeconds: 30, expiresInSeconds: 300 } },
};

function stubApi(acknowledge: Answer, otp: Answer = otpSent) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      let answer: Answer;
      if (url.endsWith('/kfs/otp')) answer = otp;
      else if (url.endsWith('/kfs/acknowledge')) answer = acknowledge;
      else answer = { status: 200, body: { success: true, data: {} } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KfsAcknowledgement creditAppId={ID} version={VERSION} lenderName="Kotak Mahindra Bank" />
    </QueryClientProvider>,
  );
}

async function sendAndType(otp: string, share = true) {
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByRole('status')).toHaveTextContent('OTP sent to your registered mobile number.');
  expect(screen.getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
  const field = screen.getByLabelText('OTP');
  expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(field, otp);
  const sharing = screen.getByRole('checkbox', { name: SHARE });
  expect(sharing).not.toBeChecked();
  if (share) await userEvent.click(sharing);
  await userEvent.click(screen.getByRole('button', { name: 'I have read and accept the Key Facts Statement' }));
}

describe('KfsAcknowledgement', () => {
  it('sends the OTP, then posts the version read and the OTP typed', async () => {
    const calls = stubApi({
      status: 200,
      body: { success: true, data: { kfs: {}, version: VERSION, acknowledgedAt: '2026-11-28T10:00:00.000Z' } },
    });
    renderForm();
    await sendAndType('123456');
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/kfs/acknowledge'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/kfs/otp'))).toMatchObject({
      url: `/api/applications/${ID}/kfs/otp`,
      method: 'POST',
    });
    expect(calls.find((call) => call.url.endsWith('/kfs/acknowledge'))).toEqual({
      url: `/api/applications/${ID}/kfs/acknowledge`,
      method: 'POST',
      body: { version: VERSION, otp: '123456', share_with_lender: true },
    });
  });

  it('asks for the consent to share with the lender, unticked, on its checkbox before posting', async () => {
    const calls = stubApi({ status: 200, body: { success: true, data: {} } });
    renderForm();
    await sendAndType('123456', false);
    const error = await screen.findByText('Agree to share your application with the lender to send it');
    expect(error).toHaveAttribute('role', 'alert');
    const sharing = screen.getByRole('checkbox', { name: SHARE });
    expect(sharing).toHaveAttribute('aria-invalid', 'true');
    expect(sharing).toHaveAttribute('aria-describedby', error.id);
    expect(calls.some((call) => call.url.endsWith('/kfs/acknowledge'))).toBe(false);
  });

  it('asks to wait when an OTP went to the number moments ago, counting down on the button', async () => {
    stubApi(
      { status: 200, body: { success: true, data: {} } },
      { status: 429, body: { success: false, message: 'Please wait before asking for another OTP', retryAfter: 20 } },
    );
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking for another OTP');
    expect(screen.getByRole('button', { name: /^Send OTP in (20|19) s$/ })).toBeDisabled();
  });

  it('checks the OTP has six digits before posting it', async () => {
    const calls = stubApi({ status: 200, body: { success: true, data: {} } });
    renderForm();
    await sendAndType('123');
    expect(await screen.findByText('Enter 6 digits OTP')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/kfs/acknowledge'))).toBe(false);
  });

  it('shows a wrong OTP on the field', async () => {
    stubApi({
      status: 422,
      body: { success: false, message: 'Please check the details', errors: { otp: ['The OTP is not correct'] } },
    });
    renderForm();
    await sendAndType('654321');
    expect(await screen.findByText('The OTP is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('OTP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the KFS changed and that the new one is on the page to read', async () => {
    stubApi({
      status: 409,
      body: {
        success: false,
        message: 'The Key Facts Statement has changed since you opened it. Please read the new one before accepting it',
      },
    });
    renderForm();
    await sendAndType('123456');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('has changed since you opened it');
    expect(alert).toHaveTextContent('We have loaded the new Key Facts Statement above');
    expect(screen.getByLabelText('OTP')).toHaveValue('');
  });
});
