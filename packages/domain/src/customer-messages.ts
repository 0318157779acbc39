import type { MessageMap } from './i18n';

/**
 * Messages of the customer journey: profile forms, offers, applications, intake, help and catalogue
 * (customer spec §5, §8). Texts the spec quotes are spelled exactly as it shows them.
 */
export const customerMessages = {
  // profile (customer spec §5)
  firstNameInvalid: {
    en: 'Only alphabets are considered to be the valid first name',
    hi: 'पहले नाम में केवल अक्षर (A-Z) ही मान्य हैं',
  },
  lastNameInvalid: {
    en: 'Only alphabets are considered to be the valid last name',
    hi: 'अंतिम नाम में केवल अक्षर (A-Z) ही मान्य हैं',
  },
  panInvalid: { en: 'Invalid PAN', hi: 'अमान्य पैन' },
  pincodeInvalid: { en: 'Please enter a valid 6 digit pincode', hi: 'कृपया एक मान्य 6 अंकों का पिनकोड दर्ज करें' },
  address1Invalid: {
    en: 'Do not use special characters in Address Line 1',
    hi: 'पता पंक्ति 1 में विशेष वर्णों का उपयोग न करें',
  },
  address2Invalid: {
    en: 'Do not use special characters in Address Line 2',
    hi: 'पता पंक्ति 2 में विशेष वर्णों का उपयोग न करें',
  },
  monthlyIncomeRange: {
    en: 'Monthly income requires between ₹ 1 and ₹ 1,000,000',
    hi: 'मासिक आय ₹ 1 से ₹ 1,000,000 के बीच होनी चाहिए',
  },
  ifscInvalid: {
    en: 'IFSC format is invalid (case sensitive field)',
    hi: 'IFSC प्रारूप अमान्य है (बड़े-छोटे अक्षर मायने रखते हैं)',
  },
  invalidDate: { en: 'Invalid date', hi: 'अमान्य तिथि' },
  invalidYear: { en: 'Invalid year', hi: 'अमान्य वर्ष' },
  birthDateInvalid: { en: 'Please enter a valid birth date', hi: 'कृपया एक मान्य जन्म तिथि दर्ज करें' },
  ageCriteria: { en: "Your age doesn't match the required age criteria", hi: 'आपकी आयु आवश्यक आयु मानदंड से मेल नहीं खाती' },
  companyNameInvalid: {
    en: 'Company name must be 3 to 40 letters or numbers',
    hi: 'कंपनी का नाम 3 से 40 अक्षरों या अंकों का होना चाहिए',
  },
  localityInvalid: {
    en: 'Locality can have letters, digits, comma, full stop, space and #',
    hi: 'इलाके में केवल अक्षर, अंक, अल्पविराम, पूर्ण विराम, स्पेस और # हो सकते हैं',
  },
  employmentStatusRequired: { en: 'Please select your employment status', hi: 'कृपया अपनी रोज़गार स्थिति चुनें' },
  creditScoreBandRequired: { en: 'Please select your credit score range', hi: 'कृपया अपनी क्रेडिट स्कोर सीमा चुनें' },
  genderRequired: { en: 'Please select your gender', hi: 'कृपया अपना लिंग चुनें' },
  residenceTypeRequired: { en: 'Please select your residence type', hi: 'कृपया अपने निवास का प्रकार चुनें' },
  salaryModeRequired: { en: 'Please select how you receive your salary', hi: 'कृपया चुनें कि आपको वेतन कैसे मिलता है' },
  loanAmountRangePl: {
    en: 'Loan amount must be between ₹1,000 and ₹35,00,000',
    hi: 'ऋण राशि ₹1,000 से ₹35,00,000 के बीच होनी चाहिए',
  },
  loanAmountRangeBl: {
    en: 'Loan amount must be between ₹10,000 and ₹50,00,000',
    hi: 'ऋण राशि ₹10,000 से ₹50,00,000 के बीच होनी चाहिए',
  },
  loanAmountRangeGl: {
    en: 'Loan amount must be between ₹1,000 and ₹1,00,00,000',
    hi: 'ऋण राशि ₹1,000 से ₹1,00,00,000 के बीच होनी चाहिए',
  },
  loanAmountRangeHl: {
    en: 'Loan amount must be between ₹1,00,000 and ₹50,00,000',
    hi: 'ऋण राशि ₹1,00,000 से ₹50,00,000 के बीच होनी चाहिए',
  },
  businessRegistrationRequired: { en: 'Please select your business registration', hi: 'कृपया अपने व्यवसाय का पंजीकरण चुनें' },
  businessTurnoverRequired: { en: 'Please select your business turnover', hi: 'कृपया अपने व्यवसाय का टर्नओवर चुनें' },
  businessYearsRequired: {
    en: 'Please select how long your business has run',
    hi: 'कृपया चुनें कि आपका व्यवसाय कितने समय से चल रहा है',
  },
  businessAccountRequired: {
    en: 'Please tell us whether your business has a current account',
    hi: 'कृपया बताएं कि क्या आपके व्यवसाय का चालू खाता है',
  },
  propertyTypeRequired: { en: 'Please select the property type', hi: 'कृपया संपत्ति का प्रकार चुनें' },
  householdIncomeRequired: { en: 'Please select your yearly household income', hi: 'कृपया अपनी वार्षिक पारिवारिक आय चुनें' },
  householdIncomeConsentRequired: {
    en: 'Please confirm your household income declaration',
    hi: 'कृपया अपनी पारिवारिक आय की घोषणा की पुष्टि करें',
  },
  householdIncomeAtMostConsent: {
    en: 'I declare that the total income of my household is at most ₹3,00,000 per year',
    hi: 'मैं घोषणा करता/करती हूँ कि मेरे परिवार की कुल आय प्रति वर्ष अधिकतम ₹3,00,000 है',
  },
  householdIncomeAboveConsent: {
    en: 'I declare that the total income of my household is at least ₹3,00,000 per year',
    hi: 'मैं घोषणा करता/करती हूँ कि मेरे परिवार की कुल आय प्रति वर्ष कम से कम ₹3,00,000 है',
  },
  desiredTenureInvalid: {
    en: 'Enter the tenure in whole months, up to the longest this loan is offered for',
    hi: 'अवधि पूरे महीनों में दर्ज करें, इस ऋण की अधिकतम अवधि तक',
  },
  profileSaved: { en: 'Your details have been saved', hi: 'आपका विवरण सहेज लिया गया है' },
  profileIncomplete: { en: 'Please complete your details to see offers', hi: 'ऑफ़र देखने के लिए कृपया अपना विवरण पूरा करें' },

  // offers and applications (DESIGN §6)
  offerNotSelected: { en: 'Please select a offer from offer screen', hi: 'कृपया ऑफ़र स्क्रीन से एक ऑफ़र चुनें' },
  offerNotAvailable: { en: 'This offer is no longer available', hi: 'यह ऑफ़र अब उपलब्ध नहीं है' },
  rankingRule: {
    en: 'How we rank offers: by APR, the all-in yearly cost including fees, lowest first; then by how often the lender approved customers with a credit score like yours (lenders with too few decisions to count come after); then by how fast it decided. We never order offers by what a lender pays us or our partners. Lenders you do not qualify for are listed below with the reason.',
    hi: 'हम ऑफ़र कैसे क्रमित करते हैं: APR, यानी शुल्क सहित कुल वार्षिक लागत के अनुसार, सबसे कम पहले; फिर इस बात से कि ऋणदाता ने आपके जैसे क्रेडिट स्कोर वाले ग्राहकों को कितनी बार मंज़ूरी दी (गिनने लायक कम फ़ैसलों वाले ऋणदाता बाद में आते हैं); फिर इस बात से कि उसने कितनी जल्दी फ़ैसला किया। हम ऑफ़र को कभी इस आधार पर क्रमित नहीं करते कि कोई ऋणदाता हमें या हमारे पार्टनरों को कितना भुगतान करता है। जिन ऋणदाताओं के लिए आप पात्र नहीं हैं, वे कारण सहित नीचे दिए गए हैं।',
  },
  reasonLenderUnavailable: {
    en: 'This lender is not accepting applications right now',
    hi: 'यह ऋणदाता अभी आवेदन स्वीकार नहीं कर रहा है',
  },
  reasonIncomeTooLow: {
    en: "Your monthly income is below this lender's minimum",
    hi: 'आपकी मासिक आय इस ऋणदाता की न्यूनतम सीमा से कम है',
  },
  reasonIncomeTooHigh: {
    en: 'Your monthly income is above the range this lender serves',
    hi: 'आपकी मासिक आय उस सीमा से अधिक है जिसमें यह ऋणदाता ऋण देता है',
  },
  reasonEmployment: {
    en: 'This lender does not lend for your employment type',
    hi: 'यह ऋणदाता आपके रोज़गार प्रकार के लिए ऋण नहीं देता',
  },
  reasonTicketClass: {
    en: 'The amount you asked for is above what this lender lends',
    hi: 'आपके द्वारा मांगी गई राशि इस ऋणदाता की सीमा से अधिक है',
  },
  reasonCreditScore: { en: 'This lender needs a higher credit score', hi: 'इस ऋणदाता को अधिक क्रेडिट स्कोर चाहिए' },
  reasonAppliedOpen: {
    en: 'You have an application with this lender that it is still deciding',
    hi: 'इस ऋणदाता के पास आपका एक आवेदन है जिस पर वह अभी निर्णय ले रहा है',
  },
  reasonDeclinedCooling: {
    en: 'This lender declined your application recently',
    hi: 'इस ऋणदाता ने हाल ही में आपका आवेदन अस्वीकार किया है',
  },
  reasonDisbursedRecently: {
    en: 'This lender gave you a loan recently',
    hi: 'इस ऋणदाता ने हाल ही में आपको ऋण दिया है',
  },
  reasonAmountBelowMin: {
    en: "The amount you asked for is below this lender's minimum",
    hi: 'आपके द्वारा मांगी गई राशि इस ऋणदाता की न्यूनतम राशि से कम है',
  },
  reasonAmountAboveMax: {
    en: "The amount you asked for is above this lender's maximum",
    hi: 'आपके द्वारा मांगी गई राशि इस ऋणदाता की अधिकतम राशि से अधिक है',
  },
  reasonTenureOutOfRange: {
    en: 'The tenure you asked for is outside the range this lender offers',
    hi: 'आपके द्वारा चुनी गई अवधि इस ऋणदाता की अवधि सीमा से बाहर है',
  },
  // why a lender the customer applied to is not offered now ({on}, {againFrom}: a day, e.g. "28 Nov")
  exclusionAppliedSubmitted: {
    en: 'Applied on {on}: sent to the lender',
    hi: '{on} को आवेदन किया: ऋणदाता को भेजा गया',
  },
  exclusionAppliedInReview: { en: 'Applied on {on}: in review', hi: '{on} को आवेदन किया: समीक्षा में' },
  exclusionAppliedApproved: { en: 'Applied on {on}: approved', hi: '{on} को आवेदन किया: स्वीकृत' },
  exclusionDeclined: {
    en: 'Declined on {on}: you can apply again from {againFrom}',
    hi: '{on} को अस्वीकार किया गया: आप {againFrom} से फिर आवेदन कर सकते हैं',
  },
  exclusionDisbursed: {
    en: 'Loan disbursed on {on}: you can apply again from {againFrom}',
    hi: '{on} को ऋण वितरित हुआ: आप {againFrom} से फिर आवेदन कर सकते हैं',
  },
  offerAmountOutOfLimits: {
    en: 'Choose an amount from {min} to {max}',
    hi: '{min} से {max} के बीच राशि चुनें',
  },
  offerTenureOutOfLimits: {
    en: 'Choose a tenure from {min} to {max} months',
    hi: '{min} से {max} महीनों के बीच अवधि चुनें',
  },
  offerSelected: { en: 'Offer selected', hi: 'ऑफ़र चुना गया' },
  lenderConsentRequired: {
    en: 'Please agree to share your details with the lender',
    hi: 'कृपया ऋणदाता के साथ अपना विवरण साझा करने के लिए सहमति दें',
  },
  applicationSubmitted: { en: 'Your application has been sent to the lender', hi: 'आपका आवेदन ऋणदाता को भेज दिया गया है' },
  applicationNotSubmittable: { en: 'This application cannot be submitted now', hi: 'यह आवेदन अभी जमा नहीं किया जा सकता' },
  kfsNotAcknowledged: {
    en: 'Please read and accept the Key Facts Statement with the OTP sent to your mobile before sending your application',
    hi: 'आवेदन भेजने से पहले कृपया मुख्य तथ्य विवरण (KFS) पढ़ें और अपने मोबाइल पर भेजे गए OTP से उसे स्वीकार करें',
  },
  kfsExpired: {
    en: 'The Key Facts Statement you accepted is no longer valid. Please read the new one and accept it again',
    hi: 'आपके द्वारा स्वीकार किया गया मुख्य तथ्य विवरण अब मान्य नहीं है। कृपया नया विवरण पढ़ें और फिर से स्वीकार करें',
  },
  kfsChanged: {
    en: 'The Key Facts Statement has changed since you opened it. Please read the new one before accepting it',
    hi: 'आपके खोलने के बाद मुख्य तथ्य विवरण बदल गया है। स्वीकार करने से पहले कृपया नया विवरण पढ़ें',
  },
  kfsOtpSent: {
    en: 'We have sent an OTP to your mobile to accept the Key Facts Statement',
    hi: 'मुख्य तथ्य विवरण स्वीकार करने के लिए हमने आपके मोबाइल पर OTP भेजा है',
  },
  kfsAcknowledged: {
    en: 'You have accepted the Key Facts Statement',
    hi: 'आपने मुख्य तथ्य विवरण स्वीकार कर लिया है',
  },
  kfsPdfUnavailable: {
    en: 'The Key Facts Statement PDF could not be made just now; please try again in a minute',
    hi: 'अभी मुख्य तथ्य विवरण का PDF नहीं बन सका; कृपया एक मिनट बाद फिर कोशिश करें',
  },
  lenderLinkMissing: {
    en: 'This lender has not given us a link to continue on its site yet. Your application is saved; please choose another offer or wait for the lender to contact you',
    hi: 'इस ऋणदाता ने अपनी साइट पर आगे बढ़ने का लिंक अभी तक नहीं दिया है। आपका आवेदन सहेजा गया है; कृपया कोई अन्य ऑफ़र चुनें या ऋणदाता के संपर्क की प्रतीक्षा करें',
  },
  applicationHandedOff: {
    en: 'Taking you to the lender to finish your application',
    hi: 'आवेदन पूरा करने के लिए आपको ऋणदाता के पास ले जाया जा रहा है',
  },

  // lender intake (customer spec §5, §8)
  uanInvalid: { en: 'Please enter a valid UAN', hi: 'कृपया एक मान्य UAN दर्ज करें' },
  postalCodeInvalid: { en: 'Postal code can have only digits, at most 6', hi: 'पिन कोड में केवल अंक हो सकते हैं, अधिकतम 6' },
  incorporationDateInvalid: { en: 'Invalid date', hi: 'अमान्य तिथि' },
  incorporationDateFuture: {
    en: 'Date of incorporation cannot be after today',
    hi: 'निगमन की तिथि आज के बाद की नहीं हो सकती',
  },
  subCategoryRequired: { en: 'Please select a sub-category', hi: 'कृपया एक उप-श्रेणी चुनें' },
  intakeConsentRequired: { en: 'Please give your consent to continue', hi: 'जारी रखने के लिए कृपया अपनी सहमति दें' },
  fathersNameInvalid: { en: "Please enter your father's name in letters", hi: 'कृपया अपने पिता का नाम अक्षरों में दर्ज करें' },
  mothersNameInvalid: { en: "Please enter your mother's name in letters", hi: 'कृपया अपनी माता का नाम अक्षरों में दर्ज करें' },
  turnoverInvalid: { en: 'Please enter the annual turnover in rupees', hi: 'कृपया वार्षिक टर्नओवर रुपये में दर्ज करें' },
  applicationRejected: { en: 'Your application has been rejected', hi: 'आपका आवेदन अस्वीकार कर दिया गया है' },
  intakeRejected: { en: 'Rejected', hi: 'अस्वीकृत' },
  intakeRejectedDialog: {
    en: 'Unfortunatetly your application has been rejected.',
    hi: 'दुर्भाग्य से आपका आवेदन अस्वीकार कर दिया गया है।',
  },
  goldLoanPrompt: { en: 'Do you want to apply for a Gold Loan?', hi: 'क्या आप गोल्ड लोन के लिए आवेदन करना चाहते हैं?' },
  intakeBusinessTooYoung: { en: 'The business is less than 1 year old', hi: 'व्यवसाय 1 वर्ष से कम पुराना है' },
  intakeTurnoverTooLow: { en: 'The annual turnover is below ₹10,00,000', hi: 'वार्षिक टर्नओवर ₹10,00,000 से कम है' },
  intakeNotNeeded: { en: 'This application does not need this form', hi: 'इस आवेदन के लिए यह फ़ॉर्म आवश्यक नहीं है' },
  intakeAlreadySubmitted: { en: 'You have already sent this form', hi: 'आप यह फ़ॉर्म पहले ही भेज चुके हैं' },
  intakeSubmitted: { en: 'Your details have been sent to the lender', hi: 'आपका विवरण ऋणदाता को भेज दिया गया है' },

  // help (customer spec §5, §8)
  helpNameRequired: { en: 'Please enter your name', hi: 'कृपया अपना नाम दर्ज करें' },
  helpEmailError: { en: 'Email error', hi: 'ईमेल त्रुटि' },
  helpPhoneError: { en: 'Phone Number error', hi: 'फ़ोन नंबर त्रुटि' },
  helpDescriptionRequired: { en: 'Please describe how we can help', hi: 'कृपया बताएं कि हम आपकी क्या मदद कर सकते हैं' },
  helpDescriptionTooLong: {
    en: 'Please keep the description under 2000 characters',
    hi: 'कृपया विवरण 2000 वर्णों से कम रखें',
  },
  helpSent: { en: 'Your request have been sent successfully', hi: 'आपका अनुरोध सफलतापूर्वक भेज दिया गया है' },

  // merchant leads
  businessNameInvalid: {
    en: 'Business name must be 3 to 40 letters, digits or spaces',
    hi: 'व्यवसाय का नाम 3 से 40 अक्षरों, अंकों या स्पेस का होना चाहिए',
  },
  contactNameInvalid: { en: 'Please enter the contact name in letters', hi: 'कृपया संपर्क व्यक्ति का नाम अक्षरों में दर्ज करें' },
  cityInvalid: { en: 'Please enter a valid city', hi: 'कृपया एक मान्य शहर दर्ज करें' },
  merchantLeadSaved: { en: 'Thank you. Our team will contact you soon', hi: 'धन्यवाद। हमारी टीम जल्द ही आपसे संपर्क करेगी' },

  // catalogue (customer spec §1)
  categoryLoans: { en: 'Loans', hi: 'ऋण' },
  categoryInsurance: { en: 'Insurance', hi: 'बीमा' },
  categoryCards: { en: 'Cards', hi: 'कार्ड' },
  productPersonalLoans: { en: 'Personal Loans', hi: 'पर्सनल लोन' },
  productBusinessLoans: { en: 'Business Loans', hi: 'बिज़नेस लोन' },
  productGoldLoans: { en: 'Gold Loans', hi: 'गोल्ड लोन' },
  productHousingLoan: { en: 'Affordable Housing Loan', hi: 'किफ़ायती आवास ऋण' },
  productStudentLoans: { en: 'Student Loans', hi: 'शिक्षा ऋण' },
  productTwoWheelerLoans: { en: '2-Wheeler Loans', hi: 'दोपहिया वाहन ऋण' },
  productCarLoans: { en: 'Car Loans', hi: 'कार ऋण' },
  productHealthInsurance: { en: 'Health Insurance', hi: 'स्वास्थ्य बीमा' },
  productTwoWheelerInsurance: { en: '2-Wheeler Insurance', hi: 'दोपहिया वाहन बीमा' },
  productCarInsurance: { en: 'Car Insurance', hi: 'कार बीमा' },
  productShopInsurance: { en: 'Shop Insurance', hi: 'दुकान बीमा' },
  productCreditCards: { en: 'Credit Cards', hi: 'क्रेडिट कार्ड' },
  productDiscountVouchers: { en: 'Discount Vouchers', hi: 'डिस्काउंट वाउचर' },
} satisfies MessageMap;
