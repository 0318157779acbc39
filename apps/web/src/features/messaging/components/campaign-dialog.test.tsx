import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { CampaignDialog } from './campaign-dialog';

beforeAll(initTestI18n);

const template = {
  id: 7,
  channel: 'sms',
  name: 'Diwali SMS',
  category: 'promotional',
  event: null,
  subject_en: null,
  subject_hi: null,
  body_en: 'Hi {{first_name}}',
  body_hi: 'नमस्ते {{first_name}}',
  dlt_entity_id: '1101234567890123456',
  dlt_header: 'SAAKHM',
  dlt_template_id: '1107161234567890123',
  whatsapp_template: null,
  active: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** What the campaign form asks the API, answered as the API answers; the campaign call's answers in order. */
function serve(campaignAnswers: Response[], audience = 3) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/api/admin/messaging/templates'))
      return json(200, { success: true, data: { items: [template], total: 1 } });
    if (url.includes('/api/admin/merchants')) return json(200, { success: true, data: { items: [], total: 0 } });
    if (url.includes('/api/admin/messaging/audience'))
      return json(200, { success: true, data: { recipients: audience } });
    if (url.includes('/api/admin/messaging/campaigns/preview'))
      return json(200, { success: true, data: { recipients: audience, channel: 'sms', category: 'promotional' } });
    if (url.includes('/api/admin/messaging/campaigns/test'))
      return json(200, {
        success: true,
        message: 'Test message sent to you',
        data: { channel: 'sms', to_masked: '******0123' },
      });
    if (url.endsWith('/api/admin/messaging/campaigns'))
      return campaignAnswers.shift() ?? json(500, { success: false, message: 'unexpected' });
    return json(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CampaignDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

async function fillIn() {
  fireEvent.change(screen.getByLabelText(/Campaign name/), { target: { value: 'Diwali offer' } });
  await userEvent.click(await screen.findByRole('combobox', { name: /Template/ }));
  await userEvent.click(await screen.findByRole('option', { name: /^Diwali SMS/ }));
}

const campaignCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/admin/messaging/campaigns'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

// MUI selects in jsdom are slow on a busy machine: these tests get more than the default 5 s.
describe('CampaignDialog', { timeout: 30_000 }, () => {
  it('sends nothing before the count is confirmed, then sends it with the confirmed count', async () => {
    const fetchMock = serve([json(200, { success: true, message: 'Campaign created', data: { id: 1 } })]);
    const { onClose } = renderForm();
    await fillIn();
    await userEvent.click(screen.getByTestId('campaign-submit'));
    const confirm = await screen.findByRole('dialog', { name: 'Send this campaign?' });
    expect(await within(confirm).findByText('Diwali offer will go now to 3 customers by SMS.')).toBeInTheDocument();
    expect(campaignCalls(fetchMock)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send to 3 customers' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(campaignCalls(fetchMock)).toEqual([
      expect.objectContaining({ name: 'Diwali offer', template_id: 7, confirmed_recipients: 3, send_at: null }),
    ]);
  });

  it('shows the new count when the audience changed and sends only after a second confirm', async () => {
    const fetchMock = serve([
      json(409, { success: false, message: 'The audience changed', recipients: 5 }),
      json(200, { success: true, message: 'Campaign created', data: { id: 1 } }),
    ]);
    const { onClose } = renderForm();
    await fillIn();
    await userEvent.click(screen.getByTestId('campaign-submit'));
    const confirm = await screen.findByRole('dialog', { name: 'Send this campaign?' });
    await userEvent.click(await within(confirm).findByRole('button', { name: 'Send to 3 customers' }));
    expect(
      await within(confirm).findByText(
        'The audience changed since you checked it: it is now 5 customers. Confirm again to send.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Send to 5 customers' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(campaignCalls(fetchMock).map((body) => body.confirmed_recipients)).toEqual([3, 5]);
  });

  it('sends a test of the chosen template to the signed-in staff member', async () => {
    const fetchMock = serve([]);
    renderForm();
    expect(screen.getByTestId('campaign-test')).toBeDisabled();
    await fillIn();
    await userEvent.click(screen.getByTestId('campaign-test'));
    expect(await screen.findByText('Test sent by SMS to ******0123.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/campaigns/test'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ template_id: 7, language: 'en' });
    expect(campaignCalls(fetchMock)).toEqual([]);
  });
});
