import type { MessageMap } from './i18n';

/** Messages of payout documents: self-billing, invoices per payout and TDS certificate data (decision 043). */
export const payoutDocumentMessages = {
  selfBillingSaved: { en: 'Self-billing choice saved', hi: 'सेल्फ़-बिलिंग का विकल्प सहेजा गया' },
  selfBillingMasquerade: {
    en: 'Only the partner’s own user can agree to self-billing',
    hi: 'सेल्फ़-बिलिंग के लिए केवल पार्टनर का अपना उपयोगकर्ता सहमति दे सकता है',
  },
  selfBillingInvalid: { en: 'Choose whether Saakh may self-bill', hi: 'चुनें कि साख सेल्फ़-बिल कर सकता है या नहीं' },
  partnerInvoiceNumberInvalid: {
    en: 'Enter the invoice number as on the partner’s invoice (1 to 16 letters, digits, / or -)',
    hi: 'पार्टनर के इनवॉइस पर लिखा इनवॉइस नंबर दर्ज करें (1 से 16 अक्षर, अंक, / या -)',
  },
  partnerInvoiceDateInvalid: {
    en: 'Enter the invoice date: a real day, not after today',
    hi: 'इनवॉइस की तारीख दर्ज करें: एक सही दिन, आज के बाद का नहीं',
  },
  partnerInvoiceRecorded: { en: 'Partner’s invoice recorded', hi: 'पार्टनर का इनवॉइस दर्ज किया गया' },
  partnerInvoiceNotExpected: {
    en: 'This payout needs no invoice from the partner',
    hi: 'इस भुगतान के लिए पार्टनर से इनवॉइस की ज़रूरत नहीं है',
  },
  partnerInvoiceAwaited: { en: 'Invoice from the partner awaited', hi: 'पार्टनर से इनवॉइस की प्रतीक्षा है' },
  financialYearInvalid: {
    en: 'Choose a financial year such as 2026-27',
    hi: '2026-27 जैसा कोई वित्तीय वर्ष चुनें',
  },
  quarterInvalid: { en: 'Choose a quarter, Q1 to Q4', hi: 'एक तिमाही चुनें, Q1 से Q4' },
} as const satisfies MessageMap;

export type PayoutDocumentMessageKey = keyof typeof payoutDocumentMessages;
