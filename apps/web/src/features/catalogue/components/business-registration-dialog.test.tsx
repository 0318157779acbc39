import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import common from '@/locales/en/common.json';
import customer from '@/locales/en/customer.json';
import { BusinessRegistrationDialog } from './business-registration-dialog';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, customer } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);

describe('BusinessRegistrationDialog', () => {
  it('asks the spec question with YES chosen by default', async () => {
    const onContinue = vi.fn();
    render(<BusinessRegistrationDialog open onContinue={onContinue} onClose={vi.fn()} />);
    expect(
      screen.getByRole('dialog', { name: 'Do you have a business registration certificate?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'YES' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('yes');
  });

  it('continues with NO when the customer picks it', async () => {
    const onContinue = vi.fn();
    render(<BusinessRegistrationDialog open onContinue={onContinue} onClose={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'NO' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith('no');
  });

  it('reports closing without an answer', async () => {
    const onClose = vi.fn();
    const onContinue = vi.fn();
    render(<BusinessRegistrationDialog open onContinue={onContinue} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
