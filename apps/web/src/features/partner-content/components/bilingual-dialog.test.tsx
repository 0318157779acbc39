import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageTextInputSchema } from '@saakh/domain/partner-content';
import { ApiError } from '@/lib/api-client';
import { initTestI18n } from '@/testing/test-i18n';
import { BilingualDialog, type BilingualDialogProps } from './bilingual-dialog';

beforeAll(initTestI18n);
afterEach(cleanup);

const initialValues = {
  product: 'pl',
  channel: 'whatsapp',
  sort_order: '0',
  title_en: 'Quick loan',
  title_hi: 'तुरंत लोन',
  body_en: '',
  body_hi: '',
};

function open(onSubmit: BilingualDialogProps['onSubmit']) {
  const onClose = vi.fn();
  render(
    <BilingualDialog
      title="Add text"
      fields={[
        { name: 'product', label: 'Product', options: [{ value: 'pl', label: 'Personal Loans' }] },
        {
          name: 'channel',
          label: 'Channel',
          options: [
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'sms', label: 'SMS' },
          ],
        },
      ]}
      pairs={[
        { en: 'title_en', hi: 'title_hi', label: 'Title', maxLength: 80 },
        { en: 'body_en', hi: 'body_hi', label: 'Text', maxLength: 700, multiline: true },
      ]}
      initialValues={initialValues}
      schema={messageTextInputSchema}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onClose };
}

describe('BilingualDialog', () => {
  it('shows English and Hindi of each text, and the domain rule under a field as it is typed', async () => {
    const onSubmit = vi.fn(async () => undefined);
    open(onSubmit);
    expect(screen.getByLabelText('Title (Hindi)')).toHaveValue('तुरंत लोन');
    await userEvent.type(screen.getByLabelText('Text (English)'), 'Apply today');
    expect(screen.getByText('Put {link} where the partner’s link goes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // Save shows every field's rule, the untouched Hindi text's too.
    expect(screen.getByText('Enter a text of 2 to 700 characters')).toBeInTheDocument();
  });

  it('sends the values and closes, or shows the server’s refusal under its field and stays open', async () => {
    const refusal = new ApiError(422, 'Validation failed', {
      errors: { body_hi: ['An SMS text may have at most 320 characters'] },
    });
    const onSubmit = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const { onClose } = open(onSubmit);
    await userEvent.type(screen.getByLabelText('Text (English)'), 'Apply at {{link}');
    await userEvent.type(screen.getByLabelText('Text (Hindi)'), 'आवेदन करें {{link}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body_en: 'Apply at {link}', body_hi: 'आवेदन करें {link}' }),
    );
    expect(await screen.findByText('An SMS text may have at most 320 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClose).toHaveBeenCalled();
  });
});
