import type { Locale } from './i18n';
import { translate, type MessageKey } from './messages';
import { formatRupees } from './money';
import type { OfferExclusion, OfferLimits } from './offers';

/**
 * The customer-readable sentences of the offer engine's refusals, in either language, with their days and figures
 * filled in: the server answers them when it refuses a select or a submit, and the offers page shows the same.
 */

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
};

/** An India day (YYYY-MM-DD) as the customer reads it: "28 Nov" / "28 नव॰". */
export function formatOfferDay(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return dayFormats[locale].format(new Date(Date.UTC(year, month - 1, day)));
}

function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

const appliedKeys: Record<string, MessageKey> = {
  submitted: 'exclusionAppliedSubmitted',
  in_review: 'exclusionAppliedInReview',
  approved: 'exclusionAppliedApproved',
};

/** "Applied on 28 Nov: in review", "Declined on 28 Nov: you can apply again from 26 Feb", … */
export function exclusionMessage(exclusion: OfferExclusion, locale: Locale): string {
  const key: MessageKey =
    exclusion.reason === 'reasonAppliedOpen'
      ? (appliedKeys[exclusion.status] ?? 'exclusionAppliedInReview')
      : exclusion.reason === 'reasonDeclinedCooling'
        ? 'exclusionDeclined'
        : 'exclusionDisbursed';
  return fill(translate(key, locale), {
    on: formatOfferDay(exclusion.on, locale),
    againFrom: exclusion.againFrom ? formatOfferDay(exclusion.againFrom, locale) : '',
  });
}

/** "Choose an amount from ₹50,000 to ₹5,00,000" for a chosen amount outside an offer's limits. */
export function amountLimitsMessage(limits: OfferLimits, locale: Locale): string {
  return fill(translate('offerAmountOutOfLimits', locale), {
    min: formatRupees(limits.minAmount),
    max: formatRupees(limits.maxAmount),
  });
}

/** "Choose a tenure from 12 to 60 months" for a chosen tenure outside an offer's limits. */
export function tenureLimitsMessage(limits: OfferLimits, locale: Locale): string {
  return fill(translate('offerTenureOutOfLimits', locale), {
    min: String(limits.minTenureMonths),
    max: String(limits.maxTenureMonths),
  });
}
