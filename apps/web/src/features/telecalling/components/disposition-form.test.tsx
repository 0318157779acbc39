import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '@/testing/test-i18n';
import { DispositionForm } from './disposition-form';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ success: false, message: 'Choose why the customer is not interested' }, { status: 422 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DispositionForm leadId={5} onSaved={vi.fn()} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('DispositionForm', () => {
  it('asks for the reason in words, not a message key, when not interested is chosen without one', async () => {
    const fetchMock = show();
    await userEvent.click(await screen.findByRole('radio', { name: 'Not interested' }));
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Choose why the customer is not interested')).toBeInTheDocument();
    expect(screen.queryByText('notInterestedReasonRequired')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
