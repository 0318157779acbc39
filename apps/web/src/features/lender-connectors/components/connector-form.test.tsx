import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderConnector } from '@saakh/domain/lender-connectors';
import { toast } from '@/lib/toast';
import { renderWithApp } from '@/testing/render-with-app';
import { initTestI18n } from '@/testing/test-i18n';
import { ConnectorForm } from './connector-form';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const stored = (overrides: Partial<LenderConnector> = {}): LenderConnector => ({
  lenderId: 7,
  sendMode: 'api',
  autosubmission: true,
  endpointUrl: 'https://api.lender.example',
  authKind: 'hmac',
  keyId: 'saakh-key',
  secretHint: 'abcd',
  tokenUrl: null,
  fieldMap: { 'applicant.pan': 'customer.pan_number' },
  timeoutMs: 10_000,
  maxAttempts: 5,
  webhooks: true,
  webhookSecretHint: 'wxyz',
  webhookPath: '/api/lender-hooks/7',
  pollMinutes: null,
  lastPolledAt: null,
  updatedAt: '2026-11-29T09:00:00.000Z',
  ...overrides,
});

type Answer = { status: number; body: Record<string, unknown> };

function show(connector: LenderConnector | null, answer?: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'PUT') {
      const reply = answer ?? {
        status: 200,
        body: { success: true, message: 'Connection saved', data: { ...stored(), ...JSON.parse(String(init.body)) } },
      };
      return Response.json(reply.body, { status: reply.status });
    }
    return Response.json({ success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<ConnectorForm lenderId={7} connector={connector} />);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof show>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save the connection' }));

describe('ConnectorForm', { timeout: 30_000 }, () => {
  it('shows each rule of an API connector under its field and sends nothing until they hold', async () => {
    const fetchMock = show(null);
    await userEvent.click(screen.getByRole('radio', { name: 'By the lender’s API' }));
    await userEvent.clear(screen.getByTestId('connector-timeoutMs'));
    await userEvent.type(screen.getByTestId('connector-timeoutMs'), '500');
    await save();
    expect(await screen.findByText('Enter the lender’s address')).toBeInTheDocument();
    expect(screen.getByText('Choose how Saakh signs in to the lender')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1000 to 30000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(puts(fetchMock)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Lender’s API address/ }), 'ftp://lender.example');
    await userEvent.selectOptions(screen.getByTestId('connector-authKind'), 'oauth');
    expect(
      await screen.findByText('Enter an http or https address without a user name or password'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the key id or client id the lender gave')).toBeInTheDocument();
    expect(screen.queryByText('Choose how Saakh signs in to the lender')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Client id/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Token address/ })).toBeInTheDocument();
  });

  it('keeps stored secrets write-only: says they are set, leaves the field empty and sends none unless one is typed', async () => {
    const fetchMock = show(stored());
    const secret = screen.getByLabelText('HMAC secret');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Set \(…abcd\)\. Leave empty to keep it/)).toBeInTheDocument();
    expect(screen.getByText(/Set \(…wxyz\)/)).toBeInTheDocument();
    expect(screen.getByTestId('connector-webhook-address')).toHaveValue(`${window.location.origin}/api/lender-hooks/7`);
    expect(screen.getByRole('textbox', { name: 'Lender’s name for applicant.pan' })).toHaveValue('customer.pan_number');

    await save();
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const first = JSON.parse(String(puts(fetchMock)[0]?.[1]?.body)) as Record<string, unknown>;
    expect(first).not.toHaveProperty('secret');
    expect(first).not.toHaveProperty('webhookSecret');
    expect(first).toMatchObject({ sendMode: 'api', authKind: 'hmac', keyId: 'saakh-key', pollMinutes: null });
    expect(first.fieldMap).toMatchObject({ 'applicant.pan': 'customer.pan_number', 'loan.amount': 'loan.amount' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Connection saved', 'success'));

    await userEvent.type(screen.getByLabelText('HMAC secret'), 'short');
    await save();
    expect(await screen.findByText('A secret has at least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('HMAC secret'), '-but-now-long');
    await save();
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(JSON.parse(String(puts(fetchMock)[1]?.[1]?.body))).toMatchObject({ secret: 'short-but-now-long' });
  });

  it("puts the API's 'no secret stored yet' under the secret field", async () => {
    show(stored({ secretHint: null }), {
      status: 409,
      body: { success: false, message: 'Enter the secret the lender gave: none is stored yet' },
    });
    expect(screen.getByText('Not set yet.')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Enter the secret the lender gave: none is stored yet')).toBeInTheDocument();
    expect(screen.getByLabelText('HMAC secret')).toHaveAttribute('aria-invalid', 'true');
  });
});
