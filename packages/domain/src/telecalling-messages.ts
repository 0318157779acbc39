import type { MessageMap } from './i18n';

/** Messages of telecalling (admin /admin/telecalling). */
export const telecallingMessages = {
  lookbackDaysInvalid: {
    en: 'Enter a look-back of 1 to 90 days',
    hi: '1 से 90 दिनों की पिछली अवधि दर्ज करें',
  },
  minIdleHoursInvalid: {
    en: 'Enter an idle time of 0 to 720 hours',
    hi: '0 से 720 घंटे का निष्क्रिय समय दर्ज करें',
  },
  queueRuleSaved: { en: 'Queue rule saved', hi: 'कतार नियम सहेजा गया' },
  queueBuildStarted: { en: 'Building the queue', hi: 'कतार बनाई जा रही है' },
  leadNotFound: { en: 'This lead does not exist', hi: 'यह लीड मौजूद नहीं है' },
  leadNotYours: {
    en: 'This customer is with another telecaller',
    hi: 'यह ग्राहक किसी अन्य टेलीकॉलर के पास है',
  },
  leadClosed: { en: 'This lead is already closed', hi: 'यह लीड पहले ही बंद हो चुकी है' },
  noteRequired: { en: 'Write a note', hi: 'नोट लिखें' },
  noteTooLong: { en: 'Keep the note within 1,000 characters', hi: 'नोट 1,000 अक्षरों के भीतर रखें' },
  noteSaved: { en: 'Note saved', hi: 'नोट सहेजा गया' },
  dispositionInvalid: { en: 'Choose what the call ended in', hi: 'चुनें कि कॉल का परिणाम क्या रहा' },
  callbackAtRequired: { en: 'Choose when to call back', hi: 'चुनें कि कब वापस कॉल करना है' },
  callbackAtInvalid: { en: 'Enter a valid date and time', hi: 'मान्य तारीख और समय दर्ज करें' },
  callbackAtPast: { en: 'The callback must be in the future', hi: 'वापसी कॉल का समय भविष्य में होना चाहिए' },
  callBeforeOutcome: {
    en: 'Call the customer before saving what the call ended in',
    hi: 'कॉल का नतीजा सहेजने से पहले ग्राहक को कॉल करें',
  },
  notInterestedReasonRequired: {
    en: 'Choose why the customer is not interested',
    hi: 'चुनें कि ग्राहक की रुचि क्यों नहीं है',
  },
  dispositionSaved: { en: 'Disposition saved', hi: 'परिणाम सहेजा गया' },
  callStarted: {
    en: 'Calling: your phone rings first, then the customer',
    hi: 'कॉल हो रही है: पहले आपका फ़ोन बजेगा, फिर ग्राहक का',
  },
  callFailed: {
    en: 'The telephony service did not place the call; try again',
    hi: 'टेलीफ़ोनी सेवा ने कॉल नहीं लगाई; फिर से प्रयास करें',
  },
  agentPhoneRequired: {
    en: 'Add your own phone number first: the provider rings it before the customer',
    hi: 'पहले अपना फ़ोन नंबर जोड़ें: सेवा ग्राहक से पहले उसी पर कॉल करती है',
  },
  agentPhoneSaved: { en: 'Your phone number is saved', hi: 'आपका फ़ोन नंबर सहेजा गया' },
  customerUnreachable: {
    en: 'This customer has no number to call',
    hi: 'इस ग्राहक का कॉल करने के लिए कोई नंबर नहीं है',
  },
  telecallerInvalid: {
    en: 'Choose an active telecaller or team lead',
    hi: 'कोई सक्रिय टेलीकॉलर या टीम लीड चुनें',
  },
  leadReassigned: { en: 'Lead reassigned', hi: 'लीड फिर से सौंपी गई' },
  telephonySignatureInvalid: { en: 'The signature does not match', hi: 'हस्ताक्षर मेल नहीं खाता' },
  callNotFound: { en: 'This call is not known', hi: 'यह कॉल ज्ञात नहीं है' },
} as const satisfies MessageMap;
