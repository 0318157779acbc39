import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StatusHistoryEntry } from '@saakh/domain/applications';
import { remarkTexts } from '@saakh/domain/remark-codes';
import hiCustomer from '@/locales/hi/customer.json';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationTimeline } from './application-timeline';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('hi', 'customer', hiCustomer);
});
afterEach(cleanup);

const render = (ui: ReactElement) => renderBare(<ThemeProvider theme={createBrandTheme()}>{ui}</ThemeProvider>);
afterAll(() => i18next.changeLanguage('en'));

function declined(remarkCode: StatusHistoryEntry['remarkCode'], note: string | null): StatusHistoryEntry[] {
  // 20:15 UTC is 1:45 am on the next day in India.
  return [
    {
      fromStatus: 'submitted',
      status: 'rejected',
      source: 'lender_file',
      remarkCode,
      note,
      createdAt: '2026-11-27T20:15:00Z',
    },
  ];
}

describe('ApplicationTimeline', () => {
  it("shows a lender's reason code in English, and its other words labelled as the lender's", async () => {
    await i18next.changeLanguage('en');
    render(<ApplicationTimeline history={declined('LOW_CREDIT_SCORE', 'Score 640')} />);
    expect(screen.getByTestId('lender-reason')).toHaveTextContent(remarkTexts.LOW_CREDIT_SCORE.en);
    expect(screen.getByText('In the lender’s words: “Score 640”')).toBeInTheDocument();
    expect(screen.getByText(/28 Nov 2026, 1:45\s?am/i)).toBeInTheDocument();
  });

  it("shows the same reason in Hindi, and free text only as the lender's own words", async () => {
    await i18next.changeLanguage('hi');
    render(<ApplicationTimeline history={declined('LOW_CREDIT_SCORE', null)} />);
    expect(screen.getByTestId('lender-reason')).toHaveTextContent(remarkTexts.LOW_CREDIT_SCORE.hi);
    cleanup();
    render(<ApplicationTimeline history={declined(null, 'Customer did not pick up')} />);
    expect(screen.queryByTestId('lender-reason')).toBeNull();
    expect(screen.getByText('ऋणदाता के शब्दों में: “Customer did not pick up”')).toBeInTheDocument();
  });

  it("shows free text in English as the lender's own words, with no reason of ours", async () => {
    await i18next.changeLanguage('en');
    render(<ApplicationTimeline history={declined(null, 'Customer did not pick up')} />);
    expect(screen.queryByTestId('lender-reason')).toBeNull();
    expect(screen.getByText('In the lender’s words: “Customer did not pick up”')).toBeInTheDocument();
  });
});
