import { describe, expect, it } from 'vitest';
import { ingestColumns, ingestKinds, ingestRowSchemas, misRowSchema, type IngestKind } from './ingestion';

type Cells = Record<string, string | number | null>;

/** A row as the template's example row fills it. */
function exampleRow(kind: IngestKind): Cells {
  return Object.fromEntries(ingestColumns[kind].map((column) => [column.key, column.example]));
}

function without(row: Cells, keys: readonly string[]): Cells {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

function emptied(row: Cells, keys: readonly string[]): Cells {
  return { ...row, ...Object.fromEntries(keys.map((key) => [key, null])) };
}

/** The parsed row, or the problems as `column: message`. */
function parsed(kind: IngestKind, row: Cells): { value: unknown } | { problems: string[] } {
  const result = ingestRowSchemas[kind].safeParse(row);
  if (result.success) return { value: result.data };
  return { problems: result.error.issues.map((issue) => `${String(issue.path[0] ?? 'row')}: ${issue.message}`) };
}

const optionalColumns = ingestKinds.flatMap((kind) =>
  ingestColumns[kind].filter((column) => !column.required).map((column) => [kind, column.key] as const),
);

describe('row schemas of lender files without optional columns', () => {
  it.each(optionalColumns)('read a %s row without the column %s as if its cell were empty', (kind, key) => {
    const row = exampleRow(kind);
    expect(parsed(kind, without(row, [key]))).toEqual(parsed(kind, emptied(row, [key])));
  });

  it.each(ingestKinds)('read a %s row holding only the required columns as if the others were empty', (kind) => {
    const optional = ingestColumns[kind].filter((column) => !column.required).map((column) => column.key);
    const row = exampleRow(kind);
    expect(parsed(kind, without(row, optional))).toEqual(parsed(kind, emptied(row, optional)));
  });

  it('read an MIS row of only lender, disbursed amount and disbursal date', () => {
    expect(
      misRowSchema.parse({ lender: 'Kotak_Mahindra', disbursed_amount: '1,95,000', disbursal_date: '05/03/2026' }),
    ).toEqual({
      lender: 'Kotak_Mahindra',
      lender_reference: null,
      application_id: null,
      customer_name: null,
      mobile: null,
      pan: null,
      loan_amount: null,
      disbursed_amount: 195000,
      disbursal_date: '2026-03-05',
      utr: null,
      product: null,
    });
  });

  it('still refuses a bad mobile when the PAN column is absent', () => {
    expect(parsed('mis', without({ ...exampleRow('mis'), mobile: '12345' }, ['pan']))).toEqual({
      problems: ['mobile: mobileInvalid'],
    });
  });
});
