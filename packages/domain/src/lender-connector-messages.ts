import type { MessageMap } from './i18n';

/** Messages of lender connectors (admin lender page, "Connection" tab; the application's "Send to lender"). */
export const lenderConnectorMessages = {
  lenderCodeInvalid: {
    en: 'Use 1 to 40 letters, digits, dots, dashes or underscores',
    hi: '1 से 40 अक्षर, अंक, बिंदु, डैश या अंडरस्कोर लिखें',
  },
  connectorFieldPathInvalid: {
    en: 'Name the lender’s field as a path of up to four names, such as applicant.pan',
    hi: 'ऋणदाता के फ़ील्ड को चार नामों तक के पथ की तरह लिखें, जैसे applicant.pan',
  },
  connectorUrlInvalid: {
    en: 'Enter an http or https address without a user name or password',
    hi: 'यूज़र नेम या पासवर्ड के बिना http या https पता लिखें',
  },
  connectorUrlRequired: { en: 'Enter the lender’s address', hi: 'ऋणदाता का पता लिखें' },
  connectorAuthRequired: { en: 'Choose how Saakh signs in to the lender', hi: 'चुनें कि Saakh ऋणदाता में कैसे साइन इन करे' },
  connectorKeyIdRequired: {
    en: 'Enter the key id or client id the lender gave',
    hi: 'ऋणदाता द्वारा दी गई key id या client id लिखें',
  },
  connectorSecretShort: { en: 'A secret has at least 8 characters', hi: 'सीक्रेट में कम से कम 8 अक्षर होते हैं' },
  connectorSecretRequired: {
    en: 'Enter the secret the lender gave: none is stored yet',
    hi: 'ऋणदाता द्वारा दिया गया सीक्रेट लिखें: अभी कोई सहेजा नहीं गया है',
  },
  connectorWebhookSecretRequired: {
    en: 'Enter the secret the lender signs its events with: none is stored yet',
    hi: 'वह सीक्रेट लिखें जिससे ऋणदाता अपने इवेंट साइन करता है: अभी कोई सहेजा नहीं गया है',
  },
  connectorAddressRefused: {
    en: 'This address is on a private or reserved network: Saakh calls only public addresses',
    hi: 'यह पता निजी या आरक्षित नेटवर्क पर है: Saakh केवल सार्वजनिक पतों पर कॉल करता है',
  },
  connectorHttpsRequired: {
    en: 'Use an https address (http only to this computer, outside production)',
    hi: 'https पता लिखें (http केवल इसी कंप्यूटर के लिए, प्रोडक्शन के बाहर)',
  },
  connectorSaved: { en: 'Connection saved', hi: 'कनेक्शन सहेजा गया' },
  codeMapSaved: { en: 'Status and reason words saved', hi: 'स्थिति और कारण के शब्द सहेजे गए' },
  codeMapDuplicate: {
    en: 'Each of the lender’s words may appear once',
    hi: 'ऋणदाता का हर शब्द केवल एक बार आ सकता है',
  },
  connectorMissing: {
    en: 'This lender is not connected by API',
    hi: 'यह ऋणदाता API से जुड़ा नहीं है',
  },
  submissionQueued: { en: 'Sending to the lender', hi: 'ऋणदाता को भेजा जा रहा है' },
  submissionNotSendable: {
    en: 'Only a submitted application not yet accepted by the lender can be sent',
    hi: 'केवल वही सबमिट किया गया आवेदन भेजा जा सकता है जिसे ऋणदाता ने अभी स्वीकार नहीं किया है',
  },
  lenderHookRefused: {
    en: 'The event is not signed with this lender’s secret',
    hi: 'यह इवेंट इस ऋणदाता के सीक्रेट से साइन नहीं है',
  },
} as const satisfies MessageMap;
