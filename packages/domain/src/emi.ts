import { roundPaise } from './money';

export type EmiInput = {
  principal: number;
  annualRatePercent: number;
  months: number;
};

export type EmiResult = {
  emi: number;
  totalPayable: number;
  totalInterest: number;
};

/** Unrounded EMI: P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate; P/n when the rate is zero. */
export function emiExact({ principal, annualRatePercent, months }: EmiInput): number {
  if (months <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** EMI and totals rounded to paise; the total comes from the unrounded EMI (DESIGN §6). */
export function computeEmi(input: EmiInput): EmiResult {
  const exact = emiExact(input);
  const total = exact * input.months;
  return {
    emi: roundPaise(exact),
    totalPayable: roundPaise(total),
    totalInterest: roundPaise(total - input.principal),
  };
}

/**
 * Annual percentage rate including the processing fee: the rate at which the EMI stream
 * repays the amount actually received (principal − fee). Solved by bisection on the monthly rate.
 */
export function computeApr({
  principal,
  annualRatePercent,
  months,
  processingFee,
}: EmiInput & { processingFee: number }): number {
  const emi = emiExact({ principal, annualRatePercent, months });
  const received = principal - processingFee;
  if (months <= 0 || received <= 0) return annualRatePercent;
  const presentValue = (monthly: number) =>
    monthly === 0 ? emi * months : (emi * (1 - (1 + monthly) ** -months)) / monthly;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}
