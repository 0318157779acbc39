import type { MessageMap } from './i18n';

/** Messages of the operations area: background jobs (and, as they come, uploads and reports). */
export const operationsMessages = {
  jobRetried: { en: 'The job will run again', hi: 'यह जॉब फिर से चलेगा' },
  jobNotFailed: {
    en: 'Only a job that has failed for good can be sent again',
    hi: 'केवल पूरी तरह विफल हुआ जॉब ही फिर से भेजा जा सकता है',
  },
  dateRangeRequired: { en: 'Choose the first and the last day', hi: 'पहला और अंतिम दिन चुनें' },
  dateRangeOrder: {
    en: 'The last day cannot be before the first day',
    hi: 'अंतिम दिन पहले दिन से पहले नहीं हो सकता',
  },
  dateRangeTooLong: { en: 'Choose a range of at most a year', hi: 'अधिकतम एक वर्ष की अवधि चुनें' },
} satisfies MessageMap;
