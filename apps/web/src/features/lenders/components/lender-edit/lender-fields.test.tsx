import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lender } from '@saakh/domain/lenders';
import { messages } from '@saakh/domain/messages';
import adminCatalogue from '@/locales/en/admin-catalogue.json';
import common from '@/locales/en/common.json';
import { LenderSelect, LenderSwitch, LenderTextField } from './lender-fields';

const { toast } = vi.hoisted(() => ({ toast: vi.fn<(message: string, variant?: string) => void>() }));
vi.mock('@/lib/toast', () => ({ toast }));

const domain = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text.en]));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, 'admin-catalogue': adminCatalogue, domain } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  toast.mockClear();
});

/** Only the fields these tests read; the rest of a lender does not matter to them. */
function lenderWith(fields: Partial<Lender>): Lender {
  return {
    lender_kind: null,
    rbi_registration: null,
    min_amount: null,
    loan_amount_upto: null,
    min_tenure: null,
    tenure: null,
    cooling_days: 90,
    ...fields,
  } as Lender;
}

describe('who lends on the lender page (issue 29)', () => {
  it('saves an NBFC certificate of registration in capitals', async () => {
    const onSave = vi.fn(async () => undefined);
    const lender = lenderWith({ lender_kind: 'nbfc' });
    render(<LenderTextField lender={lender} property="rbi_registration" label="RBI registration" onSave={onSave} />);
    const input = screen.getByTestId('field-rbi_registration');
    await userEvent.type(input, 'n-14.03268');
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith('rbi_registration', 'N-14.03268');
  });

  it('refuses a bank licence for an NBFC without calling the server, saying why', async () => {
    const onSave = vi.fn(async () => undefined);
    const lender = lenderWith({ lender_kind: 'nbfc' });
    render(<LenderTextField lender={lender} property="rbi_registration" label="RBI registration" onSave={onSave} />);
    const input = screen.getByTestId('field-rbi_registration');
    await userEvent.type(input, 'MUM:112');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(messages.registrationNotCertificate.en, 'error');
  });

  it('shows a malformed registration under the field', async () => {
    const onSave = vi.fn(async () => undefined);
    render(
      <LenderTextField lender={lenderWith({})} property="rbi_registration" label="RBI registration" onSave={onSave} />,
    );
    const input = screen.getByTestId('field-rbi_registration');
    await userEvent.type(input, '<b>');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(messages.rbiRegistrationInvalid.en)).toBeTruthy();
  });

  it('refuses a minimum amount above the maximum', async () => {
    const onSave = vi.fn(async () => undefined);
    const lender = lenderWith({ loan_amount_upto: 200_000 });
    render(<LenderTextField lender={lender} property="min_amount" label="From" kind="integer" onSave={onSave} />);
    const input = screen.getByTestId('field-min_amount');
    await userEvent.type(input, '250000');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(messages.minAboveMax.en, 'error');
  });

  it('offers the three kinds, and asks for a certificate before a licensed bank becomes an NBFC', async () => {
    const onSave = vi.fn(async () => undefined);
    const lender = lenderWith({ lender_kind: 'bank', rbi_registration: 'MUM:112' });
    const options = [
      { value: 'bank', label: 'Bank' },
      { value: 'nbfc', label: 'NBFC' },
      { value: 'hfc', label: 'Housing finance company' },
    ];
    render(
      <LenderSelect lender={lender} property="lender_kind" label="Kind" options={options} nullable onSave={onSave} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    const listbox = within(screen.getByRole('listbox'));
    expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not set',
      'Bank',
      'NBFC',
      'Housing finance company',
    ]);
    await userEvent.click(listbox.getByRole('option', { name: 'NBFC' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(messages.kindNeedsCertificate.en, 'error');
  });
});

describe('the lender’s Key Facts Statement fields (issue 30)', () => {
  it('saves the nodal officer’s phone as typed', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<LenderTextField lender={lenderWith({})} property="nodal_officer_phone" label="Phone" onSave={onSave} />);
    const input = screen.getByTestId('field-nodal_officer_phone');
    await userEvent.type(input, '+91 80 4000 1234');
    fireEvent.blur(input);
    expect(onSave).toHaveBeenCalledWith('nodal_officer_phone', '+91 80 4000 1234');
  });

  it('shows a phone that is not one under the field, without calling the server', async () => {
    const onSave = vi.fn(async () => undefined);
    render(<LenderTextField lender={lenderWith({})} property="nodal_officer_phone" label="Phone" onSave={onSave} />);
    const input = screen.getByTestId('field-nodal_officer_phone');
    await userEvent.type(input, 'call me');
    fireEvent.blur(input);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText(messages.nodalOfficerPhoneInvalid.en)).toBeTruthy();
  });
});

describe('a lender flag', () => {
  it('moves at once while it is saved, and stays where the server put it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const onSave = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const lender = lenderWith({ autosubmission: 0 });
    const { rerender } = render(
      <LenderSwitch lender={lender} property="autosubmission" label="Auto Submission" onSave={onSave} />,
    );
    const flag = screen.getByRole('switch', { name: 'Auto Submission' });
    await userEvent.click(flag);
    expect(onSave).toHaveBeenCalledWith('autosubmission', 1);
    expect(flag).toBeChecked();
    // The saved lender comes back with the flag on.
    rerender(
      <LenderSwitch
        lender={{ ...lender, autosubmission: 1 }}
        property="autosubmission"
        label="Auto Submission"
        onSave={onSave}
      />,
    );
    answer(undefined);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('switch', { name: 'Auto Submission' })).toBeChecked();
  });

  it('goes back to the stored value when the save is refused', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('refused');
    });
    render(
      <LenderSwitch
        lender={lenderWith({ autosubmission: 0 })}
        property="autosubmission"
        label="Auto Submission"
        onSave={onSave}
      />,
    );
    const flag = screen.getByRole('switch', { name: 'Auto Submission' });
    await userEvent.click(flag);
    await vi.waitFor(() => expect(flag).not.toBeChecked());
    expect(onSave).toHaveBeenCalledWith('autosubmission', 1);
  });
});
