import { describe, expect, it } from 'vitest';
import { auditReferences, parseAuditValue } from './audit';

const change = (field: string | null, old_value: string | null, new_value: string | null) => ({
  field,
  old_value,
  new_value,
});

describe('auditReferences', () => {
  it('finds the ids a change points at: by its field, by its JSON keys, and in lists', () => {
    expect(auditReferences(change('partner_id', '4', '9'))).toEqual([
      { kind: 'partner', id: 4 },
      { kind: 'partner', id: 9 },
    ]);
    expect(auditReferences(change(null, null, '{"partnerUserId":1,"name":"x"}'))).toEqual([
      { kind: 'partner_user', id: 1 },
    ]);
    expect(auditReferences(change('lender_group_ids', '[2]', '[2,5]'))).toEqual([
      { kind: 'lender_group', id: 2 },
      { kind: 'lender_group', id: 2 },
      { kind: 'lender_group', id: 5 },
    ]);
  });

  it('ignores values that are no ids and keys that only look like object members', () => {
    expect(auditReferences(change('priority', '0', '5'))).toEqual([]);
    expect(auditReferences(change('partner_id', null, 'Acme'))).toEqual([]);
    expect(auditReferences(change(null, null, '{"constructor":3,"toString":4}'))).toEqual([]);
  });
});

describe('parseAuditValue', () => {
  it('reads JSON objects and lists, and leaves other text as it is', () => {
    expect(parseAuditValue('{"a":1}')).toEqual({ a: 1 });
    expect(parseAuditValue('[1,2]')).toEqual([1, 2]);
    expect(parseAuditValue('{not json')).toBe('{not json');
    expect(parseAuditValue('5')).toBe('5');
    expect(parseAuditValue(null)).toBeNull();
  });
});
