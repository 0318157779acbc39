import type { MessageMap } from './i18n';

/** Messages of the operations area: background jobs (and, as they come, uploads and reports). */
export const operationsMessages = {
  jobRetried: { en: 'The job will run again', hi: 'यह जॉब फिर से चलेगा' },
  jobNotFailed: {
    en: 'Only a job that has failed for good can be sent again',
    hi: 'केवल पूरी तरह विफल हुआ जॉब ही फिर से भेजा जा सकता है',
  },
} satisfies MessageMap;
