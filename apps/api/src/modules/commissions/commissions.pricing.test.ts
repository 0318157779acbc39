import { describe, expect, it } from 'vitest';
import { priceDisbursal, type Slab, type SourcePartner } from './commissions.pricing';

const open = {
  slab_disbursed_min: null,
  slab_disbursed_max: null,
  slab_number_min: null,
  slab_number_max: null,
  ats_min: null,
  ats_max: null,
  revenue_flat: null,
  revenue_percent: null,
  status: 1,
};

// The lender's list: an inactive slab that would match everything, 2% up to ₹1,00,000, 1.5% + ₹500 above, and
// 3% for a month of 10 loans or more (after the others, so it only applies where they do not).
const slabs: Slab[] = [
  { ...open, id: 11, revenue_percent: 9, status: 0 },
  { ...open, id: 12, slab_disbursed_min: 0, slab_disbursed_max: 100_000, slab_number_max: 9, revenue_percent: 2 },
  { ...open, id: 13, slab_disbursed_min: 100_001, slab_number_max: 9, revenue_percent: 1.5, revenue_flat: 500 },
  { ...open, id: 14, slab_number_min: 10, revenue_percent: 3 },
];
const quiet = { count: 2, ats: 90_000 };

const partner = (overrides: Partial<SourcePartner> = {}): SourcePartner => ({
  id: 1,
  revenue_percent: 50,
  revenue_flat_fee: 100,
  parent_partner_id: null,
  parent_split_percent: null,
  ...overrides,
});

describe('priceDisbursal', () => {
  it.each([
    { amount: 80_000, volume: quiet, slab: 12, position: 2, expected: 1600 },
    { amount: 200_000, volume: quiet, slab: 13, position: 3, expected: 3500 },
    { amount: 80_000, volume: { count: 12, ats: 150_000 }, slab: 14, position: 4, expected: 2400 },
  ])(
    'takes the first active slab whose bounds hold for ₹$amount in a month of $volume.count loans',
    ({ amount, volume, slab, position, expected }) => {
      const price = priceDisbursal({ amount, slabs, volume, partner: null });
      expect(price).toMatchObject({ expected, slab: { id: slab, position }, shares: [] });
    },
  );

  it('records the slab as it was: its place, bounds and rates', () => {
    expect(priceDisbursal({ amount: 200_000, slabs, volume: quiet, partner: null }).slab).toEqual({
      id: 13,
      position: 3,
      bounds: {
        slab_disbursed_min: 100_001,
        slab_disbursed_max: null,
        slab_number_min: null,
        slab_number_max: 9,
        ats_min: null,
        ats_max: null,
      },
      revenue_percent: 1.5,
      revenue_flat: 500,
    });
  });

  it('expects nothing and names no slab when none applies', () => {
    const price = priceDisbursal({ amount: 80_000, slabs: slabs.slice(0, 1), volume: quiet, partner: partner() });
    expect(price.expected).toBe(0);
    expect(price.slab).toBeNull();
    // The flat fee is owed on every disbursal the partner brings, commission or not.
    expect(price.shares).toEqual([expect.objectContaining({ base_amount: 0, gross_share: 100, amount: 100 })]);
  });

  it("gives the partner its percentage of Saakh's commission plus its flat fee, with 2% TDS", () => {
    const price = priceDisbursal({ amount: 80_000, slabs, volume: quiet, partner: partner() });
    // 2% of 80,000 = 1,600; 50% + ₹100 = 900; TDS 18.
    expect(price.shares).toEqual([
      {
        partner_id: 1,
        split_role: 'own',
        split_percent: null,
        base_amount: 1600,
        partner_percent: 50,
        partner_flat: 100,
        gross_share: 900,
        amount: 900,
        tds: 18,
      },
    ]);
  });

  it("splits a sub-DSA's share with its parent, to the paisa, both lines naming the split", () => {
    const sub = partner({
      revenue_percent: 33.333,
      revenue_flat_fee: 0,
      parent_partner_id: 7,
      parent_split_percent: 20,
    });
    const price = priceDisbursal({ amount: 80_000, slabs, volume: quiet, partner: sub });
    // 33.333% of 1,600 = 533.33; the parent's 20% = 106.67; the sub keeps 426.66.
    expect(price.shares).toEqual([
      expect.objectContaining({
        partner_id: 1,
        split_role: 'after_parent',
        split_percent: 20,
        gross_share: 533.33,
        amount: 426.66,
      }),
      expect.objectContaining({
        partner_id: 7,
        split_role: 'parent_share',
        split_percent: 20,
        gross_share: 533.33,
        amount: 106.67,
      }),
    ]);
    expect(price.shares.reduce((sum, share) => sum + share.amount, 0)).toBeCloseTo(533.33, 10);
  });

  it('takes the shares from what the lender paid once it has, the slab staying the expectation', () => {
    const price = priceDisbursal({ amount: 80_000, slabs, volume: quiet, partner: partner(), received: 1500 });
    expect(price).toMatchObject({ expected: 1600, slab: { id: 12 } });
    // 50% of 1,500 + ₹100 = 850; TDS 17.
    expect(price.shares).toEqual([expect.objectContaining({ base_amount: 1500, amount: 850, tds: 17 })]);
  });
});
