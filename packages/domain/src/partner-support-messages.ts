import type { MessageMap } from './i18n';

/** Messages of the partner's support tickets, referral and settings (issue 12) and the admins' partner-support page. */
export const partnerSupportMessages = {
  ticketSubjectInvalid: {
    en: 'Enter a subject of 3 to 120 characters',
    hi: '3 से 120 अक्षरों का विषय दर्ज करें',
  },
  ticketBodyInvalid: {
    en: 'Write your message in 5 to 5000 characters',
    hi: 'अपना संदेश 5 से 5000 अक्षरों में लिखें',
  },
  ticketReferenceInvalid: {
    en: 'A reference may hold up to 60 letters, digits and - _ / . :',
    hi: 'संदर्भ में अधिकतम 60 अक्षर, अंक और - _ / . : हो सकते हैं',
  },
  ticketCategoryInvalid: {
    en: 'Choose tech support, general query or dispute',
    hi: 'तकनीकी सहायता, सामान्य प्रश्न या विवाद चुनें',
  },
  ticketAttachmentInvalid: {
    en: 'Attach a PDF, PNG, JPG or WEBP file of up to 5 MB',
    hi: '5 MB तक की PDF, PNG, JPG या WEBP फ़ाइल संलग्न करें',
  },
  ticketCreated: { en: 'Your ticket has been sent', hi: 'आपका टिकट भेज दिया गया है' },
  ticketReplied: { en: 'Your reply has been sent', hi: 'आपका जवाब भेज दिया गया है' },
  ticketClosed: { en: 'The ticket is closed', hi: 'टिकट बंद कर दिया गया है' },
  ticketAlreadyClosed: { en: 'This ticket is already closed', hi: 'यह टिकट पहले से बंद है' },
  ticketClosedNoAdminReply: {
    en: 'This ticket is closed: only the partner can open it again with a reply',
    hi: 'यह टिकट बंद है: केवल पार्टनर जवाब देकर इसे फिर से खोल सकता है',
  },
  contactSaved: { en: 'Contact details saved', hi: 'संपर्क विवरण सहेजे गए' },
  bankChangeRequested: {
    en: 'Your change is sent for approval; the current details stay until then',
    hi: 'आपका बदलाव स्वीकृति के लिए भेजा गया है; तब तक मौजूदा विवरण बने रहेंगे',
  },
  bankChangePending: {
    en: 'A change is already waiting for approval',
    hi: 'एक बदलाव पहले से स्वीकृति की प्रतीक्षा में है',
  },
  bankChangeUnchanged: {
    en: 'These are the details already on record',
    hi: 'ये वही विवरण हैं जो पहले से दर्ज हैं',
  },
  bankChangeNeedsPan: { en: 'Enter the PAN', hi: 'पैन दर्ज करें' },
  bankChangeNeedsAccount: { en: 'Enter the account number', hi: 'खाता संख्या दर्ज करें' },
  bankChangeApproved: {
    en: 'The change is approved and the new details are in use',
    hi: 'बदलाव स्वीकृत हुआ और नए विवरण लागू हैं',
  },
  bankChangeRejected: { en: 'The change is rejected', hi: 'बदलाव अस्वीकार किया गया' },
  bankChangeDecided: {
    en: 'This request has already been decided',
    hi: 'इस अनुरोध पर पहले ही निर्णय हो चुका है',
  },
  bankChangeReasonInvalid: {
    en: 'Give a reason of 5 to 300 characters',
    hi: '5 से 300 अक्षरों का कारण दें',
  },
  passwordWeak: {
    en: 'Use 10 to 128 characters with at least one letter and one digit',
    hi: 'कम से कम एक अक्षर और एक अंक के साथ 10 से 128 वर्ण उपयोग करें',
  },
  currentPasswordRequired: { en: 'Enter your current password', hi: 'अपना मौजूदा पासवर्ड दर्ज करें' },
  currentPasswordWrong: { en: 'The current password is not right', hi: 'मौजूदा पासवर्ड सही नहीं है' },
  passwordUnchanged: {
    en: 'Choose a password different from the current one',
    hi: 'मौजूदा पासवर्ड से अलग पासवर्ड चुनें',
  },
  passwordChanged: {
    en: 'Password changed; your other sessions are signed out',
    hi: 'पासवर्ड बदल गया; आपके अन्य सत्र साइन आउट कर दिए गए',
  },
  preferencesSaved: { en: 'Preferences saved', hi: 'प्राथमिकताएँ सहेजी गईं' },
  partnerStaffCreated: {
    en: 'User added: share the password below once, it will not be shown again',
    hi: 'उपयोगकर्ता जोड़ा गया: नीचे दिया पासवर्ड एक बार साझा करें, यह फिर नहीं दिखेगा',
  },
  partnerStaffSelf: {
    en: 'You cannot disable your own login',
    hi: 'आप अपना ही लॉगिन बंद नहीं कर सकते',
  },
  partnerStaffUpdated: { en: 'User updated', hi: 'उपयोगकर्ता अपडेट किया गया' },
  referralClosed: {
    en: 'This invitation is not open',
    hi: 'यह आमंत्रण खुला नहीं है',
  },
  joinApplied: {
    en: 'Thank you: your application is received and Saakh will contact you after review',
    hi: 'धन्यवाद: आपका आवेदन मिल गया है और समीक्षा के बाद साख आपसे संपर्क करेगा',
  },
  joinAlreadyApplied: {
    en: 'An application with this PAN or e-mail is already under review',
    hi: 'इस पैन या ई-मेल से एक आवेदन पहले से समीक्षा में है',
  },
} as const satisfies MessageMap;

export type PartnerSupportMessageKey = keyof typeof partnerSupportMessages;
