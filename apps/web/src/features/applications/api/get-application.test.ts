import { describe, expect, it } from 'vitest';
import { applicationStatuses } from '@saakh/domain/applications';
import { DECISION_POLL_MS, decisionPollInterval } from './get-application';

describe('decisionPollInterval', () => {
  it('reads the application again every 5 s while the lender’s decision or disbursal is awaited, never once final', () => {
    const polled = applicationStatuses.filter((status) => decisionPollInterval(status) === DECISION_POLL_MS);
    expect(DECISION_POLL_MS).toBe(5_000);
    expect(polled).toEqual(['submitted', 'in_review', 'approved']);
    for (const status of ['created', 'rejected', 'disbursed', 'cancelled', 'expired'] as const)
      expect(decisionPollInterval(status)).toBe(false);
    expect(decisionPollInterval(undefined)).toBe(false);
  });
});
