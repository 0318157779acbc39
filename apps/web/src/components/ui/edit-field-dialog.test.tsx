import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { initTestI18n } from '@/testing/test-i18n';
import { EditFieldDialog, type EditFieldDialogProps } from './edit-field-dialog';

beforeAll(initTestI18n);
afterEach(cleanup);

function open(props: Partial<EditFieldDialogProps>) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <EditFieldDialog
      title="Edit field"
      fields={[{ name: 'fee', label: 'Annual fee', kind: 'number' }]}
      initialValues={{ fee: '499' }}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  return { onSubmit, onClose, submit: () => screen.getByRole('button', { name: 'Submit' }) };
}

describe('EditFieldDialog', () => {
  it('takes digits only in a number field and disables Submit while it is empty (spec §5)', async () => {
    const { submit, onSubmit } = open({});
    const field = screen.getByLabelText('Annual fee');
    await userEvent.clear(field);
    expect(submit()).toBeDisabled();
    await userEvent.type(field, '1,4a99');
    expect(field).toHaveValue('1499');
    await userEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ fee: '1499' });
  });

  it('disables Submit while a line is empty, and adds and removes lines', async () => {
    const { submit } = open({
      fields: [{ name: 'bullets', label: 'Features', kind: 'lines' }],
      initialValues: { bullets: ['Lounge access'] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Line 2'), 'Fuel waiver');
    expect(submit()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getByLabelText('Line 1')).toHaveValue('Fuel waiver');
  });

  it("shows a domain rule's message once the field was changed, and can block Submit on it", async () => {
    const schema = z.object({ name: z.string().regex(/^[a-z]+$/, { error: 'invalidValue' }) });
    const { submit } = open({
      fields: [{ name: 'name', label: 'Name', kind: 'text', asTyped: (text) => text.replace(/\d/g, '') }],
      initialValues: { name: '' },
      validate: (values) => schemaProblems(schema, values),
      blockWhenInvalid: true,
    });
    expect(screen.queryByText('Invalid value')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'AB12');
    expect(screen.getByLabelText('Name')).toHaveValue('AB');
    expect(screen.getByText('Invalid value')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it("puts a refused value's server message under its field, and the message at the top", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'Please correct the highlighted fields', {
        errors: { value: ['Enter an age between 18 and 100'] },
      });
    });
    const { submit, onClose } = open({ onSubmit });
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
    expect(screen.getByText('Enter an age between 18 and 100')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'An error occurred' when the failure carries no message (spec §8)", async () => {
    const { submit } = open({ onSubmit: vi.fn(async () => Promise.reject(new Error(''))) });
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });
});
