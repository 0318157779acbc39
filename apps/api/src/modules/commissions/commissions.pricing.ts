/**
 * The one place commission is priced (decision 032): what Saakh expects for a disbursal from its lender's slabs and
 * month, and the shares of the partner that brought the customer and of that partner's parent, each with the slab
 * and the rates that priced it, as a ledger row keeps them. Pure; the service feeds it and writes what it answers.
 */
import { splitWithParent } from '@saakh/domain/merchants';
import type { SplitRole } from '@saakh/domain/partner-insights';
import {
  matchingSlab,
  partnerShare,
  partnerTds,
  slabCommission,
  type MonthVolume,
  type RevenueSlab,
  type SlabBounds,
} from '@saakh/domain/reconciliation';

/** One of a lender's slabs; a lender's slabs are given in its order. */
export type Slab = RevenueSlab & { id: number };

/** The partner that brought the customer: its terms and, for a sub-DSA, its parent and the parent's percent. */
export type SourcePartner = {
  id: number;
  revenue_percent: number | null;
  revenue_flat_fee: number | null;
  parent_partner_id: number | null;
  parent_split_percent: number | null;
};

export type PricedSlab = {
  id: number;
  /** Its place in the lender's list, from 1. */
  position: number;
  bounds: SlabBounds;
  revenue_percent: number | null;
  revenue_flat: number | null;
};

export type PricedShare = {
  partner_id: number;
  split_role: SplitRole;
  /** The parent's percent of the gross share, on both lines of a split. */
  split_percent: number | null;
  /** Saakh's commission the share is taken from: expected, or what the lender paid. */
  base_amount: number;
  partner_percent: number | null;
  partner_flat: number | null;
  /** The source partner's share of base_amount before the split. */
  gross_share: number;
  amount: number;
  /** What is deducted when the share is paid. */
  tds: number;
};

export type PricedDisbursal = { expected: number; slab: PricedSlab | null; shares: PricedShare[] };

export type Disbursal = {
  amount: number;
  slabs: readonly Slab[];
  /** The lender's disbursals through Saakh in the month of this one. */
  volume: MonthVolume;
  partner: SourcePartner | null;
  /** What the lender paid for it, once it has: the shares are then taken from that instead of the expectation. */
  received?: number;
};

export function priceDisbursal({ amount, slabs, volume, partner, received }: Disbursal): PricedDisbursal {
  const match = matchingSlab(slabs, amount, volume);
  const expected = match ? slabCommission(match, amount) : 0;
  const slab: PricedSlab | null = match
    ? {
        id: match.id,
        position: slabs.indexOf(match) + 1,
        bounds: {
          slab_disbursed_min: match.slab_disbursed_min,
          slab_disbursed_max: match.slab_disbursed_max,
          slab_number_min: match.slab_number_min,
          slab_number_max: match.slab_number_max,
          ats_min: match.ats_min,
          ats_max: match.ats_max,
        },
        revenue_percent: match.revenue_percent,
        revenue_flat: match.revenue_flat,
      }
    : null;
  if (!partner) return { expected, slab, shares: [] };

  const base = received ?? expected;
  const terms = { revenue_percent: partner.revenue_percent, revenue_flat_fee: partner.revenue_flat_fee };
  const gross = partnerShare(terms, base);
  const share = (partnerId: number, role: SplitRole, splitPercent: number | null, value: number): PricedShare => ({
    partner_id: partnerId,
    split_role: role,
    split_percent: splitPercent,
    base_amount: base,
    partner_percent: terms.revenue_percent,
    partner_flat: terms.revenue_flat_fee,
    gross_share: gross,
    amount: value,
    tds: partnerTds(value),
  });
  if (partner.parent_partner_id === null) return { expected, slab, shares: [share(partner.id, 'own', null, gross)] };
  const splitPercent = partner.parent_split_percent ?? 0;
  const { own, parent } = splitWithParent(gross, splitPercent);
  return {
    expected,
    slab,
    shares: [
      share(partner.id, 'after_parent', splitPercent, own),
      share(partner.parent_partner_id, 'parent_share', splitPercent, parent),
    ],
  };
}
