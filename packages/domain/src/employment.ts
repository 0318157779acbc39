/**
 * Employment status codes of the `employmentStatus` smart list; lenders flag each one they serve. Apart from the
 * profile's schemas, so the offer engine (and the offers page in a browser) reads them without building those.
 */
export const employmentStatusCodes = [1, 2, 3] as const;
export type EmploymentStatusCode = (typeof employmentStatusCodes)[number];
export const EMPLOYMENT_SALARIED = 1;
export const EMPLOYMENT_SELF_EMPLOYED_PROFESSIONAL = 2;
export const EMPLOYMENT_SELF_EMPLOYED_BUSINESS = 3;
