import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@saakh/domain/messages';
import adminCatalogue from '@/locales/en/admin-catalogue.json';
import common from '@/locales/en/common.json';
import { RevenueFormDialog } from './revenue-form-dialog';

const domain = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.en]));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, 'admin-catalogue': adminCatalogue, domain } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === '/api/lender-revenue/get-types') {
      const types = [
        { id: 1, name: 'Flat' },
        { id: 2, name: 'Percentage' },
      ];
      return new Response(JSON.stringify({ success: true, data: types }), { status: 200 });
    }
    return new Response(JSON.stringify({ success: false, message: 'unexpected call' }), { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RevenueFormDialog lenderId={4} item={null} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
}

const typeRequired = 'Revenue type is required';
const maxAboveMin = 'Max must be greater than Min';

// MUI inputs in jsdom are slow on a busy machine: these tests get more than the default 5 s.
describe('RevenueFormDialog', { timeout: 20_000 }, () => {
  it('shows that the revenue type is required once another field changes, with Submit disabled', async () => {
    renderDialog();
    expect(screen.queryByText(typeRequired)).toBeNull();
    await userEvent.type(screen.getByTestId('revenue-revenue_flat'), '100');
    expect(await screen.findByText(typeRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('shows that the revenue type is required when the type is left without a choice', async () => {
    renderDialog();
    screen.getByRole('combobox', { name: /Revenue type/ }).focus();
    await userEvent.tab();
    expect(await screen.findByText(typeRequired)).toBeInTheDocument();
  });

  it('shows that max must be greater than min as soon as both bounds are typed, whatever the type', async () => {
    renderDialog();
    await userEvent.type(screen.getByTestId('revenue-ats_min'), '10');
    expect(screen.queryByText(maxAboveMin)).toBeNull();
    await userEvent.type(screen.getByTestId('revenue-ats_max'), '5');
    expect(await screen.findByText(maxAboveMin)).toBeInTheDocument();
    expect(screen.getByText(typeRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('revenue-ats_max'), '0');
    await waitFor(() => expect(screen.queryByText(maxAboveMin)).toBeNull());
  });

  it('clears the type message once a type is chosen and enables Submit when the form is valid', async () => {
    renderDialog();
    await userEvent.type(screen.getByTestId('revenue-revenue_flat'), '100');
    expect(await screen.findByText(typeRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Revenue type/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Flat' }));
    await waitFor(() => expect(screen.queryByText(typeRequired)).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });
});
