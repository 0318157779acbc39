/**
 * How a lender takes a customer once an offer is selected (lenders.lender_mode; `nextStepFor` in applications.ts):
 * the application is sent from Saakh's submit page ('submit'), the customer answers the lender's questions on Saakh
 * ('intake'), or goes on to the lender's own page ('transaction'). Schema-free, so the modules that only name the
 * modes (an application's next step, a partner's lender journey) do not load the offer engine (issue 34).
 */
export const lenderModes = ['submit', 'intake', 'transaction'] as const;
export type LenderMode = (typeof lenderModes)[number];
