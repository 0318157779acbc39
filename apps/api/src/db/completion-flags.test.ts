import { describe, expect, it } from 'vitest';
import { completionFlags } from '@saakh/domain/products';
import { completionFlagColumns, users } from './schema/users';

describe('the users table and the product registry', () => {
  it.each(completionFlags)('has a 0/1 column %s for the loan of the registry', (flag) => {
    expect(users[flag]).toMatchObject({ name: flag, columnType: 'PgInteger', notNull: true, default: 0 });
  });

  it('reads every completion flag, and only those, through completionFlagColumns', () => {
    expect(Object.keys(completionFlagColumns)).toEqual(completionFlags);
    for (const flag of completionFlags) expect(completionFlagColumns[flag]).toBe(users[flag]);
  });
});
