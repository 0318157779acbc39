import type { MessageMap } from './i18n';

/** Messages of lender files (status file, MIS, commission) and their reconciliation. */
export const ingestionMessages = {
  fileReceived: {
    en: 'File received: it is being checked. Review the preview, then apply it.',
    hi: 'फ़ाइल मिल गई: इसकी जाँच हो रही है। पूर्वावलोकन देखें, फिर लागू करें।',
  },
  fileApplying: { en: 'The file is being applied', hi: 'फ़ाइल लागू की जा रही है' },
  fileDiscarded: { en: 'The file was discarded; nothing was changed', hi: 'फ़ाइल हटा दी गई; कुछ भी नहीं बदला' },
  fileRetrying: { en: 'The file will be processed again', hi: 'फ़ाइल फिर से प्रोसेस की जाएगी' },
  fileNotReady: {
    en: 'This file is not waiting to be applied',
    hi: 'यह फ़ाइल लागू होने की प्रतीक्षा में नहीं है',
  },
  fileNotFailed: { en: 'Only a failed file can be tried again', hi: 'केवल विफल फ़ाइल को फिर से आज़माया जा सकता है' },
  fileHasErrors: {
    en: 'Some rows have errors: fix the file, or apply it skipping those rows',
    hi: 'कुछ पंक्तियों में त्रुटियाँ हैं: फ़ाइल ठीक करें, या उन पंक्तियों को छोड़कर लागू करें',
  },
  duplicateNeedsConfirmation: {
    en: 'The same file was uploaded before: confirm to apply it again',
    hi: 'यही फ़ाइल पहले अपलोड की गई थी: फिर से लागू करने के लिए पुष्टि करें',
  },
  missingColumns: {
    en: 'Required columns are missing: {columns}',
    hi: 'आवश्यक कॉलम नहीं हैं: {columns}',
  },
  needsMapping: {
    en: "Required columns are missing: {columns}. Map the file's columns to the lender's once, and the file is checked.",
    hi: 'आवश्यक कॉलम नहीं हैं: {columns}। फ़ाइल के कॉलम एक बार ऋणदाता के कॉलम से मिलाएँ, फिर फ़ाइल जाँची जाएगी।',
  },
  fileNeedsMapping: {
    en: "Map this file's columns first: trying it again as it is would fail again",
    hi: 'पहले इस फ़ाइल के कॉलम मिलाएँ: इसे ऐसे ही फिर से आज़माने पर यह फिर विफल होगी',
  },
  fileNeedsNoMapping: {
    en: 'This file is not waiting for its columns to be mapped',
    hi: 'यह फ़ाइल कॉलम मिलाने की प्रतीक्षा में नहीं है',
  },
  lenderFileProfileSaved: {
    en: "The lender's file profile was saved",
    hi: 'ऋणदाता की फ़ाइल प्रोफ़ाइल सहेजी गई',
  },
  profileMappingSaved: {
    en: "The lender's file profile was saved and the file is being checked",
    hi: 'ऋणदाता की फ़ाइल प्रोफ़ाइल सहेजी गई और फ़ाइल की जाँच हो रही है',
  },
  profileColumnUnknown: {
    en: "A column is not one of this kind of file's template columns",
    hi: 'एक कॉलम इस प्रकार की फ़ाइल के टेम्पलेट का कॉलम नहीं है',
  },
  noHeaderRow: { en: 'The first sheet has no header row', hi: 'पहली शीट में हेडर पंक्ति नहीं है' },
  noDataRows: { en: 'The file has a header but no rows', hi: 'फ़ाइल में हेडर है पर कोई पंक्ति नहीं' },
  interrupted: {
    en: 'The server stopped while this file was being processed; nothing was applied. Try it again.',
    hi: 'इस फ़ाइल की प्रोसेसिंग के दौरान सर्वर रुक गया; कुछ भी लागू नहीं हुआ। फिर से आज़माएँ।',
  },
  applicationsChanged: {
    en: 'Some applications changed while the file was applied; nothing was changed. Try it again.',
    hi: 'फ़ाइल लागू होते समय कुछ आवेदन बदल गए; कुछ भी नहीं बदला। फिर से आज़माएँ।',
  },
  processingFailed: {
    en: 'The file could not be processed; nothing was applied',
    hi: 'फ़ाइल प्रोसेस नहीं हो सकी; कुछ भी लागू नहीं हुआ',
  },
  // Row problems
  applicationIdRequired: { en: 'The application id is required', hi: 'आवेदन आईडी आवश्यक है' },
  applicationNotFound: { en: 'No Saakh application has this id', hi: 'इस आईडी का कोई साख आवेदन नहीं है' },
  applicationOtherLender: {
    en: 'This application was sent to another lender',
    hi: 'यह आवेदन किसी अन्य ऋणदाता को भेजा गया था',
  },
  unknownStatus: {
    en: 'Unknown status (created, submitted, in_review, approved, rejected, disbursed, cancelled or expired)',
    hi: 'अज्ञात स्थिति (created, submitted, in_review, approved, rejected, disbursed, cancelled या expired)',
  },
  statusNotAllowed: {
    en: 'This status change is not allowed',
    hi: 'स्थिति का यह बदलाव अनुमत नहीं है',
  },
  disbursedAmountRequired: { en: 'The disbursed amount is required', hi: 'वितरित राशि आवश्यक है' },
  disbursedOnRequired: { en: 'The disbursal date is required', hi: 'वितरण की तारीख आवश्यक है' },
  lenderRequired: { en: 'The lender is required', hi: 'ऋणदाता आवश्यक है' },
  lenderNotFound: { en: 'No lender has this name', hi: 'इस नाम का कोई ऋणदाता नहीं है' },
  commissionAmountRequired: { en: 'The commission amount is required', hi: 'कमीशन राशि आवश्यक है' },
  payoutDateRequired: { en: 'The payout date is required', hi: 'भुगतान की तारीख आवश्यक है' },
  referenceRequired: {
    en: 'Give the lender reference or the application id',
    hi: 'ऋणदाता संदर्भ या आवेदन आईडी दें',
  },
  duplicateRow: { en: 'This row repeats an earlier row of the file', hi: 'यह पंक्ति फ़ाइल की पिछली पंक्ति दोहराती है' },
  notDisbursable: {
    en: 'The application cannot be disbursed from its current status',
    hi: 'आवेदन की वर्तमान स्थिति से वितरण संभव नहीं है',
  },
  // MIS exceptions
  misResolved: { en: 'The row was resolved', hi: 'पंक्ति का निपटारा हो गया' },
  feedDisagreementMoved: {
    en: 'The application has changed since this row was kept: look at it again',
    hi: 'यह पंक्ति रखे जाने के बाद आवेदन बदल गया है: इसे फिर से देखें',
  },
  misAlreadyResolved: { en: 'This row was already resolved', hi: 'इस पंक्ति का निपटारा पहले ही हो चुका है' },
  misNoDisagreement: {
    en: 'This row does not contradict a recorded disbursal',
    hi: 'यह पंक्ति किसी दर्ज वितरण से अलग नहीं है',
  },
  misDisagreementChoice: {
    en: 'This row contradicts a recorded disbursal: keep Saakh’s figures or take the lender’s',
    hi: 'यह पंक्ति दर्ज वितरण से अलग है: Saakh के आँकड़े रखें या ऋणदाता के लें',
  },
  misNoCandidate: {
    en: 'This row has no suggested application: pick one',
    hi: 'इस पंक्ति के लिए कोई सुझाया गया आवेदन नहीं है: एक चुनें',
  },
} satisfies MessageMap;

export type IngestionMessageKey = keyof typeof ingestionMessages;
