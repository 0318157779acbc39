/**
 * A local bank for the tests and the demo: it reads a bank file exactly as Saakh wrote it and answers with the
 * response file a bank's portal gives back (every transfer paid with a fresh UTR, or the rows chosen failed), so
 * the whole exchange runs without a bank and without mocks.
 */
import Papa from 'papaparse';
import { bankFileColumns, bankResponseColumns } from '@saakh/domain/bank-transfers';

export type LocalBankOptions = {
  /** Customer references the bank fails, with the reason it gives. */
  failed?: Readonly<Record<string, string>>;
  /** Customer references the bank pays another amount than the file asked (a bank error Saakh must catch). */
  amounts?: Readonly<Record<string, string>>;
  /** The UTR of each paid row, by reference; others get `utrPrefix` + a counter. */
  utrs?: Readonly<Record<string, string>>;
  utrPrefix?: string;
  /** DD/MM/YYYY, as Indian banks write it. */
  valueDate: string;
};

/** The bank's response (CSV text) to a bank file (CSV text, as `GET /api/admin/bank-transfers/:id/file` gives it). */
export function localBankResponse(bankFile: string, options: LocalBankOptions): string {
  const { data } = Papa.parse<string[]>(bankFile.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = data;
  if (!header || header.join(',') !== bankFileColumns.join(',')) throw new Error('Not a Saakh bank file');
  return localBankResponseOf(rows, options);
}

/** The bank's response to a bank file's rows (`bankFileColumns` order). */
export function localBankResponseOf(rows: readonly (readonly string[])[], options: LocalBankOptions): string {
  const at = (name: (typeof bankFileColumns)[number]) => bankFileColumns.indexOf(name);
  let counter = 0;
  const lines = rows.map((row) => {
    const reference = row[at('Customer Reference')] ?? '';
    const failed = options.failed?.[reference];
    if (failed !== undefined) return [reference, '', 'Failed', options.valueDate, row[at('Amount')] ?? '', failed];
    counter += 1;
    const utr = options.utrs?.[reference] ?? `${options.utrPrefix ?? 'LOCALN'}${String(counter).padStart(10, '0')}`;
    const amount = options.amounts?.[reference] ?? row[at('Amount')] ?? '';
    return [reference, utr, 'Success', options.valueDate, amount, ''];
  });
  return `${Papa.unparse([[...bankResponseColumns], ...lines], { newline: '\r\n' })}\r\n`;
}
