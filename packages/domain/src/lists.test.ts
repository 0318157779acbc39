import { describe, expect, it } from 'vitest';
import { auditListQuerySchema } from './audit';
import { creditCardListQuerySchema } from './credit-cards';
import { hasListParameter, wantsPage } from './lists';
import { vendorListQuerySchema } from './vendors';

describe('a spec list call on the list contract', () => {
  it('leaves paging out when none is given, so the call answers the whole list in its default order', () => {
    const query = creditCardListQuerySchema.parse({});
    expect(query).toEqual({ sort: 'sort_order' });
    expect(wantsPage(query)).toBe(false);
    expect(wantsPage(creditCardListQuerySchema.parse({ pageSize: '20' }))).toBe(true);
  });

  it('reads filters and blank values from the query string', () => {
    expect(creditCardListQuerySchema.parse({ status: '0', secured: '', q: '  gold ', sort: '-annual_fee' })).toEqual({
      status: 0,
      q: 'gold',
      sort: '-annual_fee',
    });
    expect(auditListQuerySchema.parse({ action: 'lender.update' })).toMatchObject({
      action: 'lender.update',
      sort: '-created_at',
    });
  });

  it('refuses a column the list does not sort by, a page size over 200, page 0 and a value outside a filter', () => {
    for (const input of [{ sort: 'deleted_at' }, { pageSize: '201' }, { page: '0' }, { status: '2' }]) {
      expect(creditCardListQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
    expect(auditListQuerySchema.safeParse({ action: 'lender.drop' }).success).toBe(false);
  });
});

describe('hasListParameter', () => {
  it("tells vendors' overview call (nothing given) from a list query (anything given)", () => {
    expect(hasListParameter(vendorListQuerySchema.parse({}))).toBe(false);
    expect(hasListParameter(vendorListQuerySchema.parse({ q: ' ', kind: '' }))).toBe(false);
    for (const input of [{ sort: 'name' }, { page: '1' }, { q: 'sms' }, { kind: 'sms' }, { enabled: '0' }]) {
      expect(hasListParameter(vendorListQuerySchema.parse(input)), JSON.stringify(input)).toBe(true);
    }
  });
});
