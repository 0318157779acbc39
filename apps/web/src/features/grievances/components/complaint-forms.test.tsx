import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Grievance } from '@saakh/domain/grievances';
import { initTestI18n } from '@/testing/test-i18n';
import { ComplaintByMobileForm } from './complaint-by-mobile-form';
import { ComplaintForm, type ComplaintApplication } from './complaint-form';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filed: Grievance = {
  reference: 'GR-7K3P9Q',
  category: 'charges',
  lenderName: 'Acme Finance',
  applicationReference: 'SK-7K3P9Q',
  description: 'A fee I was never told about.',
  status: 'open',
  filedAt: '2026-11-28T10:00:00.000Z',
  dueOn: '2026-12-28',
  answer: null,
  answeredAt: null,
  ombudsmanOpen: false,
  events: [{ kind: 'filed', text: null, at: '2026-11-28T10:00:00.000Z' }],
};

const applications: ComplaintApplication[] = [
  {
    creditAppId: '5d0e8f3a-1b2c-4d5e-8f90-123456789abc',
    reference: 'SK-7K3P9Q',
    lenderId: 7,
    lenderName: 'Acme Finance',
  },
  {
    creditAppId: '6e1f9a4b-2c3d-4e5f-9a01-23456789abcd',
    reference: 'SK-M2N4P6',
    lenderId: 9,
    lenderName: 'Bharat Credit',
  },
];

type Answer = { status: number; body: unknown };

/** Answers each call by its path; records what was sent. */
function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const answer = answers[String(input)] ?? { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === path)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function type(label: RegExp, text: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

// MUI inputs in jsdom are slow on a busy machine.
describe('ComplaintForm (signed in)', { timeout: 30_000 }, () => {
  it('posts the category, the application and its lender, and the description, and hands on the complaint', async () => {
    const sent = stubApi({ '/api/grievances': { status: 200, body: { success: true, data: filed } } });
    const onFiled = vi.fn();
    wrap(<ComplaintForm applications={applications} onFiled={onFiled} />);
    await choose(/What is your complaint about/, 'Fees and charges');
    await choose(/Application/, 'SK-7K3P9Q · Acme Finance');
    // The application names its lender.
    expect(screen.getByRole('combobox', { name: /Lender/ })).toHaveTextContent('Acme Finance');
    await type(/What happened/, 'A fee I was never told about.');
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    await waitFor(() => expect(onFiled).toHaveBeenCalledWith(filed));
    expect(sent('/api/grievances')).toEqual([
      {
        category: 'charges',
        lenderId: 7,
        applicationId: '5d0e8f3a-1b2c-4d5e-8f90-123456789abc',
        description: 'A fee I was never told about.',
      },
    ]);
  });

  it('sends neither lender nor application when none is chosen', async () => {
    const sent = stubApi({ '/api/grievances': { status: 200, body: { success: true, data: filed } } });
    wrap(<ComplaintForm applications={[]} onFiled={vi.fn()} />);
    await choose(/What is your complaint about/, 'A problem with the website');
    await type(/What happened/, 'The page froze on the offers.');
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    await waitFor(() => expect(sent('/api/grievances')).toHaveLength(1));
    expect(sent('/api/grievances')[0]).toEqual({
      category: 'app_problem',
      description: 'The page froze on the offers.',
    });
  });

  it('shows the rules under the fields before sending anything, and the server’s field errors after', async () => {
    const sent = stubApi({
      '/api/grievances': {
        status: 422,
        body: {
          success: false,
          message: 'Please correct the form',
          errors: { applicationId: ['The application is not with the lender you chose'] },
        },
      },
    });
    wrap(<ComplaintForm applications={applications} onFiled={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    expect(await screen.findByText('Choose what your complaint is about')).toBeInTheDocument();
    expect(screen.getByText('Tell us what happened in at least 10 characters')).toBeInTheDocument();
    expect(sent('/api/grievances')).toEqual([]);

    await choose(/What is your complaint about/, 'Something else');
    await choose(/Application/, 'SK-M2N4P6 · Bharat Credit');
    await type(/What happened/, 'Nobody called me back.');
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    expect(await screen.findByText('The application is not with the lender you chose')).toBeInTheDocument();
  });
});

describe('ComplaintByMobileForm (not signed in)', { timeout: 30_000 }, () => {
  it('sends the OTP for the mobile, then posts mobile, OTP, name, category and description', async () => {
    const sent = stubApi({
      '/api/grievances/otp': { status: 200, body: { success: true, message: 'We have sent an OTP', data: null } },
      '/api/grievances/by-mobile': { status: 200, body: { success: true, data: filed } },
    });
    const onFiled = vi.fn();
    wrap(<ComplaintByMobileForm onFiled={onFiled} />);
    await type(/Mobile number/, '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('We have sent an OTP')).toBeInTheDocument();
    expect(sent('/api/grievances/otp')).toEqual([{ mobile: '9876543210' }]);

    await type(/^OTP/, '123456');
    await type(/Your name/, 'Asha Verma');
    await choose(/What is your complaint about/, 'Recovery or collection');
    await type(/What happened/, 'An agent called me at midnight.');
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    await waitFor(() => expect(onFiled).toHaveBeenCalledWith(filed));
    expect(sent('/api/grievances/by-mobile')).toEqual([
      {
        mobile: '9876543210',
        otp: '123456',
        name: 'Asha Verma',
        category: 'recovery',
        description: 'An agent called me at midnight.',
      },
    ]);
  });

  it('refuses to send an OTP to a number that is not a mobile, and shows a wrong OTP under its field', async () => {
    const sent = stubApi({
      '/api/grievances/otp': { status: 200, body: { success: true, data: null } },
      '/api/grievances/by-mobile': {
        status: 422,
        body: { success: false, message: 'Please correct the form', errors: { otp: ['The OTP is wrong'] } },
      },
    });
    wrap(<ComplaintByMobileForm onFiled={vi.fn()} />);
    await type(/Mobile number/, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('textbox', { name: /Mobile number/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent('/api/grievances/otp')).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: /Mobile number/ }));
    await type(/Mobile number/, '9876543210');
    await type(/^OTP/, '654321');
    await choose(/What is your complaint about/, 'Something else');
    await type(/What happened/, 'I was charged twice for nothing.');
    await userEvent.click(screen.getByRole('button', { name: 'Register complaint' }));
    expect(await screen.findByText('The OTP is wrong')).toBeInTheDocument();
    // An optional name left blank is not sent.
    expect(sent('/api/grievances/by-mobile')[0]).not.toHaveProperty('name');
  });
});
