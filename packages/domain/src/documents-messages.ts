import type { MessageMap } from './i18n';

/** Messages of the documents a lender asks for (issue 33, item 3): uploads, partner consent, staff review, checklists. */
export const documentMessages = {
  documentFileInvalid: {
    en: 'Upload a PDF, JPG or PNG file of up to 5 MB',
    hi: '5 MB तक की PDF, JPG या PNG फ़ाइल अपलोड करें',
  },
  documentNotAsked: {
    en: 'The lender does not ask for this document for this application',
    hi: 'ऋणदाता इस आवेदन के लिए यह दस्तावेज़ नहीं मांगता',
  },
  documentsClosed: {
    en: 'Documents can no longer be changed: the lender has decided this application',
    hi: 'दस्तावेज़ अब बदले नहीं जा सकते: ऋणदाता इस आवेदन पर निर्णय ले चुका है',
  },
  documentAlreadyVerified: {
    en: 'This document is already verified',
    hi: 'यह दस्तावेज़ पहले ही सत्यापित है',
  },
  documentAlreadyReviewed: {
    en: 'This upload has already been reviewed or replaced',
    hi: 'इस अपलोड की समीक्षा हो चुकी है या इसे बदल दिया गया है',
  },
  documentConsentRequired: {
    en: 'Ask the customer for consent first: they get an OTP on their mobile',
    hi: 'पहले ग्राहक से सहमति लें: उनके मोबाइल पर OTP आएगा',
  },
  documentConsentGranted: {
    en: 'The customer has consented: you may upload their documents for 30 minutes',
    hi: 'ग्राहक ने सहमति दी है: आप 30 मिनट तक उनके दस्तावेज़ अपलोड कर सकते हैं',
  },
  documentUploaded: {
    en: 'Document uploaded: we will check it soon',
    hi: 'दस्तावेज़ अपलोड हो गया: हम जल्द इसकी जाँच करेंगे',
  },
  documentVerified: { en: 'Document verified', hi: 'दस्तावेज़ सत्यापित' },
  documentRejected: {
    en: 'Document rejected: the customer is asked to upload it again',
    hi: 'दस्तावेज़ अस्वीकार: ग्राहक से इसे फिर से अपलोड करने को कहा गया है',
  },
  documentRejectionReasonRequired: { en: 'Choose a reason', hi: 'कारण चुनें' },
  documentRejectionNoteRequired: {
    en: 'Write what is wrong for the customer',
    hi: 'ग्राहक के लिए लिखें कि क्या गलत है',
  },
  documentChecklistRepeated: {
    en: 'Each document may be asked once per product',
    hi: 'हर उत्पाद के लिए हर दस्तावेज़ एक ही बार मांगा जा सकता है',
  },
  documentChecklistSaved: { en: 'Document checklist saved', hi: 'दस्तावेज़ सूची सहेजी गई' },
} satisfies MessageMap;
