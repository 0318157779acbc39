import { describe, expect, it } from 'vitest';
import { partnerPageHeadOf, partnerPageHeads } from './partner-page-heads';
import { partnerNav } from './partner-nav';

describe('the partner pages whose heading a first view draws (decision 058)', () => {
  it('finds the page of a path, with or without a closing slash', () => {
    expect(partnerPageHeadOf('/partner')).toBe('');
    expect(partnerPageHeadOf('/partner/')).toBe('');
    expect(partnerPageHeadOf('/partner/reports')).toBe('reports');
    expect(partnerPageHeadOf('/partner/product-offering/')).toBe('product-offering');
  });

  it('finds none for another page, a sub-page or a name the table only inherits', () => {
    expect(partnerPageHeadOf('/partner/faqs')).toBeUndefined();
    expect(partnerPageHeadOf('/partner/product-offering/personal-loan')).toBeUndefined();
    expect(partnerPageHeadOf('/partner/constructor')).toBeUndefined();
    expect(partnerPageHeadOf('/partner/toString')).toBeUndefined();
  });

  it('names only pages of the partner area', () => {
    const paths = partnerNav.map((item) => item.path as string);
    for (const page of Object.keys(partnerPageHeads)) expect(paths).toContain(page);
  });
});
