import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { HelpDialog } from './help-dialog';

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Pasting keeps these tests fast; the form validates on every change either way. */
async function enter(label: RegExp, text: string, role: 'textbox' | 'label' = 'label') {
  const field = role === 'textbox' ? screen.getByRole('textbox', { name: label }) : screen.getByLabelText(label);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillValid() {
  await enter(/E-mail/, 'asha@example.in');
  await enter(/Mobile number/, '9876543210');
  await enter(/How can we help/, 'Please call me.', 'textbox');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HelpDialog open onClose={vi.fn()} defaults={{ name: 'Asha Verma' }} />
    </QueryClientProvider>,
  );
}

// MUI inputs in jsdom are slow on a busy machine: these tests get more than the default 5 s.
describe('HelpDialog', { timeout: 20_000 }, () => {
  it('keeps Send disabled until name, e-mail, phone and description are valid; company is optional', async () => {
    renderDialog();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await enter(/E-mail/, 'asha@');
    expect(await screen.findByText('Email error')).toBeInTheDocument();
    await enter(/E-mail/, 'example.in');
    await enter(/Mobile number/, '98765');
    expect(await screen.findByText('Phone Number error')).toBeInTheDocument();
    await enter(/Mobile number/, '43210');
    await waitFor(() => expect(screen.queryByText('Phone Number error')).toBeNull());
    expect(send).toBeDisabled();
    await enter(/How can we help/, 'Which documents do I need?', 'textbox');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('shows the success message the server answers, and sends company only when given', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: true, message: 'Your request have been sent successfully' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('help-sent')).toHaveTextContent('Your request have been sent successfully');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/help');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      description: 'Please call me.',
    });
  });

  it('puts the server’s field errors under the fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              message: 'Please correct the highlighted fields',
              errors: { email: ['Email error'] },
            }),
            { status: 422 },
          ),
      ),
    );
    renderDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email error')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});
