import type { MessageMap } from './i18n';

/** Messages of the shared API layer: errors every endpoint can answer with. */
export const commonMessages = {
  validationFailed: { en: 'Please correct the highlighted fields', hi: 'कृपया चिह्नित फ़ील्ड ठीक करें' },
  unauthorized: { en: 'Please log in to continue', hi: 'जारी रखने के लिए कृपया लॉग इन करें' },
  sessionExpired: {
    en: 'Your session has expired. Please log in again',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें',
  },
  forbidden: { en: 'You are not allowed to do this', hi: 'आपको यह करने की अनुमति नहीं है' },
  notFound: { en: 'Not found', hi: 'नहीं मिला' },
  conflict: { en: 'This already exists', hi: 'यह पहले से मौजूद है' },
  tooManyRequests: { en: 'Too many requests. Please try again later', hi: 'बहुत अधिक अनुरोध। कृपया बाद में पुनः प्रयास करें' },
  internalError: { en: 'Something went wrong. Please try again', hi: 'कुछ गलत हो गया। कृपया पुनः प्रयास करें' },
  crossSiteRefused: {
    en: 'This request came from another site and was refused. Please use the app itself',
    hi: 'यह अनुरोध किसी अन्य साइट से आया था और अस्वीकार कर दिया गया। कृपया ऐप का ही उपयोग करें',
  },
  serviceUnavailable: {
    en: 'We are back in a moment. Please try again in a few seconds',
    hi: 'हम कुछ ही पल में वापस आ रहे हैं। कृपया कुछ सेकंड बाद पुनः प्रयास करें',
  },
  serverBusy: {
    en: 'Many logins are being checked right now. Please try again in a few seconds',
    hi: 'इस समय कई लॉग इन जाँचे जा रहे हैं। कृपया कुछ सेकंड बाद पुनः प्रयास करें',
  },
  payloadTooLarge: { en: 'The file is too large', hi: 'फ़ाइल बहुत बड़ी है' },
  unsupportedMediaType: { en: 'This file type is not accepted', hi: 'यह फ़ाइल प्रकार स्वीकार नहीं है' },
  required: { en: 'This field is required', hi: 'यह फ़ील्ड आवश्यक है' },
  invalidValue: { en: 'Invalid value', hi: 'अमान्य मान' },
  anErrorOccurred: { en: 'An error occurred', hi: 'एक त्रुटि हुई' },
  saved: { en: 'Saved', hi: 'सहेजा गया' },
  signedCallStale: {
    en: 'The call is not signed with the current time',
    hi: 'यह कॉल वर्तमान समय के साथ हस्ताक्षरित नहीं है',
  },
  signedCallReplayed: { en: 'This signed call was already received', hi: 'यह हस्ताक्षरित कॉल पहले ही प्राप्त हो चुकी है' },
} satisfies MessageMap;
