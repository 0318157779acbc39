import type { MessageMap } from './i18n';

/** Messages of the de-dupe rule and its log (admin /admin/de-dupe-logs). */
export const dedupeMessages = {
  dedupeReasonRequired: {
    en: 'Give a reason of 3 to 500 characters',
    hi: '3 से 500 अक्षरों का कारण दें',
  },
  dedupeSearchInvalid: {
    en: 'Enter a whole application id',
    hi: 'पूरी आवेदन आईडी दर्ज करें',
  },
  dedupeOverridden: {
    en: 'The lead now belongs to the later partner',
    hi: 'यह लीड अब बाद वाले पार्टनर की है',
  },
  dedupeAlreadyOverridden: {
    en: 'This duplicate was already overridden',
    hi: 'यह डुप्लिकेट पहले ही बदला जा चुका है',
  },
  dedupeOverrideDisbursed: {
    en: 'This application is disbursed: its commission is already counted, so its partner cannot change',
    hi: 'यह आवेदन वितरित हो चुका है: इसका कमीशन गिना जा चुका है, इसलिए इसका पार्टनर नहीं बदल सकता',
  },
} satisfies MessageMap;

export type DedupeMessageKey = keyof typeof dedupeMessages;
