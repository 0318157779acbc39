import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isMessageKey } from './messages';
import {
  amountCell,
  cellText,
  dateCell,
  normalizeHeader,
  parseAmountCell,
  parseDateCell,
  textCell,
  wallClockDate,
  type SheetCell,
} from './sheet-cells';

/** The message keys a schema failed with, or the parsed value. */
function outcome<T>(schema: z.ZodType<T>, cell: unknown): { value: T } | { errors: string[] } {
  const result = schema.safeParse(cell);
  return result.success ? { value: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

describe('normalizeHeader', () => {
  it.each([
    ['Application ID', 'application_id'],
    ['application-id', 'APPLICATION.ID'],
    ['  Loan  Amount ', 'loan_amount'],
    ['Disb. Date', 'disb_date'],
  ])('matches %j with %j', (a, b) => {
    expect(normalizeHeader(a)).toBe(normalizeHeader(b));
  });

  it('keeps headers that differ in letters apart', () => {
    expect(normalizeHeader('Loan Amount')).not.toBe(normalizeHeader('Loan Amounts'));
  });
});

describe('cellText', () => {
  it.each<[SheetCell, string | null]>([
    [null, null],
    ['', null],
    ['   ', null],
    ['  Ravi Kumar ', 'Ravi Kumar'],
    [1234567890123, '1234567890123'],
    [1e21, '1000000000000000000000'],
    [42, '42'],
    [-5, '-5'],
    [1234.5, '1234.5'],
    [0.1 + 0.2, '0.3'],
    [0.0000001, '0.0000001'],
    [Number.NaN, null],
    [true, 'TRUE'],
    [false, 'FALSE'],
    [new Date(Date.UTC(2026, 2, 5)), '2026-03-05'],
    [new Date('2026-03-05T20:00:00Z'), '2026-03-06'],
    [new Date(Number.NaN), null],
  ])('reads %j as %j', (cell, expected) => {
    expect(cellText(cell)).toBe(expected);
  });

  it.each(['=SUM(A1)', '=HYPERLINK("http://x","y")', '+91 98765 43210', '-5', '@cmd'])(
    'keeps the formula-like text %j as it is',
    (text) => {
      expect(cellText(text)).toBe(text);
    },
  );
});

describe('parseAmountCell', () => {
  it.each<[SheetCell, number | null]>([
    [null, null],
    ['', null],
    ['   ', null],
    [150000, 150000],
    [1500.256, 1500.26],
    [0, 0],
    ['₹1,50,000.50', 150000.5],
    ['₹ 1,50,000', 150000],
    ['Rs. 1,500', 1500],
    ['Rs 1500', 1500],
    ['rs.1,500', 1500],
    ['INR 2,00,000', 200000],
    ['inr 2,00,000', 200000],
    ['1,50,000', 150000],
    ['12,34,56,789', 123456789],
    ['1,234,567.89', 1234567.89],
    ['150,000', 150000],
    [' 25000 ', 25000],
    ['25000.005', 25000.01],
    ['Rs. 1,500/-', 1500],
    ['0.5', 0.5],
  ])('reads %j as %j', (cell, expected) => {
    expect(parseAmountCell(cell)).toBe(expected);
  });

  it.each<SheetCell>([
    'abc',
    '1500 rupees',
    '12a',
    '1.500.00',
    '1..5',
    '-500',
    -500,
    '1,5,000',
    '15,00,0',
    '1,50,00',
    ',500',
    '1500.',
    '₹',
    '1e5',
    Number.POSITIVE_INFINITY,
    Number.NaN,
    true,
    new Date(Date.UTC(2026, 0, 1)),
  ])('refuses %j', (cell) => {
    expect(parseAmountCell(cell)).toBeUndefined();
  });
});

describe('parseDateCell', () => {
  it.each<[SheetCell, string | null]>([
    [null, null],
    ['', null],
    ['  ', null],
    [45658, '2025-01-01'],
    [45658.75, '2025-01-01'],
    [1, '1899-12-31'],
    [61, '1900-03-01'],
    [2958465, '9999-12-31'],
    [new Date(Date.UTC(2026, 2, 5)), '2026-03-05'],
    [new Date('2026-03-05T18:29:59.999Z'), '2026-03-05'],
    [new Date('2026-03-05T18:30:00Z'), '2026-03-06'],
    [new Date('2026-03-04T18:30:00Z'), '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T20:00:00Z', '2026-03-06'],
    ['2026-03-05T18:29:00Z', '2026-03-05'],
    ['2026-03-05T20:00:00', '2026-03-05'],
    ['2026-03-05 23:59:59', '2026-03-05'],
    ['2026-03-05T20:00:00.123+05:30', '2026-03-05'],
    ['2026-03-05T01:00:00+09:00', '2026-03-04'],
    ['2026-03-05T20:00:00-0500', '2026-03-06'],
    ['2026-03-05T20:00', '2026-03-05'],
  ])('reads %j as %j', (cell, expected) => {
    expect(parseDateCell(cell)).toBe(expected);
  });

  it.each<SheetCell>([
    '31/02/2026',
    '29/02/2025',
    '00/01/2026',
    '12/13/2026',
    '2026-02-30',
    '2026-13-01',
    '05/03/26',
    '05/03-2026',
    '5 March 2026',
    '2026/03/05',
    '2026-03-05T24:00:00',
    '2026-03-05T20:60:00',
    '2026-03-05T20:00:00+15:00',
    '01/01/1899',
    'yesterday',
    0,
    -1,
    2958466,
    Number.NaN,
    true,
    new Date(Number.NaN),
  ])('refuses %j', (cell) => {
    expect(parseDateCell(cell)).toBeUndefined();
  });
});

describe('wallClockDate', () => {
  it('keeps a plain date at UTC midnight', () => {
    expect(wallClockDate(Date.UTC(2026, 2, 5)).toISOString()).toBe('2026-03-05T00:00:00.000Z');
  });

  it('turns a wall-clock time into its instant in India, which dates as the sheet shows it', () => {
    const late = wallClockDate(Date.UTC(2026, 2, 5, 20, 0));
    expect(late.toISOString()).toBe('2026-03-05T14:30:00.000Z');
    expect(parseDateCell(late)).toBe('2026-03-05');
    expect(parseDateCell(wallClockDate(Date.UTC(2026, 2, 5, 0, 1)))).toBe('2026-03-05');
    expect(parseDateCell(wallClockDate(Date.UTC(2026, 2, 5, 23, 59, 59)))).toBe('2026-03-05');
  });
});

describe('amountCell', () => {
  it('reads amounts and empty cells', () => {
    expect(outcome(amountCell, '₹1,50,000.50')).toEqual({ value: 150000.5 });
    expect(outcome(amountCell, 2500)).toEqual({ value: 2500 });
    expect(outcome(amountCell, '')).toEqual({ value: null });
    expect(outcome(amountCell, null)).toEqual({ value: null });
    expect(outcome(amountCell, undefined)).toEqual({ value: null });
  });

  it('refuses unreadable and negative amounts with invalidAmount', () => {
    expect(outcome(amountCell, 'twelve')).toEqual({ errors: ['invalidAmount'] });
    expect(outcome(amountCell, -1)).toEqual({ errors: ['invalidAmount'] });
    expect(outcome(amountCell, '-1')).toEqual({ errors: ['invalidAmount'] });
  });

  it('refuses a value no reader produces with invalidValue', () => {
    expect(outcome(amountCell, { formula: 'A1' })).toEqual({ errors: ['invalidValue'] });
  });

  it('treats a column missing from a short row as empty', () => {
    const row = z.object({ amount: amountCell, date: dateCell });
    expect(row.parse({})).toEqual({ amount: null, date: null });
  });
});

describe('dateCell', () => {
  it('reads dates and empty cells', () => {
    expect(outcome(dateCell, 45658)).toEqual({ value: '2025-01-01' });
    expect(outcome(dateCell, '31/12/2025')).toEqual({ value: '2025-12-31' });
    expect(outcome(dateCell, ' ')).toEqual({ value: null });
  });

  it('refuses impossible dates with invalidDate', () => {
    expect(outcome(dateCell, '31/02/2026')).toEqual({ errors: ['invalidDate'] });
    expect(outcome(dateCell, false)).toEqual({ errors: ['invalidDate'] });
  });
});

describe('textCell', () => {
  const name = textCell(5);

  it('trims text, reads numbers and dates as text, and empties to null', () => {
    expect(outcome(name, '  Ravi ')).toEqual({ value: 'Ravi' });
    expect(outcome(name, 12345)).toEqual({ value: '12345' });
    expect(outcome(textCell(10), new Date(Date.UTC(2026, 0, 2)))).toEqual({ value: '2026-01-02' });
    expect(outcome(name, '   ')).toEqual({ value: null });
    expect(outcome(name, null)).toEqual({ value: null });
  });

  it('keeps a formula-like text as text', () => {
    expect(outcome(textCell(20), '=SUM(A1)')).toEqual({ value: '=SUM(A1)' });
  });

  it('refuses text longer than the limit with textTooLong, counting characters rather than UTF-16 units', () => {
    expect(outcome(name, 'Ravi K')).toEqual({ errors: ['textTooLong'] });
    expect(outcome(name, '😀😀😀😀😀')).toEqual({ value: '😀😀😀😀😀' });
  });

  it('refuses text with a NUL byte with invalidValue', () => {
    expect(outcome(name, 'a\u0000b')).toEqual({ errors: ['invalidValue'] });
  });
});

describe('a cell of a column the file does not have', () => {
  it('reads as an empty cell in every reader instead of throwing', () => {
    expect(cellText(undefined)).toBeNull();
    expect(parseAmountCell(undefined)).toBeNull();
    expect(parseDateCell(undefined)).toBeNull();
  });

  it('reads as empty in the optional cell schemas', () => {
    expect(outcome(amountCell, undefined)).toEqual({ value: null });
    expect(outcome(dateCell, undefined)).toEqual({ value: null });
    expect(outcome(textCell(5), undefined)).toEqual({ value: null });
  });
});

describe('error keys', () => {
  it('are all in the message catalogue', () => {
    for (const key of ['invalidAmount', 'invalidDate', 'textTooLong', 'invalidValue']) {
      expect(isMessageKey(key)).toBe(true);
    }
  });
});
