import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerUser } from '@saakh/domain/merchants';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ClearPartnerUserTotpDialog } from './clear-partner-user-totp-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: PartnerUser = {
  id: 31,
  name: 'Meena Shah',
  email: 'meena@finserve.example',
  username: 'meena',
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
};

describe('ClearPartnerUserTotpDialog', () => {
  it("sends the reason for this partner's user and closes when done; a blank reason is never sent", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ success: true, message: 'Done' }));
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <ThemeProvider theme={createBrandTheme()}>
        <QueryClientProvider client={client}>
          <ClearPartnerUserTotpDialog partnerId={4} user={owner} onClose={onClose} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step login for Meena Shah?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const submit = within(dialog).getByRole('button', { name: 'Turn off two-step login' });
    await userEvent.type(reason, '       ');
    expect(submit).toBeDisabled();
    await userEvent.clear(reason);
    await userEvent.type(reason, 'Owner lost the phone and the printed codes');
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/merchants/4/users/31/totp/clear');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Owner lost the phone and the printed codes' });
  });
});
