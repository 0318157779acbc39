import type { SecondFactorChallenge } from './auth';

/**
 * Whether the password step needs a second one (the answer carries no session then). In a module without schemas,
 * so the staff login's first download holds no zod (decision 056).
 */
export function needsSecondFactor(answer: object): answer is SecondFactorChallenge {
  return 'second_factor' in answer;
}
