import { patterns } from './patterns';

/**
 * A customer's mobile number as the login takes it, without a schema: the login page's first view checks the number
 * with this before it loads any form code (issue 34), and auth.ts's mobileSchema is built from the same rule.
 */
export const mobileInvalid = 'mobileInvalid';

/** The message key for a typed mobile number that the login would refuse, or undefined for a good one. */
export function mobileProblem(typed: string): typeof mobileInvalid | undefined {
  return patterns.mobile.test(typed.trim()) ? undefined : mobileInvalid;
}
