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
  // Reports and the dashboard.
  reportSearchInvalid: {
    en: 'Search by a 10-digit mobile number, an application reference (SK-…) or an application id',
    hi: '10 अंकों के मोबाइल नंबर, आवेदन संदर्भ (SK-…) या आवेदन आईडी से खोजें',
  },
  rollupRebuildQueued: {
    en: 'The figures of {day} are being counted again',
    hi: '{day} के आंकड़े फिर से गिने जा रहे हैं',
  },
  rollupDayInFuture: { en: 'That day has not happened yet', hi: 'वह दिन अभी आया नहीं है' },
  customerNotFound: { en: 'No such customer', hi: 'ऐसा कोई ग्राहक नहीं है' },
  // Spreadsheet imports (lenders' status, MIS and commission files). 'invalidDate' and 'textTooLong' live in the
  // customer and catalogue messages and are shared, not repeated here.
  invalidAmount: { en: 'Invalid amount', hi: 'अमान्य राशि' },
  invalidFileType: { en: 'Invalid file type', hi: 'अमान्य फ़ाइल प्रकार' },
  fileTypeMismatch: {
    en: "The file's content does not match its .{ext} extension",
    hi: 'फ़ाइल की सामग्री उसके .{ext} एक्सटेंशन से मेल नहीं खाती',
  },
  fileTooLarge: { en: 'The file is larger than the limit', hi: 'फ़ाइल सीमा से बड़ी है' },
  emptyFile: { en: 'The file is empty', hi: 'फ़ाइल खाली है' },
  zipBomb: {
    en: 'This .xlsx declares far more data than it holds (a zip bomb) and was refused',
    hi: 'यह .xlsx जितना डेटा रखती है उससे कहीं अधिक घोषित करती है (ज़िप बम), इसलिए इसे अस्वीकार किया गया',
  },
  unreadableFile: {
    en: 'The file could not be read as a spreadsheet',
    hi: 'फ़ाइल को स्प्रेडशीट के रूप में पढ़ा नहीं जा सका',
  },
  tooManyRows: { en: 'The file has more than {maxRows} rows', hi: 'फ़ाइल में {maxRows} से अधिक पंक्तियाँ हैं' },
} satisfies MessageMap;
