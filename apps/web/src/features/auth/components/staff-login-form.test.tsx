import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { initTestI18n } from '@/testing/test-i18n';
import { StaffLoginForm } from './staff-login-form';

beforeAll(initTestI18n);
afterEach(cleanup);

describe('StaffLoginForm', () => {
  it('checks both fields with the shared schema, focuses the first wrong one and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<StaffLoginForm kind="admin" submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // After an attempt a field is checked again as it is corrected.
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@saakh.local');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it("sends the schema's values (the user name trimmed) once both fields are right", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<StaffLoginForm kind="partner" submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail or user name'), '  finserve ');
    await userEvent.type(screen.getByLabelText('Password'), 'Partner-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'finserve', password: 'Partner-Password-1' }));
  });

  it("puts the server's field errors under their fields, and any other failure in an alert", async () => {
    const onSubmit = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(422, 'Validation failed', { errors: { email: ['emailInvalid'] } }))
      .mockRejectedValueOnce(new ApiError(401, 'Invalid email or password', {}));
    render(<StaffLoginForm kind="admin" submitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'admin@saakh.local');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Email is invalid'));

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});
