import type { MessageMap } from './i18n';

/**
 * The consent texts (issue 30 item 3) as the customer reads them before ticking, versioned by
 * CONSENT_TEXT_VERSIONS in consents.ts: a changed text needs a new version there. `{lender}` is the lender's name.
 */
const consentTextMessages = {
  'consentText.terms_privacy': {
    en: 'I have read and agree to the Terms of Use and the Privacy Notice, which lists the data Saakh keeps about me and why',
    hi: 'मैंने उपयोग की शर्तें और गोपनीयता सूचना पढ़ ली है और उनसे सहमत हूँ, जिसमें बताया गया है कि साख मेरे बारे में कौन-सा डेटा रखता है और क्यों',
  },
  'consentText.lender_sharing': {
    en: 'I agree that Saakh shares my profile and this application with {lender} so that {lender} can decide on my loan',
    hi: 'मैं सहमत हूँ कि साख मेरी प्रोफ़ाइल और यह आवेदन {lender} के साथ साझा करे ताकि {lender} मेरे ऋण पर निर्णय ले सके',
  },
  'consentText.marketing_sms': {
    en: 'Send me offers and reminders by SMS',
    hi: 'मुझे ऑफ़र और रिमाइंडर SMS से भेजें',
  },
  'consentText.marketing_whatsapp': {
    en: 'Send me offers and reminders on WhatsApp',
    hi: 'मुझे ऑफ़र और रिमाइंडर WhatsApp पर भेजें',
  },
  'consentText.marketing_email': {
    en: 'Send me offers and reminders by e-mail',
    hi: 'मुझे ऑफ़र और रिमाइंडर ई-मेल से भेजें',
  },
  'consentText.legacy_bundled': {
    en: 'Marketing carried over from the single sign-in checkbox you ticked before consents were separate',
    hi: 'सहमतियाँ अलग होने से पहले आपके द्वारा टिक किए गए एकल साइन-इन चेकबॉक्स से ली गई मार्केटिंग सहमति',
  },
  'consentText.stop_reply': {
    en: 'Withdrawn by your STOP reply',
    hi: 'आपके STOP उत्तर से वापस ली गई',
  },
} satisfies MessageMap;

/** Names of the purposes and channels, and the server's answers about consents. */
export const consentMessages = {
  ...consentTextMessages,
  'consentPurpose.terms_privacy': { en: 'Terms of use and privacy notice', hi: 'उपयोग की शर्तें और गोपनीयता सूचना' },
  'consentPurpose.lender_sharing': { en: 'Sharing with the lender', hi: 'ऋणदाता के साथ साझा करना' },
  'consentPurpose.marketing_sms': { en: 'Marketing by SMS', hi: 'SMS से मार्केटिंग' },
  'consentPurpose.marketing_whatsapp': { en: 'Marketing on WhatsApp', hi: 'WhatsApp पर मार्केटिंग' },
  'consentPurpose.marketing_email': { en: 'Marketing by e-mail', hi: 'ई-मेल से मार्केटिंग' },
  'consentPurpose.household_income': { en: 'Household income declaration', hi: 'पारिवारिक आय की घोषणा' },
  'consentChannel.web': { en: 'Website', hi: 'वेबसाइट' },
  'consentChannel.partner_api': { en: 'Through a partner', hi: 'पार्टनर के माध्यम से' },
  'consentChannel.sms_reply': { en: 'SMS reply', hi: 'SMS उत्तर' },
  'consentChannel.assisted': { en: 'With our support team', hi: 'हमारी सहायता टीम के साथ' },
  'consentChannel.migration': { en: 'Carried over', hi: 'पहले से चली आ रही' },
  consentPurposeInvalid: { en: 'Choose a marketing channel', hi: 'मार्केटिंग चैनल चुनें' },
  consentGiven: { en: 'Thank you. Your consent is recorded', hi: 'धन्यवाद। आपकी सहमति दर्ज हो गई है' },
  consentWithdrawn: {
    en: 'Your consent is withdrawn. Nothing more will be done on it',
    hi: 'आपकी सहमति वापस ले ली गई है। इसके आधार पर आगे कुछ नहीं किया जाएगा',
  },
  consentNotWithdrawable: {
    en: 'This consent stays while you have an account. To end it, ask for your data to be erased under My data',
    hi: 'यह सहमति तब तक रहती है जब तक आपका खाता है। इसे समाप्त करने के लिए, मेरा डेटा में अपना डेटा मिटाने का अनुरोध करें',
  },
  consentAlreadyWithdrawn: { en: 'This consent is already withdrawn', hi: 'यह सहमति पहले ही वापस ली जा चुकी है' },
  lenderSharingConsentRequired: {
    en: 'Agree to share your application with the lender to send it',
    hi: 'आवेदन भेजने के लिए ऋणदाता के साथ उसे साझा करने पर सहमति दें',
  },
  lenderSharingWithdrawn: {
    en: 'You withdrew your consent to share this application with the lender. Agree again on the Key Facts Statement page to send it',
    hi: 'आपने इस आवेदन को ऋणदाता के साथ साझा करने की सहमति वापस ले ली है। इसे भेजने के लिए मुख्य तथ्य विवरण पृष्ठ पर फिर से सहमति दें',
  },
} satisfies MessageMap;

export type ConsentMessageKey = keyof typeof consentMessages;
