import type { MessageMap } from './i18n';

/** Messages of the CSR portal (admin /admin/csr-portal). */
export const csrMessages = {
  csrSearchTooShort: {
    en: 'Type a mobile number, PAN, application reference (SK-…) or id, e-mail or at least 2 letters of a name',
    hi: 'मोबाइल नंबर, पैन, आवेदन संदर्भ (SK-…) या आईडी, ई-मेल या नाम के कम से कम 2 अक्षर लिखें',
  },
  csrNoteInvalid: {
    en: 'Write a note of 2 to 2,000 characters',
    hi: '2 से 2,000 अक्षरों का नोट लिखें',
  },
  csrRevealReasonInvalid: {
    en: 'Say why you need to see it (5 to 200 characters)',
    hi: 'बताएँ कि आपको इसे देखने की ज़रूरत क्यों है (5 से 200 अक्षर)',
  },
  csrCallbackInPast: {
    en: 'Choose a time in the future, within 30 days',
    hi: 'भविष्य का कोई समय चुनें, 30 दिनों के भीतर',
  },
  csrNoStatusMessage: {
    en: 'No active message template serves this status yet',
    hi: 'इस स्थिति के लिए अभी कोई सक्रिय संदेश टेम्पलेट नहीं है',
  },
  csrCustomerErased: {
    en: 'This customer’s data was erased',
    hi: 'इस ग्राहक का डेटा मिटा दिया गया है',
  },
  csrApplicationNotOfCustomer: {
    en: 'This application is not this customer’s',
    hi: 'यह आवेदन इस ग्राहक का नहीं है',
  },
} as const satisfies MessageMap;

export type CsrMessageKey = keyof typeof csrMessages;
