import { roundPaise } from '@saakh/domain/money';
import type { LenderKind, Offer } from '@saakh/domain/offers';

/** How the customer orders the offers: the server's ranking (the default), or by one figure, lowest first. */
export const offerSorts = ['ranking', 'apr', 'emi', 'totalCost'] as const;
export type OfferSort = (typeof offerSorts)[number];

/** Which lenders the customer shows, by the kind of regulated entity that lends. */
export const kindFilters = ['all', 'bank', 'nbfc', 'hfc'] as const satisfies readonly ('all' | LenderKind)[];
export type KindFilter = (typeof kindFilters)[number];

/** What the loan costs beyond the amount borrowed: interest and fees (the KFS's total cost). */
export function totalCost(offer: Offer): number {
  return roundPaise(offer.totalInterest + offer.processingFee);
}

const figure: Record<Exclude<OfferSort, 'ranking'>, (offer: Offer) => number> = {
  apr: (offer) => offer.apr,
  emi: (offer) => offer.emi,
  totalCost,
};

/**
 * The offers to show, as the customer shaped them (`offers` in the server's ranking): those of the chosen kind, in the
 * chosen order. Equal figures keep the server's ranking between them.
 */
export function orderOffers(offers: readonly Offer[], sort: OfferSort, kind: KindFilter): Offer[] {
  const shown = offers
    .map((offer, rank) => ({ offer, rank }))
    .filter(({ offer }) => kind === 'all' || offer.lender.kind === kind);
  if (sort !== 'ranking') {
    const value = figure[sort];
    shown.sort((a, b) => value(a.offer) - value(b.offer) || a.rank - b.rank);
  }
  return shown.map(({ offer }) => offer);
}
