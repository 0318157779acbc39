import type { MessageMap } from './i18n';

/**
 * Messages of the admin catalogue: lenders, lender groups, revenue, credit cards, partner config, vendors and
 * eligibility (admin spec §5, §8). Texts the spec shows are spelled exactly as it shows them.
 */
export const catalogueMessages = {
  lenderCreated: { en: 'Lender created successfully!', hi: 'ऋणदाता सफलतापूर्वक बनाया गया!' },
  lenderUpdated: { en: 'Lender updated successfully!', hi: 'ऋणदाता सफलतापूर्वक अपडेट किया गया!' },
  lenderDeleted: { en: 'Lender deleted successfully!', hi: 'ऋणदाता सफलतापूर्वक हटाया गया!' },
  lenderGroupCreated: { en: 'Lender group created successfully!', hi: 'ऋणदाता समूह सफलतापूर्वक बनाया गया!' },
  revenueAdded: { en: 'Revenue added successfully', hi: 'राजस्व सफलतापूर्वक जोड़ा गया' },
  revenueUpdated: { en: 'Revenue updated successfully', hi: 'राजस्व सफलतापूर्वक अपडेट किया गया' },
  revenueOrderUpdated: { en: 'Revenue order updated', hi: 'राजस्व क्रम अपडेट किया गया' },
  revenueDeleted: { en: 'Revenue entry deleted successfully', hi: 'राजस्व प्रविष्टि सफलतापूर्वक हटाई गई' },

  revenueTypeRequired: { en: 'Revenue type is required', hi: 'राजस्व प्रकार आवश्यक है' },
  mustBePositive: { en: 'Must be a positive number', hi: 'एक धनात्मक संख्या होनी चाहिए' },
  percentRange: { en: 'Must be between 0 and 100', hi: '0 और 100 के बीच होना चाहिए' },
  percentStep: { en: 'Use at most 3 decimal places', hi: 'अधिकतम 3 दशमलव स्थान उपयोग करें' },
  maxGreaterThanMin: { en: 'Max must be greater than Min', hi: 'अधिकतम, न्यूनतम से बड़ा होना चाहिए' },
  revenueFlatOrPercentRequired: {
    en: 'Either Revenue Flat or Revenue Percentage is required',
    hi: 'फ़्लैट राजस्व या राजस्व प्रतिशत में से एक आवश्यक है',
  },
  revenueOrderMismatch: {
    en: 'The order must list every revenue entry of this lender exactly once',
    hi: 'क्रम में इस ऋणदाता की हर राजस्व प्रविष्टि ठीक एक बार होनी चाहिए',
  },

  lenderNameRequired: { en: 'Lender name is required', hi: 'ऋणदाता का नाम आवश्यक है' },
  lenderNameInvalid: {
    en: 'Use only letters, digits, underscore and hyphen',
    hi: 'केवल अक्षर, अंक, अंडरस्कोर और हाइफ़न का उपयोग करें',
  },
  lenderExists: {
    en: 'A lender with this name already exists for this product',
    hi: 'इस उत्पाद के लिए इस नाम का ऋणदाता पहले से मौजूद है',
  },
  lenderProductInvalid: { en: 'Choose Personal, Business, Gold or Housing', hi: 'पर्सनल, बिज़नेस, गोल्ड या हाउसिंग चुनें' },
  lenderPropertyInvalid: { en: 'This field cannot be edited', hi: 'यह फ़ील्ड संपादित नहीं की जा सकती' },
  priorityInvalid: {
    en: 'Priority must be a whole number of 0 or more',
    hi: 'प्राथमिकता 0 या उससे अधिक की पूर्ण संख्या होनी चाहिए',
  },
  wholeNumberInvalid: { en: 'Enter a whole number of 0 or more', hi: '0 या उससे अधिक की पूर्ण संख्या दर्ज करें' },
  ageInvalid: { en: 'Enter an age between 18 and 100', hi: '18 से 100 के बीच आयु दर्ज करें' },
  rateInvalid: {
    en: 'Enter a number between 0 and 100 with at most 2 decimals',
    hi: '0 से 100 के बीच अधिकतम 2 दशमलव वाली संख्या दर्ज करें',
  },
  minAboveMax: { en: 'The minimum cannot be more than the maximum', hi: 'न्यूनतम, अधिकतम से अधिक नहीं हो सकता' },
  flagInvalid: { en: 'Must be 0 or 1', hi: '0 या 1 होना चाहिए' },
  optionInvalid: { en: 'Choose one of the listed options', hi: 'सूची में से एक विकल्प चुनें' },
  dateInvalid: { en: 'Enter a date as YYYY-MM-DD', hi: 'तारीख YYYY-MM-DD के रूप में दर्ज करें' },
  offerEndBeforeStart: {
    en: 'The end date cannot be before the start date',
    hi: 'समाप्ति तिथि आरंभ तिथि से पहले नहीं हो सकती',
  },
  textTooLong: { en: 'This text is too long', hi: 'यह पाठ बहुत लंबा है' },
  lenderGroupsInvalid: { en: 'One or more lender groups do not exist', hi: 'एक या अधिक ऋणदाता समूह मौजूद नहीं हैं' },
  lenderModeInvalid: { en: 'Choose submit, intake or transaction', hi: 'सबमिट, इनटेक या ट्रांज़ैक्शन चुनें' },
  linkInvalid: {
    en: 'Enter a link starting with https:// or a path starting with /',
    hi: 'https:// से शुरू होने वाला लिंक या / से शुरू होने वाला पथ दर्ज करें',
  },
  lenderDisplayNameInvalid: {
    en: "Use letters, digits, spaces and . & ' ( ) - for the name customers see",
    hi: "ग्राहकों को दिखने वाले नाम में अक्षर, अंक, स्पेस और . & ' ( ) - का उपयोग करें",
  },
  handoffLinkInvalid: {
    en: "Enter the lender's own address starting with https:// or http:// (a path on this site would lead back here)",
    hi: 'ऋणदाता का अपना पता https:// या http:// से शुरू करके दर्ज करें (इस साइट का पथ वापस यहीं ले आएगा)',
  },

  lenderLegalNameInvalid: {
    en: "Use letters, digits, spaces and . , & ' ( ) / - for the legal name",
    hi: "क़ानूनी नाम में अक्षर, अंक, स्पेस और . , & ' ( ) / - का उपयोग करें",
  },
  lenderKindInvalid: {
    en: 'Choose bank, NBFC or housing finance company',
    hi: 'बैंक, NBFC या हाउसिंग फ़ाइनेंस कंपनी चुनें',
  },
  rbiRegistrationInvalid: {
    en: "Enter the RBI registration: a certificate like N-14.03268 or B-14.03268, or the bank's licence number",
    hi: 'RBI पंजीकरण दर्ज करें: N-14.03268 या B-14.03268 जैसा प्रमाणपत्र, या बैंक का लाइसेंस नंबर',
  },
  registrationNotCertificate: {
    en: 'An NBFC or housing finance company has a certificate of registration like N-14.03268 (or 02.0123.19 from NHB)',
    hi: 'NBFC या हाउसिंग फ़ाइनेंस कंपनी के पास N-14.03268 (या NHB का 02.0123.19) जैसा पंजीकरण प्रमाणपत्र होता है',
  },
  kindNeedsCertificate: {
    en: 'The RBI registration is not a certificate like N-14.03268: correct it before choosing NBFC or housing finance company',
    hi: 'RBI पंजीकरण N-14.03268 जैसा प्रमाणपत्र नहीं है: NBFC या हाउसिंग फ़ाइनेंस कंपनी चुनने से पहले इसे ठीक करें',
  },
  minTenureInvalid: { en: 'Enter a number of months from 1 to 600', hi: '1 से 600 तक महीनों की संख्या दर्ज करें' },
  nodalOfficerPhoneInvalid: {
    en: 'Enter a phone number of 8 to 20 digits (spaces, - and a leading + allowed)',
    hi: '8 से 20 अंकों का फ़ोन नंबर दर्ज करें (स्पेस, - और शुरू में + चल सकते हैं)',
  },
  coolingDaysInvalid: { en: 'Enter a number of days from 0 to 365', hi: '0 से 365 तक दिनों की संख्या दर्ज करें' },

  lenderGroupNameRequired: { en: 'Lender group name is required', hi: 'ऋणदाता समूह का नाम आवश्यक है' },
  lenderGroupNameInvalid: {
    en: 'Use only letters, digits, space, hyphen and underscore',
    hi: 'केवल अक्षर, अंक, स्पेस, हाइफ़न और अंडरस्कोर का उपयोग करें',
  },
  lenderGroupExists: { en: 'A lender group with this name already exists', hi: 'इस नाम का ऋणदाता समूह पहले से मौजूद है' },

  creditCardCreated: { en: 'Credit card created successfully!', hi: 'क्रेडिट कार्ड सफलतापूर्वक बनाया गया!' },
  creditCardUpdated: { en: 'Credit card updated successfully!', hi: 'क्रेडिट कार्ड सफलतापूर्वक अपडेट किया गया!' },
  creditCardDeleted: { en: 'Credit card deleted successfully!', hi: 'क्रेडिट कार्ड सफलतापूर्वक हटाया गया!' },
  cardNameRequired: { en: 'Credit card name is required', hi: 'क्रेडिट कार्ड का नाम आवश्यक है' },
  cardNameInvalid: {
    en: 'Use only letters, digits, spaces, hyphen and underscore',
    hi: 'केवल अक्षर, अंक, स्पेस, हाइफ़न और अंडरस्कोर का उपयोग करें',
  },
  creditCardExists: { en: 'A credit card with this name already exists', hi: 'इस नाम का क्रेडिट कार्ड पहले से मौजूद है' },
  cardPropertyInvalid: { en: 'This field cannot be edited', hi: 'यह फ़ील्ड संपादित नहीं की जा सकती' },
  bulletsInvalid: { en: 'Every line needs text', hi: 'हर पंक्ति में पाठ होना चाहिए' },
  utmLinkInvalid: {
    en: 'Enter a link starting with https:// ({UNIQUE_ID} may appear in it)',
    hi: 'https:// से शुरू होने वाला लिंक दर्ज करें (इसमें {UNIQUE_ID} हो सकता है)',
  },
  imageLinkInvalid: {
    en: 'Upload an image or enter a valid image link',
    hi: 'एक चित्र अपलोड करें या मान्य चित्र लिंक दर्ज करें',
  },
  valueRequired: { en: 'A value is required', hi: 'एक मान आवश्यक है' },

  partnerUpdated: { en: 'Partner updated successfully!', hi: 'पार्टनर सफलतापूर्वक अपडेट किया गया!' },
  partnerUtmUpdated: { en: 'UTM id updated successfully!', hi: 'UTM आईडी सफलतापूर्वक अपडेट की गई!' },
  partnerRevenueUpdated: { en: 'Revenue data updated successfully!', hi: 'राजस्व डेटा सफलतापूर्वक अपडेट किया गया!' },
  partnerNameInvalid: { en: 'Enter a name of 2 to 80 characters', hi: '2 से 80 अक्षरों का नाम दर्ज करें' },
  partnerKeyInvalid: {
    en: 'Use 2 to 40 lowercase letters, digits or hyphens',
    hi: '2 से 40 छोटे अक्षर, अंक या हाइफ़न का उपयोग करें',
  },
  partnerKeyTaken: { en: 'Another partner already uses this key', hi: 'यह कुंजी पहले से किसी अन्य पार्टनर द्वारा उपयोग में है' },
  defaultPartnerLocked: {
    en: 'The default brand keeps its key and stays active',
    hi: 'डिफ़ॉल्ट ब्रांड की कुंजी नहीं बदलती और वह सक्रिय रहता है',
  },
  fontLinkInvalid: { en: 'Enter a font link starting with https://', hi: 'https:// से शुरू होने वाला फ़ॉन्ट लिंक दर्ज करें' },
  fontFamilyInvalid: { en: 'Enter a valid font family name', hi: 'एक मान्य फ़ॉन्ट फ़ैमिली नाम दर्ज करें' },
  colorInvalid: { en: 'Use a colour like #1A2B3C', hi: '#1A2B3C जैसा रंग उपयोग करें' },
  utmIdInvalid: {
    en: 'Use only letters, digits, underscore and hyphen',
    hi: 'केवल अक्षर, अंक, अंडरस्कोर और हाइफ़न का उपयोग करें',
  },
  utmIdTaken: {
    en: 'Another partner already uses this UTM id',
    hi: 'यह UTM आईडी पहले से किसी अन्य पार्टनर द्वारा उपयोग में है',
  },
  nothingToUpdate: { en: 'Nothing to update', hi: 'अपडेट करने के लिए कुछ नहीं है' },

  vendorUpdated: { en: 'Vendor updated successfully!', hi: 'वेंडर सफलतापूर्वक अपडेट किया गया!' },
  reasonRequired: { en: 'Please give a reason for switching this off', hi: 'कृपया इसे बंद करने का कारण बताएं' },
} satisfies MessageMap;

export type CatalogueMessageKey = keyof typeof catalogueMessages;
