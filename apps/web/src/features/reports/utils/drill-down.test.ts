import { describe, expect, it } from 'vitest';
import { dashboardKpis } from '@saakh/domain/report-terms';
import type { ReportFilterQuery } from '../hooks/use-report-filters';
import { applicationsLink, kpiLink } from './drill-down';

const filters: ReportFilterQuery = { preset: 'custom_range', from: '2026-03-01', to: '2026-03-07', product: 'pl' };

function paramsOf(link: string): [string, Record<string, string>] {
  const url = new URL(link, 'http://localhost');
  return [url.pathname, Object.fromEntries(url.searchParams)];
}

describe('kpiLink', () => {
  it.each([
    ['visitors', 'landing'],
    ['otp_verified', 'otp_verified'],
    ['profiles_completed', 'profile_complete'],
    ['offers_viewed', 'offers_viewed'],
  ] as const)('sends %s to the customers who first reached %s in the range', (kpi, step) => {
    expect(paramsOf(kpiLink(kpi, { ...filters, partnerId: '4', lenderId: '9' }))).toEqual([
      '/admin/customers-journey',
      // No lender: a visit has none.
      { preset: 'custom_range', from: '2026-03-01', to: '2026-03-07', product: 'pl', partnerId: '4', step },
    ]);
  });

  it.each([
    ['applications', 'created'],
    ['sent_to_lender', 'sent'],
    ['approved', 'approved'],
    ['disbursed', 'disbursed'],
    ['disbursed_amount', 'disbursed'],
    ['expected_commission', 'disbursed'],
    ['received_commission', 'disbursed'],
  ] as const)('sends %s to the internal report dated by %s', (kpi, stage) => {
    expect(paramsOf(kpiLink(kpi, { preset: 'last_7_days', lenderId: '9' }))).toEqual([
      '/admin/internal-report',
      { preset: 'last_7_days', lenderId: '9', stage },
    ]);
  });

  it('has a list for every KPI card', () => {
    for (const kpi of dashboardKpis)
      expect(kpiLink(kpi, filters)).toMatch(/^\/admin\/(internal-report|customers-journey)\?/);
  });
});

describe('applicationsLink', () => {
  it("adds the table row's lender, partner or product to the page's filters", () => {
    expect(paramsOf(applicationsLink('rejected', filters, { lenderId: 3, product: 'bl' }))).toEqual([
      '/admin/internal-report',
      { preset: 'custom_range', from: '2026-03-01', to: '2026-03-07', product: 'bl', lenderId: '3', stage: 'rejected' },
    ]);
    expect(paramsOf(applicationsLink('applications', { preset: 'yesterday' }, { partnerId: 12 }))).toEqual([
      '/admin/internal-report',
      { preset: 'yesterday', partnerId: '12', stage: 'created' },
    ]);
  });
});
