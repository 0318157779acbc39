import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantPartnerUser } from '@saakh/domain/merchants';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { PartnerUsersSection } from './partner-users-section';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (id: number, name: string, totp_enabled: boolean): MerchantPartnerUser => ({
  id,
  name,
  email: `${name.toLowerCase()}@finserve.example`,
  username: name.toLowerCase(),
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
  totp_enabled,
});

describe('PartnerUsersSection', () => {
  it('shows whose two-step login is on, and offers to turn it off only for them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ success: true, data: [user(31, 'Meena', true), user(32, 'Arjun', false)] }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <ThemeProvider theme={createBrandTheme()}>
        <QueryClientProvider client={client}>
          <PartnerUsersSection partnerId={4} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const meena = await screen.findByTestId('partner-user-meena');
    const arjun = screen.getByTestId('partner-user-arjun');
    expect(within(meena).getByText('On')).toBeVisible();
    expect(within(arjun).getByText('Off')).toBeVisible();
    expect(within(arjun).queryByRole('button', { name: 'Turn off two-step login: Arjun' })).toBeNull();

    await userEvent.click(within(meena).getByRole('button', { name: 'Turn off two-step login: Meena' }));
    expect(screen.getByRole('dialog', { name: 'Turn off two-step login for Meena?' })).toBeVisible();
  });
});
