import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render as renderBare, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StatusHistoryEntry } from '@saakh/domain/applications';
import { remarkTexts } from '@saakh/domain/remark-codes';
import hiCommon from '@/locales/hi/common.json';
import hiCustomer from '@/locales/hi/customer.json';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ApplicationTimeline } from './application-timeline';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('hi', 'customer', hiCustomer);
  i18next.addResourceBundle('hi', 'common', hiCommon);
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

describe('ApplicationTimeline: who moved each step, and how long ago', () => {
  // 09:15 UTC on 29 Nov 2026 is 2:45 pm in India.
  const now = new Date('2026-11-29T09:15:00Z');
  const history: StatusHistoryEntry[] = [
    {
      fromStatus: 'created',
      status: 'submitted',
      source: 'customer',
      remarkCode: null,
      note: null,
      createdAt: '2026-11-28T08:00:00Z',
    },
    {
      fromStatus: 'submitted',
      status: 'in_review',
      source: 'lender_file',
      remarkCode: null,
      note: null,
      createdAt: '2026-11-29T07:15:00Z',
    },
    {
      fromStatus: 'in_review',
      status: 'approved',
      source: 'lender_callback',
      remarkCode: null,
      note: null,
      createdAt: '2026-11-29T09:14:40Z',
    },
  ];

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => vi.useRealTimers());

  it('says "Approved · From the lender · just now", with the exact time as a tooltip and for screen readers', async () => {
    await i18next.changeLanguage('en');
    render(<ApplicationTimeline history={history} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent(/^Approved\s*From the lender · just now \(29 Nov 2026, 2:44\s?pm\)$/i);
    expect(steps[1]).toHaveTextContent('Updated by the lender’s file · 2 hours ago');
    expect(steps[0]).toHaveTextContent('By you · yesterday');
    const latest = steps[2]!.querySelector('time');
    expect(latest).toHaveAttribute('datetime', '2026-11-29T09:14:40Z');
    expect(latest?.getAttribute('title')).toMatch(/^29 Nov 2026, 2:44\s?pm$/i);
  });

  it('says the same in Hindi', async () => {
    await i18next.changeLanguage('hi');
    render(<ApplicationTimeline history={history} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('ऋणदाता से · अभी-अभी');
    expect(steps[1]).toHaveTextContent('ऋणदाता की फ़ाइल से अद्यतन · 2 घंटे पहले');
    expect(steps[0]).toHaveTextContent('आपके द्वारा · कल');
  });
});
