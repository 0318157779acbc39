import { computeEmi, type EmiResult } from '@saakh/domain/emi';

/** What the calculator accepts: amounts a marketplace lends, yearly rates a lender may charge, up to 30 years. */
export const emiInputLimits = {
  amount: { min: 1000, max: 100_000_000 },
  rate: { min: 0, max: 50 },
  months: { min: 1, max: 360 },
} as const;

export type EmiField = keyof typeof emiInputLimits;
export type EmiTexts = Record<EmiField, string>;

function parse(field: EmiField, text: string): number | null {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  if (field === 'months' && !Number.isInteger(value)) return null;
  const { min, max } = emiInputLimits[field];
  return value >= min && value <= max ? value : null;
}

/** The calculator's inputs as typed: the EMI and totals when all three are valid, else the fields in error. */
export function evaluateEmi(texts: EmiTexts): { result: EmiResult | null; invalid: EmiField[] } {
  const amount = parse('amount', texts.amount);
  const rate = parse('rate', texts.rate);
  const months = parse('months', texts.months);
  const invalid = (['amount', 'rate', 'months'] as const).filter((field) => ({ amount, rate, months })[field] === null);
  if (amount === null || rate === null || months === null) return { result: null, invalid };
  return { result: computeEmi({ principal: amount, annualRatePercent: rate, months }), invalid };
}
