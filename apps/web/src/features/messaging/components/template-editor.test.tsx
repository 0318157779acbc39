import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { TemplateEditor } from './template-editor';

beforeAll(initTestI18n);

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TemplateEditor template={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const type = (label: RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

// MUI inputs in jsdom are slow on a busy machine: these tests get more than the default 5 s.
describe('TemplateEditor', { timeout: 20_000 }, () => {
  it('shows the DLT and variable rules as typed and previews both languages with sample values', async () => {
    renderEditor();
    type(/DLT entity id/, '12345');
    type(/Message \(English\)/, 'Hi {{first_name}}, {{lender_name}} approved your loan');
    type(/Message \(Hindi\)/, 'नमस्ते, आपका लोन स्वीकृत');
    expect(await screen.findByText('A DLT entity id is a 19-digit number')).toBeInTheDocument();
    expect(
      await screen.findByText('The Hindi text must use the same variables as the English text'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hi Asha, Bharat Finance approved your loan')).toBeInTheDocument();
    type(/Message \(English\)/, 'Hi {{pan}}');
    expect(
      await screen.findByText(
        'Use only the listed variables: first_name, application_id, lender_name, status, amount, link',
      ),
    ).toBeInTheDocument();
  });

  it('inserts a variable chip where the cursor is, and sends the checked template to the API', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: true, message: 'Template saved', data: { id: 9 } }), { status: 200 }),
    );
    const { onClose } = renderEditor();
    type(/Template name/, 'Approved (SMS)');
    type(/DLT entity id/, '1101234567890123456');
    type(/^Header/, 'saakhm');
    type(/DLT template id/, '1107161234567890123');
    const english = screen.getByLabelText(/Message \(English\)/);
    type(/Message \(English\)/, 'Hi , approved');
    (english as HTMLTextAreaElement).setSelectionRange(3, 3);
    fireEvent.focus(english);
    await userEvent.click(screen.getByRole('button', { name: 'Insert first_name' }));
    await waitFor(() => expect(english).toHaveValue('Hi {{first_name}}, approved'));
    type(/Message \(Hindi\)/, 'नमस्ते {{first_name}}, स्वीकृत');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/messaging/templates');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      channel: 'sms',
      category: 'transactional',
      event: null,
      dlt_header: 'SAAKHM',
      body_en: 'Hi {{first_name}}, approved',
    });
  });
});
