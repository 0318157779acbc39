// Without zod, unlike reconciliation.ts, which re-exports them: the partner dashboard's first view names them (issue 34).

/** Where a commission stands in the ledger: expected, earned (the lender paid), or paid to the partner. */
export const ledgerStatuses = ['pending', 'earned', 'paid'] as const;
export type LedgerStatus = (typeof ledgerStatuses)[number];
