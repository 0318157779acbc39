import type { MessageMap } from './i18n';

/** Messages of merchant management (admin /admin/merchant-management). */
export const merchantMessages = {
  legalNameInvalid: {
    en: 'Enter the legal name as registered (2 to 120 characters)',
    hi: 'पंजीकृत कानूनी नाम दर्ज करें (2 से 120 अक्षर)',
  },
  gstinInvalid: {
    en: 'Enter a valid 15-character GSTIN (its check character must agree)',
    hi: 'मान्य 15-अक्षर का GSTIN दर्ज करें (इसका जाँच अक्षर सही होना चाहिए)',
  },
  gstinPanMismatch: {
    en: 'The GSTIN must carry this partner’s PAN',
    hi: 'GSTIN में इसी पार्टनर का पैन होना चाहिए',
  },
  personNameInvalid: { en: 'Enter a name of 2 to 80 letters', hi: '2 से 80 अक्षरों का नाम दर्ज करें' },
  bankAccountInvalid: {
    en: 'Enter an account number of 9 to 18 digits',
    hi: '9 से 18 अंकों की खाता संख्या दर्ज करें',
  },
  partnerTypeInvalid: { en: 'Choose merchant, DSA or reseller', hi: 'मर्चेंट, DSA या रीसेलर चुनें' },
  partnerStatusInvalid: { en: 'Choose active or suspended', hi: 'सक्रिय या निलंबित चुनें' },
  usernameInvalid: {
    en: 'Use 3 to 40 letters, digits, dots, hyphens or underscores',
    hi: '3 से 40 अक्षर, अंक, बिंदु, हाइफ़न या अंडरस्कोर का उपयोग करें',
  },
  splitInvalid: {
    en: 'Enter a share above 0 and up to 100, with at most 2 decimals',
    hi: '0 से अधिक और 100 तक का हिस्सा दर्ज करें, अधिकतम 2 दशमलव',
  },
  splitRequired: { en: 'Enter the parent’s share', hi: 'पैरेंट का हिस्सा दर्ज करें' },
  parentInvalid: { en: 'Choose a parent partner', hi: 'पैरेंट पार्टनर चुनें' },
  parentSelf: { en: 'A partner cannot be its own parent', hi: 'कोई पार्टनर अपना ही पैरेंट नहीं हो सकता' },
  parentIsSubPartner: {
    en: 'This partner has a parent itself; only one level is allowed',
    hi: 'इस पार्टनर का स्वयं एक पैरेंट है; केवल एक स्तर की अनुमति है',
  },
  partnerHasSubPartners: {
    en: 'This partner is a parent of other partners, so it cannot have a parent',
    hi: 'यह पार्टनर अन्य पार्टनरों का पैरेंट है, इसलिए इसका कोई पैरेंट नहीं हो सकता',
  },
  payoutReferenceInvalid: {
    en: 'Enter the transfer’s UTR or reference: 6 to 30 letters and digits',
    hi: 'ट्रांसफ़र का UTR या संदर्भ दर्ज करें: 6 से 30 अक्षर और अंक',
  },
  payoutReferenceTaken: {
    en: 'A payout with this reference is already recorded',
    hi: 'इस संदर्भ वाला भुगतान पहले से दर्ज है',
  },
  payoutDateInvalid: {
    en: 'Enter the payment date, not later than today',
    hi: 'भुगतान की तारीख दर्ज करें, आज के बाद की नहीं',
  },
  payoutBlocked: {
    en: 'Payouts are blocked until KYC and bank details are complete',
    hi: 'KYC और बैंक विवरण पूरे होने तक भुगतान रुके हुए हैं',
  },
  nothingToPay: {
    en: 'This partner has no earned commission to pay',
    hi: 'इस पार्टनर का भुगतान योग्य कोई अर्जित कमीशन नहीं है',
  },
  payoutLinesInvalid: {
    en: 'Choose the earned lines to pay (at most 500, each once)',
    hi: 'भुगतान के लिए अर्जित पंक्तियाँ चुनें (अधिकतम 500, हर एक एक बार)',
  },
  payoutLinesChanged: {
    en: 'Some chosen lines are no longer earned and unpaid; reload and choose again',
    hi: 'कुछ चुनी गई पंक्तियाँ अब अर्जित और बकाया नहीं हैं; पेज फिर से लोड करके दोबारा चुनें',
  },
  payoutNotPositive: {
    en: 'The chosen lines do not cover the clawbacks to recover; choose more lines',
    hi: 'चुनी गई पंक्तियाँ वसूल की जाने वाली वापसी को पूरा नहीं करतीं; और पंक्तियाँ चुनें',
  },
  payoutRecorded: { en: 'Payout recorded', hi: 'भुगतान दर्ज किया गया' },
  missingLegalName: { en: 'Legal name is missing', hi: 'कानूनी नाम नहीं है' },
  missingPan: { en: 'A valid PAN is missing', hi: 'मान्य पैन नहीं है' },
  missingContactName: { en: 'Contact name is missing', hi: 'संपर्क व्यक्ति का नाम नहीं है' },
  missingContactEmail: { en: 'Contact e-mail is missing', hi: 'संपर्क ईमेल नहीं है' },
  missingContactMobile: { en: 'Contact mobile is missing', hi: 'संपर्क मोबाइल नहीं है' },
  missingBankHolder: { en: 'Account holder’s name is missing', hi: 'खाताधारक का नाम नहीं है' },
  missingBankAccount: { en: 'Bank account number is missing', hi: 'बैंक खाता संख्या नहीं है' },
  missingIfsc: { en: 'A valid IFSC is missing', hi: 'मान्य IFSC नहीं है' },
  activationIncomplete: {
    en: 'Complete KYC and the contact before activating',
    hi: 'सक्रिय करने से पहले KYC और संपर्क विवरण पूरा करें',
  },
  partnerStatusUnchanged: { en: 'The partner already has this status', hi: 'पार्टनर की स्थिति पहले से यही है' },
  defaultPartnerSuspend: {
    en: 'The default brand cannot be suspended',
    hi: 'डिफ़ॉल्ट ब्रांड को निलंबित नहीं किया जा सकता',
  },
  partnerApplied: {
    en: 'This partner is still being onboarded: activate it in merchant management',
    hi: 'इस पार्टनर की ऑनबोर्डिंग चल रही है: इसे मर्चेंट प्रबंधन में सक्रिय करें',
  },
  partnerActivated: { en: 'Partner activated', hi: 'पार्टनर सक्रिय किया गया' },
  partnerSuspended: {
    en: 'Partner suspended; its users’ sessions have ended',
    hi: 'पार्टनर निलंबित किया गया; इसके उपयोगकर्ताओं के सत्र समाप्त हो गए हैं',
  },
  onboardingSaved: { en: 'Onboarding details saved', hi: 'ऑनबोर्डिंग विवरण सहेजे गए' },
  parentSaved: { en: 'Parent partner saved', hi: 'पैरेंट पार्टनर सहेजा गया' },
  partnerUserEmailTaken: {
    en: 'A partner user with this e-mail already exists',
    hi: 'इस ईमेल वाला पार्टनर उपयोगकर्ता पहले से मौजूद है',
  },
  partnerUsernameTaken: { en: 'This username is taken', hi: 'यह उपयोगकर्ता नाम पहले से लिया गया है' },
  partnerUserCreated: { en: 'Partner user created', hi: 'पार्टनर उपयोगकर्ता बनाया गया' },
  partnerUserDisabled: {
    en: 'User disabled; their sessions have ended',
    hi: 'उपयोगकर्ता निष्क्रिय किया गया; उनके सत्र समाप्त हो गए हैं',
  },
  partnerUserEnabled: { en: 'User enabled', hi: 'उपयोगकर्ता सक्रिय किया गया' },
  partnerPasswordReset: {
    en: 'A new password was made; their sessions have ended',
    hi: 'नया पासवर्ड बनाया गया; उनके सत्र समाप्त हो गए हैं',
  },
  rejectionReasonInvalid: {
    en: 'Give a reason of 3 to 500 characters',
    hi: '3 से 500 अक्षरों का कारण दें',
  },
  leadAlreadyDecided: {
    en: 'This lead was already approved or rejected',
    hi: 'यह लीड पहले ही स्वीकृत या अस्वीकृत की जा चुकी है',
  },
  leadApproved: {
    en: 'Lead approved: the partner was created as applied',
    hi: 'लीड स्वीकृत: पार्टनर "आवेदित" के रूप में बनाया गया',
  },
  leadRejected: { en: 'Lead rejected', hi: 'लीड अस्वीकृत' },
} satisfies MessageMap;

export type MerchantMessageKey = keyof typeof merchantMessages;
