import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalStatuses,
  lifecycleMoves,
  lifecycleSteps,
  mayChangeStatus,
  type LifecycleStep,
} from './application-lifecycle';
import { applicationStatuses, canTransition, statusSources, type ApplicationStatus } from './applications';

describe('the lifecycle table', () => {
  it.each([
    ['created', 'submitted', 'customer', [['created', 'submitted']]],
    ['created', 'submitted', 'lender_file', [['created', 'submitted']]],
    ['submitted', 'rejected', 'lender_callback', [['submitted', 'rejected']]],
    ['approved', 'disbursed', 'lender_file', [['approved', 'disbursed']]],
    ['approved', 'disbursed', 'mis', [['approved', 'disbursed']]],
    ['approved', 'disbursed', 'admin', [['approved', 'disbursed']]],
    [
      'submitted',
      'disbursed',
      'mis',
      [
        ['submitted', 'approved'],
        ['approved', 'disbursed'],
      ],
    ],
    [
      'in_review',
      'disbursed',
      'mis',
      [
        ['in_review', 'approved'],
        ['approved', 'disbursed'],
      ],
    ],
    [
      'in_review',
      'disbursed',
      'admin',
      [
        ['in_review', 'approved'],
        ['approved', 'disbursed'],
      ],
    ],
    [
      'in_review',
      'disbursed',
      'lender_callback',
      [
        ['in_review', 'approved'],
        ['approved', 'disbursed'],
      ],
    ],
    [
      'submitted',
      'disbursed',
      'reconciliation',
      [
        ['submitted', 'approved'],
        ['approved', 'disbursed'],
      ],
    ],
  ] as const)('%s → %s by %s writes %j', (from, to, source, steps) => {
    expect(lifecycleSteps(from, to, source)?.map((step) => [step.from, step.to])).toEqual(steps);
  });

  it.each([
    ['submitted', 'disbursed', 'lender_file'],
    ['created', 'disbursed', 'mis'],
    ['created', 'approved', 'customer'],
    ['submitted', 'approved', 'mis'],
    ['created', 'submitted', 'mis'],
    ['disbursed', 'approved', 'admin'],
    ['rejected', 'submitted', 'lender_file'],
    ['created', 'created', 'customer'],
  ] as const)('refuses %s → %s by %s', (from, to, source) => {
    expect(lifecycleSteps(from, to, source)).toBeNull();
    expect(mayChangeStatus(from, to, source)).toBe(false);
  });

  it('creates an application from the customer or a partner API only', () => {
    expect(lifecycleSteps(null, 'created', 'customer')).toEqual([{ from: null, to: 'created' }]);
    expect(lifecycleSteps(null, 'created', 'partner_api')).toEqual([{ from: null, to: 'created' }]);
    expect(lifecycleSteps(null, 'created', 'lender_file')).toBeNull();
    expect(lifecycleSteps(null, 'submitted', 'customer')).toBeNull();
  });

  it('never leaves a final status, for any source', () => {
    for (const from of finalStatuses) {
      for (const to of applicationStatuses) {
        for (const source of statusSources) expect(mayChangeStatus(from, to, source)).toBe(false);
      }
    }
  });

  it('lists each move once, and every status it passes through is itself a listed direct move', () => {
    const keys = lifecycleMoves.map((move) => `${move.from}→${move.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const move of lifecycleMoves) {
      const path = [move.from, ...(move.via ?? []), move.to];
      if ((move.via ?? []).length === 0) continue;
      for (let index = 1; index < path.length; index++) {
        expect(canTransition(path[index - 1] as ApplicationStatus, path[index] as ApplicationStatus)).toBe(true);
      }
    }
  });

  it('keeps the direct status machine: submitted cannot be disbursed without its approval step', () => {
    expect(canTransition('submitted', 'disbursed')).toBe(false);
    expect(canTransition('approved', 'disbursed')).toBe(true);
  });
});

describe('no path reaches disbursed without approved', () => {
  const changeArb = fc.record({
    to: fc.constantFrom(...applicationStatuses),
    source: fc.constantFrom(...statusSources),
  });

  it('whatever changes any sources ask for, the history has approved right before disbursed', () => {
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 12 }), (changes) => {
        const history: LifecycleStep[] = [];
        let status: ApplicationStatus = 'created';
        for (const change of changes) {
          const steps = lifecycleSteps(status, change.to, change.source);
          if (!steps) continue;
          history.push(...steps);
          status = change.to;
        }
        for (const [index, step] of history.entries()) {
          if (step.to === 'disbursed') expect(step.from).toBe('approved');
          // Every row written continues from the row before it.
          if (index > 0) expect(step.from).toBe(history[index - 1]?.to);
          // Every row is a direct move of the machine: a skip is always written out step by step.
          expect(canTransition(step.from as ApplicationStatus, step.to)).toBe(true);
        }
        if (status === 'disbursed') expect(history.some((step) => step.to === 'approved')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
