import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const codes = Array.from({ length: 10 }, (_, n) => `abcd${n + 2}-wxyz${n + 2}`);

function show(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <RenewRecoveryCodesDialog kind="partner" onClose={onClose} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { fetchMock, onClose, dialog: screen.getByRole('dialog', { name: 'New recovery codes' }) };
}

async function fill(dialog: HTMLElement, password: string, code: string) {
  await userEvent.type(within(dialog).getByLabelText(/Current password/), password);
  await userEvent.type(within(dialog).getByLabelText(/Code from the app/), code);
}

describe('RenewRecoveryCodesDialog', () => {
  it('asks for the password and a 6 digit code before calling the server', async () => {
    const { fetchMock, dialog } = show(() => Response.json({ success: true }));
    expect(within(dialog).getByLabelText(/Current password/)).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/Code from the app/), '12{Enter}');
    expect(await within(dialog).findByText('Enter your current password')).toBeVisible();
    expect(within(dialog).getByText('Enter the 6 digit code from your app')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong password under its field and no codes', async () => {
    const { dialog } = show(() =>
      Response.json(
        {
          success: false,
          message: 'Please correct the highlighted fields',
          errors: { current_password: ['The current password is not right'] },
        },
        { status: 422 },
      ),
    );
    await fill(dialog, 'not-it-1', '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText('The current password is not right')).toBeVisible();
    expect(within(dialog).getByLabelText(/Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('recovery-codes')).toBeNull();
  });

  it('shows a refusal without a field (the factor is off) as an alert', async () => {
    const { dialog } = show(() =>
      Response.json({ success: false, message: 'Two-step login is not on' }, { status: 409 }),
    );
    await fill(dialog, 'right-password-1', '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Two-step login is not on');
  });

  it('sends the password and code, then shows the ten new codes once, as at set-up, until the user has kept them', async () => {
    const { fetchMock, onClose, dialog } = show(() =>
      Response.json({ success: true, message: 'New recovery codes are ready', data: { recovery_codes: codes } }),
    );
    await fill(dialog, 'right-password-1', '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const list = await within(dialog).findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/partner/account/totp/recovery-codes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ current_password: 'right-password-1', code: '123456' });
    expect(within(dialog).queryByLabelText(/Current password/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy the codes' })).toBeVisible();

    // A stray Escape does not lose codes that are shown only now.
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have kept them, continue' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
