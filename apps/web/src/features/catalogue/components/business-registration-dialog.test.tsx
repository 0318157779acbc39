import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BusinessRegistrationDialog } from './business-registration-dialog';
import { initTestI18n } from '@/testing/test-i18n';

beforeAll(initTestI18n);
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
