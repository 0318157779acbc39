import type { MessageMap } from './i18n';

/** Messages of the partner's dashboard, reports, commission statement and funnel (issue 12). */
export const partnerInsightsMessages = {
  stuckDaysInvalid: {
    en: 'Enter a number of days from 1 to 90',
    hi: '1 से 90 के बीच दिनों की संख्या दर्ज करें',
  },
  statementMonthInvalid: {
    en: 'Choose a month as YYYY-MM',
    hi: 'माह YYYY-MM के रूप में चुनें',
  },
  funnelStepsInvalid: {
    en: 'Choose at least two of the tracked steps',
    hi: 'ट्रैक किए गए चरणों में से कम से कम दो चुनें',
  },
  clawbackAmountInvalid: {
    en: 'Enter an amount above ₹0 and not more than the line’s share',
    hi: '₹0 से अधिक और उस पंक्ति के हिस्से से अधिक नहीं, ऐसी राशि दर्ज करें',
  },
  clawbackReasonInvalid: {
    en: 'Give a reason of 3 to 300 characters',
    hi: '3 से 300 अक्षरों का कारण दें',
  },
  clawbackExists: {
    en: 'This commission line has already been clawed back',
    hi: 'इस कमीशन पंक्ति की वापसी पहले ही हो चुकी है',
  },
  clawbackRecorded: { en: 'The clawback is recorded', hi: 'वापसी दर्ज कर ली गई है' },
  statementPdfUnavailable: {
    en: 'The PDF could not be made just now; please try again in a minute',
    hi: 'अभी PDF नहीं बन सका; कृपया एक मिनट बाद फिर कोशिश करें',
  },
} as const satisfies MessageMap;
