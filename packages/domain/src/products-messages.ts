import type { MessageMap } from './i18n';

/** Messages of insurance requests, student, 2-wheeler and car loans, and discount vouchers (issue 13). */
export const productMessages = {
  insuranceKindInvalid: { en: 'Choose the cover you want', hi: 'अपना मनचाहा कवर चुनें' },
  insuranceRequestTypeInvalid: { en: 'Choose a quote or a call back', hi: 'कोटेशन या कॉल बैक चुनें' },
  preferredTimeInvalid: { en: 'Choose when we should call you', hi: 'चुनें कि हम आपको कब कॉल करें' },
  insuranceConsentRequired: {
    en: 'Please agree to be contacted about this cover',
    hi: 'कृपया इस कवर के बारे में संपर्क किए जाने के लिए सहमति दें',
  },
  insuranceRequestRecorded: {
    en: 'Your request is recorded. Our insurance partner will call you at the time you chose.',
    hi: 'आपका अनुरोध दर्ज हो गया है। हमारा बीमा पार्टनर आपके चुने हुए समय पर आपको कॉल करेगा।',
  },
  insuranceRequestAlreadyRecorded: {
    en: 'You already asked for this a few minutes ago; we will call you once, at the time you chose.',
    hi: 'आपने कुछ मिनट पहले ही यह अनुरोध किया था; हम आपके चुने हुए समय पर एक बार कॉल करेंगे।',
  },
  insuranceRequestNotFound: { en: 'This insurance request does not exist', hi: 'यह बीमा अनुरोध मौजूद नहीं है' },
  insuranceRequestStatusInvalid: { en: 'Choose contacted or closed', hi: 'संपर्क किया गया या बंद चुनें' },
  insuranceRequestStatusConflict: {
    en: 'This request has already moved past that status',
    hi: 'यह अनुरोध पहले ही उस स्थिति से आगे बढ़ चुका है',
  },
  insuranceRequestStatusSaved: { en: 'Request status saved', hi: 'अनुरोध की स्थिति सहेजी गई' },
  loanAmountRangeSl: {
    en: 'Loan amount must be between ₹50,000 and ₹50,00,000',
    hi: 'ऋण राशि ₹50,000 से ₹50,00,000 के बीच होनी चाहिए',
  },
  loanAmountRangeTw: {
    en: 'Loan amount must be between ₹10,000 and ₹5,00,000',
    hi: 'ऋण राशि ₹10,000 से ₹5,00,000 के बीच होनी चाहिए',
  },
  loanAmountRangeCl: {
    en: 'Loan amount must be between ₹1,00,000 and ₹50,00,000',
    hi: 'ऋण राशि ₹1,00,000 से ₹50,00,000 के बीच होनी चाहिए',
  },
  courseNameInvalid: {
    en: 'Enter the course name (2 to 80 letters, digits, spaces, dots or hyphens)',
    hi: 'कोर्स का नाम दर्ज करें (2 से 80 अक्षर, अंक, स्पेस, बिंदु या हाइफ़न)',
  },
  instituteNameInvalid: {
    en: 'Enter the institute name (2 to 120 letters, digits, spaces, commas, dots or hyphens)',
    hi: 'संस्थान का नाम दर्ज करें (2 से 120 अक्षर, अंक, स्पेस, अल्पविराम, बिंदु या हाइफ़न)',
  },
  vehiclePriceInvalid: {
    en: 'Enter the on-road price between ₹10,000 and ₹1,00,00,000',
    hi: '₹10,000 से ₹1,00,00,000 के बीच ऑन-रोड कीमत दर्ज करें',
  },
  loanAboveVehiclePrice: {
    en: 'The loan cannot be more than the on-road price',
    hi: 'ऋण ऑन-रोड कीमत से अधिक नहीं हो सकता',
  },
  voucherBrandInvalid: { en: 'Enter the brand (2 to 60 characters)', hi: 'ब्रांड दर्ज करें (2 से 60 अक्षर)' },
  voucherTitleInvalid: { en: 'Enter a title of 3 to 120 characters', hi: '3 से 120 अक्षरों का शीर्षक दर्ज करें' },
  voucherDiscountInvalid: {
    en: 'Enter the discount (2 to 60 characters, e.g. Flat 20% off)',
    hi: 'छूट दर्ज करें (2 से 60 अक्षर, जैसे फ्लैट 20% छूट)',
  },
  voucherTermsInvalid: { en: 'Enter the terms (10 to 1000 characters)', hi: 'शर्तें दर्ज करें (10 से 1000 अक्षर)' },
  voucherCodeInvalid: {
    en: 'A code has 4 to 30 letters, digits or hyphens',
    hi: 'कोड में 4 से 30 अक्षर, अंक या हाइफ़न होते हैं',
  },
  voucherUrlInvalid: {
    en: 'Enter the brand’s page as a link starting with https://',
    hi: 'ब्रांड का पेज https:// से शुरू होने वाले लिंक के रूप में दर्ज करें',
  },
  voucherDateInvalid: { en: 'Enter a date', hi: 'तारीख दर्ज करें' },
  voucherCodeOrUrlRequired: {
    en: 'Give a code, a link to the brand’s page, or both',
    hi: 'कोड, ब्रांड के पेज का लिंक, या दोनों दें',
  },
  voucherValidityInvalid: {
    en: 'The last day cannot be before the first day',
    hi: 'अंतिम दिन पहले दिन से पहले नहीं हो सकता',
  },
  voucherNotFound: { en: 'This voucher does not exist or has expired', hi: 'यह वाउचर मौजूद नहीं है या समाप्त हो गया है' },
  voucherSaved: { en: 'Voucher saved', hi: 'वाउचर सहेजा गया' },
  voucherDeleted: { en: 'Voucher deleted', hi: 'वाउचर हटाया गया' },
} as const satisfies MessageMap;
