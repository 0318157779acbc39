import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LenderFileProfile } from '@saakh/domain/lender-file-profiles';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { LenderFileProfiles } from './lender-file-profiles';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kotak: LenderFileProfile = {
  lender_id: 7,
  lender_name: 'Kotak',
  kind: 'status',
  columns: { application_id: 'Saakh Ref', status: 'Loan Status' },
  aliases: [],
  status_words: [{ word: 'Login', status: 'submitted' }],
  date_style: 'dmy',
  amount_style: 'indian',
  updated_at: '2026-03-05T09:30:00.000Z',
  updated_by: 'Asha Admin',
};

function show() {
  const saved: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/lender-file-lenders') {
        return Response.json({ success: true, data: [{ id: 7, name: 'Kotak', product: 'pl' }] });
      }
      if (init?.method === 'PUT') {
        saved.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ success: true, message: 'saved', data: kotak });
      }
      // A MIS profile of the same lender is not this page's.
      return Response.json({ success: true, data: [kotak, { ...kotak, kind: 'mis' }] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <LenderFileProfiles kind="status" />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return saved;
}

describe("the lenders' file profiles", () => {
  it("lists the page's kind only and edits a lender's words, saving the whole profile", async () => {
    const saved = show();
    // While the profiles load, the page says so rather than "no profile yet".
    expect(screen.getByRole('progressbar', { name: 'Loading the lenders’ file profiles…' })).toBeInTheDocument();
    expect(screen.queryByText('No lender has a profile for this file yet.')).toBeNull();
    const list = await screen.findByRole('list', { name: "Lenders' file profiles" });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Columns mapped: 2 · status words: 1/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit the profile of Kotak' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Lender' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /^Application id/ })).toHaveValue('Saakh Ref');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a word' }));
    const words = within(dialog).getAllByRole('textbox', { name: "Lender's word" });
    await userEvent.type(words[1]!, 'WIP');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Saakh status for WIP' }), 'in_review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the profile' }));

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      url: '/api/lender-file-profiles/7/status',
      body: {
        columns: { application_id: 'Saakh Ref', status: 'Loan Status' },
        aliases: [],
        status_words: [
          { word: 'Login', status: 'submitted' },
          { word: 'WIP', status: 'in_review' },
        ],
        date_style: 'dmy',
        amount_style: 'indian',
      },
    });
  });
});
