import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { privacyNoticeItems } from '@saakh/domain/privacy-notice';
import { initTestI18n } from '@/testing/test-i18n';
import { PrivacyNotice } from './privacy-notice';

beforeAll(initTestI18n);
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('PrivacyNotice', () => {
  it('lists every data item with why it is kept and what it rests on, at #privacy-notice', () => {
    const { container } = render(<PrivacyNotice />);
    expect(container.querySelector('section#privacy-notice')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Privacy notice: what we keep and why');
    const items = screen.getAllByTestId('privacy-notice-item');
    expect(items).toHaveLength(privacyNoticeItems.length);
    const pan = within(items[privacyNoticeItems.indexOf('pan')] as HTMLElement);
    expect(pan.getByRole('heading', { level: 3 })).toHaveTextContent('PAN');
    expect(items[privacyNoticeItems.indexOf('pan')]).toHaveTextContent('Based on: Your request for offers');
    expect(items[privacyNoticeItems.indexOf('messages')]).toHaveTextContent('Based on: Your consent');
  });

  it('reads in Hindi when the interface is in Hindi', async () => {
    await i18next.changeLanguage('hi');
    render(<PrivacyNotice />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('गोपनीयता सूचना: हम क्या रखते हैं और क्यों');
    expect(screen.getAllByTestId('privacy-notice-item')[0]).toHaveTextContent('मोबाइल नंबर');
  });
});
