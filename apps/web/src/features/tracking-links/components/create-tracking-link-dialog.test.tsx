import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackingLink } from '@saakh/domain/tracking-links';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { CreateTrackingLinkDialog } from './create-tracking-link-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const partners = [
  { id: 2, name: 'FinServe DSA', key: 'finserve' },
  { id: 3, name: 'PaisaMitra', key: 'paisamitra' },
];

const created: TrackingLink = {
  id: 9,
  code: 'abcd2345',
  short_path: '/t/abcd2345',
  landing_path: '/finserve?utm_source=poster&utm_medium=print&utm_campaign=diwali&utm_content=abcd2345',
  partner_id: 2,
  partner_name: 'FinServe DSA',
  campaign: 'Diwali posters',
  url_segment: 'finserve',
  utm_source: 'poster',
  utm_medium: 'print',
  utm_campaign: 'diwali',
  product: null,
  active: true,
  created_at: '2026-11-23T10:00:00.000Z',
  created_by_name: 'Asha',
  counts: { clicks: 0, otp_verified: 0, applications: 0, disbursals: 0 },
};

function show(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onCreated = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <CreateTrackingLinkDialog partners={partners} onClose={() => undefined} onCreated={onCreated} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { fetchMock, onCreated };
}

async function fillValidLink(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Partner/ }));
  await userEvent.click(screen.getByRole('option', { name: 'FinServe DSA (finserve)' }));
  await userEvent.type(within(dialog).getByLabelText('Campaign name'), 'Diwali posters');
  await userEvent.type(within(dialog).getByLabelText('utm_source'), 'poster');
  await userEvent.type(within(dialog).getByLabelText('utm_medium'), 'print');
  await userEvent.type(within(dialog).getByLabelText('utm_campaign'), 'diwali');
}

describe('CreateTrackingLinkDialog', () => {
  it('drops characters a UTM value or segment may not hold and keeps Create off until a partner is chosen', async () => {
    show(() => Response.json({ success: true, data: created }));
    const dialog = screen.getByRole('dialog', { name: 'New tracking link' });
    await userEvent.type(within(dialog).getByLabelText('utm_source'), 'what sapp!/x');
    expect(within(dialog).getByLabelText('utm_source')).toHaveValue('whatsappx');
    await userEvent.type(within(dialog).getByLabelText('URL segment (optional)'), 'Paisa_Mitra');
    expect(within(dialog).getByLabelText('URL segment (optional)')).toHaveValue('paisamitra');
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeDisabled();
  });

  it('sends a blank segment and "any product" as not given, and hands the new link on', async () => {
    const { fetchMock, onCreated } = show(() =>
      Response.json({ success: true, message: 'Tracking link created', data: created }),
    );
    const dialog = screen.getByRole('dialog', { name: 'New tracking link' });
    await fillValidLink(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/tracking-links');
    expect(JSON.parse(String(init?.body))).toEqual({
      partner_id: 2,
      campaign: 'Diwali posters',
      utm_source: 'poster',
      utm_medium: 'print',
      utm_campaign: 'diwali',
    });
  });

  it("shows the server's refusal under its field", async () => {
    show(() =>
      Response.json(
        {
          success: false,
          message: 'Please correct the highlighted fields',
          errors: { url_segment: ['No partner landing page has this URL segment'] },
        },
        { status: 422 },
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'New tracking link' });
    await fillValidLink(dialog);
    await userEvent.type(within(dialog).getByLabelText('URL segment (optional)'), 'nowhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('No partner landing page has this URL segment')).toBeVisible();
  });
});
