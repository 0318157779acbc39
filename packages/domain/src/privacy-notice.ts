import type { MessageMap } from './i18n';

/**
 * The privacy notice (issue 30: "a notice in plain English and Hindi listing each data item and purpose"): each item
 * held, why, and the consent or law it rests on. The texts are `privacyNotice.<item>.*` below.
 */
export const privacyNoticeItems = [
  'mobile',
  'name',
  'email',
  'birthDate',
  'pan',
  'address',
  'employment',
  'income',
  'householdIncome',
  'loanNeed',
  'applications',
  'documents',
  'messages',
  'complaints',
  'device',
] as const;
export type PrivacyNoticeItem = (typeof privacyNoticeItems)[number];

/**
 * The notice's texts, for each data item what it is, why Saakh holds it and what it rests on. Shown on
 * /privacy-policy and linked from the sign-in consent; kept apart from the API's messages (messages.ts), so the
 * public page that shows it loads nothing else.
 */
export const privacyNoticeMessages = {
  'privacyNotice.title': { en: 'Privacy notice: what we keep and why', hi: 'गोपनीयता सूचना: हम क्या रखते हैं और क्यों' },
  'privacyNotice.intro': {
    en: 'Saakh keeps only what it needs to find and send you loan, card and insurance offers. Each line says what we keep, why, and what lets us keep it. You can see, download, correct or erase your data under My data, and take back a consent under My consents.',
    hi: 'साख केवल वही रखता है जो आपको ऋण, कार्ड और बीमा ऑफ़र खोजने और भेजने के लिए ज़रूरी है। हर पंक्ति बताती है कि हम क्या रखते हैं, क्यों, और किस आधार पर। आप मेरा डेटा में अपना डेटा देख, डाउनलोड, सुधार या मिटा सकते हैं, और मेरी सहमतियाँ में कोई सहमति वापस ले सकते हैं।',
  },
  'privacyNotice.item': { en: 'What we keep', hi: 'हम क्या रखते हैं' },
  'privacyNotice.purpose': { en: 'Why', hi: 'क्यों' },
  'privacyNotice.basis': { en: 'Based on', hi: 'आधार' },
  'privacyNotice.mobile.item': { en: 'Mobile number', hi: 'मोबाइल नंबर' },
  'privacyNotice.mobile.purpose': {
    en: 'To sign you in with an OTP and tell you about your applications',
    hi: 'OTP से आपको साइन इन कराने और आपके आवेदनों की जानकारी देने के लिए',
  },
  'privacyNotice.name.item': { en: 'Name', hi: 'नाम' },
  'privacyNotice.name.purpose': {
    en: 'To fill your applications and address you',
    hi: 'आपके आवेदन भरने और आपको संबोधित करने के लिए',
  },
  'privacyNotice.email.item': { en: 'E-mail address', hi: 'ई-मेल पता' },
  'privacyNotice.email.purpose': {
    en: 'To send your Key Facts Statement and application updates',
    hi: 'आपका मुख्य तथ्य विवरण और आवेदन की जानकारी भेजने के लिए',
  },
  'privacyNotice.birthDate.item': { en: 'Date of birth', hi: 'जन्म तिथि' },
  'privacyNotice.birthDate.purpose': {
    en: 'Lenders lend only to adults within their age limits',
    hi: 'ऋणदाता केवल अपनी आयु सीमा के भीतर वयस्कों को ऋण देते हैं',
  },
  'privacyNotice.pan.item': { en: 'PAN', hi: 'पैन' },
  'privacyNotice.pan.purpose': {
    en: 'Lenders need it to check your credit and identity; we match their answers to you by it',
    hi: 'ऋणदाताओं को आपकी क्रेडिट और पहचान जाँचने के लिए इसकी ज़रूरत होती है; हम उनके उत्तर इसी से आपसे मिलाते हैं',
  },
  'privacyNotice.address.item': { en: 'Address and PIN code', hi: 'पता और पिन कोड' },
  'privacyNotice.address.purpose': {
    en: 'Lenders lend only in the places they serve',
    hi: 'ऋणदाता केवल उन्हीं जगहों पर ऋण देते हैं जहाँ वे सेवा देते हैं',
  },
  'privacyNotice.employment.item': { en: 'Work and employer', hi: 'काम और नियोक्ता' },
  'privacyNotice.employment.purpose': {
    en: 'To match you with lenders that lend to people in your work',
    hi: 'आपको उन ऋणदाताओं से मिलाने के लिए जो आपके काम के लोगों को ऋण देते हैं',
  },
  'privacyNotice.income.item': { en: 'Income', hi: 'आय' },
  'privacyNotice.income.purpose': {
    en: 'To show only offers you are likely to get, at the amounts you can repay',
    hi: 'केवल वही ऑफ़र दिखाने के लिए जो आपको मिलने की संभावना है, उतनी राशि पर जो आप चुका सकें',
  },
  'privacyNotice.householdIncome.item': { en: 'Household income declaration', hi: 'पारिवारिक आय की घोषणा' },
  'privacyNotice.householdIncome.purpose': {
    en: 'RBI rules for microfinance loans depend on it',
    hi: 'माइक्रोफ़ाइनेंस ऋण के आरबीआई नियम इस पर निर्भर करते हैं',
  },
  'privacyNotice.loanNeed.item': { en: 'Loan amount and tenure you ask for', hi: 'आपके द्वारा माँगी गई ऋण राशि और अवधि' },
  'privacyNotice.loanNeed.purpose': {
    en: 'To compare offers for what you need',
    hi: 'आपकी ज़रूरत के अनुसार ऑफ़र की तुलना करने के लिए',
  },
  'privacyNotice.applications.item': {
    en: 'Applications, Key Facts Statements and lender answers',
    hi: 'आवेदन, मुख्य तथ्य विवरण और ऋणदाता के उत्तर',
  },
  'privacyNotice.applications.purpose': {
    en: 'To send your application to the lender you chose and show you where it stands; kept 8 years as RBI requires',
    hi: 'आपका आवेदन आपके चुने हुए ऋणदाता को भेजने और उसकी स्थिति दिखाने के लिए; आरबीआई के अनुसार 8 वर्ष रखे जाते हैं',
  },
  'privacyNotice.documents.item': { en: 'Documents you upload', hi: 'आपके द्वारा अपलोड किए गए दस्तावेज़' },
  'privacyNotice.documents.purpose': {
    en: 'Only when a lender asks for them, to send with your application',
    hi: 'केवल तब जब ऋणदाता माँगे, आपके आवेदन के साथ भेजने के लिए',
  },
  'privacyNotice.messages.item': { en: 'Messages we send you', hi: 'हमारे द्वारा आपको भेजे गए संदेश' },
  'privacyNotice.messages.purpose': {
    en: 'Updates on your applications; offers only with your marketing consent; kept 180 days',
    hi: 'आपके आवेदनों की जानकारी; ऑफ़र केवल आपकी मार्केटिंग सहमति से; 180 दिन रखे जाते हैं',
  },
  'privacyNotice.complaints.item': { en: 'Complaints', hi: 'शिकायतें' },
  'privacyNotice.complaints.purpose': {
    en: 'To resolve them within 30 days and show RBI how we did',
    hi: '30 दिनों में उनका समाधान करने और आरबीआई को दिखाने के लिए कि हमने कैसे किया',
  },
  'privacyNotice.device.item': { en: 'Sign-ins and device address', hi: 'साइन-इन और डिवाइस का पता' },
  'privacyNotice.device.purpose': {
    en: 'To keep your account safe and prove what you agreed to; kept 30 days after a session ends',
    hi: 'आपका खाता सुरक्षित रखने और यह साबित करने के लिए कि आप किस पर सहमत हुए; सत्र समाप्त होने के 30 दिन बाद तक रखा जाता है',
  },
  'privacyNotice.basis.contract': { en: 'Your request for offers', hi: 'ऑफ़र के लिए आपका अनुरोध' },
  'privacyNotice.basis.consent': { en: 'Your consent', hi: 'आपकी सहमति' },
  'privacyNotice.basis.law': { en: 'The law (RBI rules)', hi: 'कानून (आरबीआई नियम)' },
} satisfies MessageMap;

/** What each notice item rests on: the customer's request, a consent they can withdraw, or a legal duty. */
export const privacyNoticeBasis = {
  mobile: 'contract',
  name: 'contract',
  email: 'contract',
  birthDate: 'contract',
  pan: 'contract',
  address: 'contract',
  employment: 'contract',
  income: 'contract',
  householdIncome: 'law',
  loanNeed: 'contract',
  applications: 'law',
  documents: 'consent',
  messages: 'consent',
  complaints: 'law',
  device: 'contract',
} as const satisfies Record<PrivacyNoticeItem, 'contract' | 'consent' | 'law'>;
