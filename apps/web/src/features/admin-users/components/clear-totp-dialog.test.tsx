import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@saakh/domain/admin-users';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ClearTotpDialog } from './clear-totp-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: AdminUser = {
  id: 7,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  role_id: 1,
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
};

function show(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <ClearTotpDialog user={user} onClose={onClose} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Turn off two-step login for Ravi Kumar?' });
  return { fetchMock, onClose, dialog };
}

describe('ClearTotpDialog', () => {
  it('says what follows, and keeps the button off until a reason of 5 characters is typed', async () => {
    const { fetchMock, dialog } = show(() => Response.json({ success: true }));
    expect(within(dialog).getByText(/Their sessions end at once/)).toBeVisible();
    const submit = within(dialog).getByRole('button', { name: 'Turn off two-step login' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'lost');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Say why, in at least 5 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason for this admin and closes when done', async () => {
    const { fetchMock, onClose, dialog } = show(() =>
      Response.json({ success: true, message: 'Two-step login is off for this account' }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Lost the phone; checked by video call',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-step login' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/admin-users/7/totp/clear');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Lost the phone; checked by video call' });
  });

  it("shows the server's refusal and stays open", async () => {
    const { onClose, dialog } = show(() =>
      Response.json({ success: false, message: 'Two-step login is not on' }, { status: 409 }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lost the phone and codes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off two-step login' }));
    expect(await within(dialog).findByText('Two-step login is not on')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
