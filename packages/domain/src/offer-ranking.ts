/**
 * The order of offers (RANKING_RULE): APR, lowest first; then the lender's approval rate for customers of the same
 * credit score class, highest first (too few decisions to count: after every known rate); then its median hours to
 * decide, fastest first; then the name. Priority and commission never enter it, so every customer of a class with the
 * same offers sees them in the same order whatever Saakh or a partner earns.
 */
import type { Offer, RankingInputs } from './offers';

/** Decided applications of a class below which a lender's approval rate and speed count as unknown. */
export const MIN_DECIDED_FOR_RATE = 20;

/** How a lender decided for customers of one credit score class (recounted from applications by the API). */
export type LenderPerformance = {
  /** Applications approved, disbursed or rejected. */
  decided: number;
  /** Approved or disbursed among them. */
  approved: number;
  medianDecisionHours: number | null;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** A lender's ranking inputs for an offer at this APR; unknown rate and speed below MIN_DECIDED_FOR_RATE. */
export function rankingInputsFor(
  apr: number,
  performance: LenderPerformance | undefined,
): Omit<RankingInputs, 'position'> {
  const decided = performance?.decided ?? 0;
  if (!performance || decided < MIN_DECIDED_FOR_RATE) {
    return { apr, approvalRate: null, decided, medianDecisionHours: null };
  }
  return {
    apr,
    approvalRate: round(performance.approved / decided, 4),
    decided,
    medianDecisionHours: performance.medianDecisionHours === null ? null : round(performance.medianDecisionHours, 2),
  };
}

/** Known values before unknown ones; among known ones `order` decides. */
function compareKnown(a: number | null, b: number | null, order: (a: number, b: number) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return order(a, b);
}

function compareRanked(a: Offer, b: Offer): number {
  return (
    a.ranking.apr - b.ranking.apr ||
    compareKnown(a.ranking.approvalRate, b.ranking.approvalRate, (x, y) => y - x) ||
    compareKnown(a.ranking.medianDecisionHours, b.ranking.medianDecisionHours, (x, y) => x - y) ||
    a.lenderName.localeCompare(b.lenderName) ||
    a.lenderId - b.lenderId
  );
}

/** The offers in RANKING_RULE's order, each carrying its position (1..n) and the inputs that placed it there. */
export function rankOffers(
  offers: readonly Offer[],
  performanceByLenderId: ReadonlyMap<number, LenderPerformance> = new Map(),
): Offer[] {
  return offers
    .map((offer) => ({
      ...offer,
      ranking: { position: 0, ...rankingInputsFor(offer.apr, performanceByLenderId.get(offer.lenderId)) },
    }))
    .sort(compareRanked)
    .map((offer, index) => ({ ...offer, ranking: { ...offer.ranking, position: index + 1 } }));
}

/** What is kept of a ranked list for an audit: the inputs of each offer in order. */
export type RecordedRankingEntry = RankingInputs & { lenderId: number };

export function rankingRecord(offers: readonly Offer[]): RecordedRankingEntry[] {
  return offers.map((offer) => ({ lenderId: offer.lenderId, ...offer.ranking }));
}
