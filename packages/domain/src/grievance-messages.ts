import type { MessageMap } from './i18n';

/** Messages of complaints (issue 30, item 2): filing, following and working them. */
export const grievanceMessages = {
  grievanceCategoryRequired: { en: 'Choose what your complaint is about', hi: 'चुनें कि आपकी शिकायत किस बारे में है' },
  grievanceDescriptionRequired: {
    en: 'Tell us what happened in at least 10 characters',
    hi: 'कम से कम 10 अक्षरों में बताएँ कि क्या हुआ',
  },
  grievanceDescriptionTooLong: { en: 'Keep it within 2,000 characters', hi: 'इसे 2,000 अक्षरों के भीतर रखें' },
  grievanceAnswerRequired: {
    en: 'Write the answer to the customer in at least 10 characters',
    hi: 'ग्राहक को उत्तर कम से कम 10 अक्षरों में लिखें',
  },
  grievanceNoteRequired: { en: 'Write the note', hi: 'नोट लिखें' },
  grievanceFiled: {
    en: 'Your complaint {reference} is registered. We will answer by {date}',
    hi: 'आपकी शिकायत {reference} दर्ज हो गई है। हम {date} तक उत्तर देंगे',
  },
  grievanceUpdated: { en: 'The complaint is updated', hi: 'शिकायत अपडेट हो गई है' },
  grievanceNotAnswered: {
    en: 'This complaint has no answer to accept or reject yet',
    hi: 'इस शिकायत का अभी कोई उत्तर नहीं है जिसे स्वीकार या अस्वीकार किया जा सके',
  },
  grievanceClosed: { en: 'This complaint is closed', hi: 'यह शिकायत बंद हो चुकी है' },
  grievanceLenderMismatch: {
    en: 'The application is not with the lender you chose',
    hi: 'यह आवेदन आपके चुने हुए ऋणदाता के पास नहीं है',
  },
  grievanceAnswerAccepted: { en: 'Thank you. The complaint is resolved', hi: 'धन्यवाद। शिकायत का समाधान हो गया है' },
  grievanceAnswerRejected: {
    en: 'We have noted that the answer did not resolve your complaint. You may now approach the RBI Integrated Ombudsman',
    hi: 'हमने नोट किया है कि उत्तर से आपकी शिकायत का समाधान नहीं हुआ। अब आप आरबीआई एकीकृत लोकपाल से संपर्क कर सकते हैं',
  },
  grievanceOtpSent: {
    en: 'We have sent an OTP to your mobile to register the complaint',
    hi: 'शिकायत दर्ज करने के लिए हमने आपके मोबाइल पर OTP भेजा है',
  },
  grievanceAnsweredSms: {
    en: 'Saakh has answered your complaint {reference}. Open your account to read it and tell us if it resolves your complaint',
    hi: 'साख ने आपकी शिकायत {reference} का उत्तर दिया है। इसे पढ़ने के लिए अपना खाता खोलें और बताएँ कि क्या इससे समाधान हुआ',
  },
} as const satisfies MessageMap;
