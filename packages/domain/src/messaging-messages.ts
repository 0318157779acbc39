import type { MessageMap } from './i18n';

/** Messages of messaging (admin /admin/messaging): templates, campaigns, the STOP list and the gateways' calls. */
export const messagingMessages = {
  channelInvalid: { en: 'Choose SMS, WhatsApp or e-mail', hi: 'SMS, WhatsApp या ई-मेल चुनें' },
  categoryInvalid: { en: 'Choose transactional or promotional', hi: 'लेन-देन संबंधी या प्रचार संबंधी चुनें' },
  templateNameInvalid: {
    en: 'Enter a template name of 3 to 80 characters',
    hi: '3 से 80 अक्षरों का टेम्पलेट नाम दर्ज करें',
  },
  templateNameTaken: {
    en: 'This channel already has a template with this name',
    hi: 'इस चैनल में इस नाम का टेम्पलेट पहले से है',
  },
  templateEventInvalid: { en: 'Choose an application status', hi: 'आवेदन की एक स्थिति चुनें' },
  templateEventTransactional: {
    en: 'Only a transactional template can follow an application status',
    hi: 'केवल लेन-देन संबंधी टेम्पलेट ही आवेदन की स्थिति पर भेजा जा सकता है',
  },
  templateEventTaken: {
    en: 'Another active template of this channel already serves this status',
    hi: 'इस चैनल का एक और सक्रिय टेम्पलेट पहले से इस स्थिति के लिए है',
  },
  templateBodyRequired: { en: 'Enter the message text', hi: 'संदेश का पाठ दर्ज करें' },
  templateVariableUnknown: {
    en: 'Use only the listed variables: first_name, application_id, lender_name, status, amount, link',
    hi: 'केवल सूची वाले वेरिएबल इस्तेमाल करें: first_name, application_id, lender_name, status, amount, link',
  },
  templateVariablesDiffer: {
    en: 'The Hindi text must use the same variables as the English text',
    hi: 'हिंदी पाठ में वही वेरिएबल होने चाहिए जो अंग्रेज़ी पाठ में हैं',
  },
  dltEntityIdRequired: {
    en: 'Enter the DLT principal entity id the template is registered under',
    hi: 'वह DLT प्रिंसिपल एंटिटी आईडी दर्ज करें जिसके तहत टेम्पलेट पंजीकृत है',
  },
  dltEntityIdInvalid: {
    en: 'A DLT entity id is a 19-digit number',
    hi: 'DLT एंटिटी आईडी 19 अंकों की संख्या होती है',
  },
  dltHeaderRequired: { en: 'Enter the DLT header (sender id)', hi: 'DLT हेडर (सेंडर आईडी) दर्ज करें' },
  dltHeaderInvalid: {
    en: 'A DLT header is 6 letters, such as SAAKHM',
    hi: 'DLT हेडर 6 अक्षरों का होता है, जैसे SAAKHM',
  },
  dltTemplateIdRequired: {
    en: 'Enter the DLT content template id',
    hi: 'DLT कंटेंट टेम्पलेट आईडी दर्ज करें',
  },
  dltTemplateIdInvalid: {
    en: 'A DLT template id is a 19-digit number',
    hi: 'DLT टेम्पलेट आईडी 19 अंकों की संख्या होती है',
  },
  whatsappTemplateRequired: {
    en: 'Enter the name of the approved WhatsApp template',
    hi: 'स्वीकृत WhatsApp टेम्पलेट का नाम दर्ज करें',
  },
  whatsappTemplateInvalid: {
    en: 'A WhatsApp template name uses lower-case letters, digits and underscores',
    hi: 'WhatsApp टेम्पलेट के नाम में छोटे अक्षर, अंक और अंडरस्कोर होते हैं',
  },
  subjectRequired: { en: 'Enter the e-mail subject', hi: 'ई-मेल का विषय दर्ज करें' },
  templateChannelFixed: {
    en: 'A template’s channel cannot change: create a new template instead',
    hi: 'टेम्पलेट का चैनल बदला नहीं जा सकता: इसके बजाय नया टेम्पलेट बनाएँ',
  },
  templateRetired: { en: 'This template is retired', hi: 'यह टेम्पलेट सेवानिवृत्त है' },
  templateSaved: { en: 'Template saved', hi: 'टेम्पलेट सहेजा गया' },
  templateRetiredDone: { en: 'Template retired', hi: 'टेम्पलेट सेवानिवृत्त किया गया' },
  segmentProductInvalid: { en: 'Choose a loan product', hi: 'एक ऋण उत्पाद चुनें' },
  segmentStatusInvalid: { en: 'Choose an application status', hi: 'आवेदन की एक स्थिति चुनें' },
  segmentPartnerInvalid: { en: 'Choose a partner', hi: 'एक पार्टनर चुनें' },
  segmentDateInvalid: { en: 'Enter a valid date', hi: 'मान्य तारीख दर्ज करें' },
  segmentRangeInvalid: {
    en: 'The end date must not be before the start date',
    hi: 'अंतिम तारीख शुरुआती तारीख से पहले नहीं हो सकती',
  },
  segmentLanguageInvalid: { en: 'Choose English or Hindi', hi: 'अंग्रेज़ी या हिंदी चुनें' },
  campaignNameInvalid: {
    en: 'Enter a campaign name of 3 to 120 characters',
    hi: '3 से 120 अक्षरों का अभियान नाम दर्ज करें',
  },
  campaignTemplateInvalid: { en: 'Choose an active template', hi: 'एक सक्रिय टेम्पलेट चुनें' },
  campaignTimeInvalid: {
    en: 'Choose a time from now on',
    hi: 'अभी या बाद का समय चुनें',
  },
  campaignTransactionalNeedsStatus: {
    en: 'A transactional template goes only to customers about their application: choose an application status',
    hi: 'लेन-देन संबंधी टेम्पलेट केवल ग्राहकों को उनके आवेदन के बारे में जाता है: आवेदन की स्थिति चुनें',
  },
  campaignEventTemplate: {
    en: 'This template follows status changes automatically; choose another for a campaign',
    hi: 'यह टेम्पलेट स्थिति बदलने पर अपने आप जाता है; अभियान के लिए कोई और चुनें',
  },
  campaignNoRecipients: {
    en: 'No customer matches this segment',
    hi: 'इस सेगमेंट में कोई ग्राहक नहीं है',
  },
  campaignCreated: { en: 'Campaign created', hi: 'अभियान बनाया गया' },
  campaignNotCancellable: {
    en: 'Only a scheduled campaign that has not started can be cancelled',
    hi: 'केवल वही निर्धारित अभियान रद्द हो सकता है जो अभी शुरू नहीं हुआ',
  },
  campaignCancelled: { en: 'Campaign cancelled', hi: 'अभियान रद्द किया गया' },
  campaignConfirmRequired: {
    en: 'Confirm the number of recipients before sending',
    hi: 'भेजने से पहले प्राप्तकर्ताओं की संख्या की पुष्टि करें',
  },
  campaignAudienceChanged: {
    en: 'The audience changed since you confirmed it: check the new number of recipients and confirm again',
    hi: 'आपकी पुष्टि के बाद दर्शक बदल गए हैं: प्राप्तकर्ताओं की नई संख्या देखें और फिर से पुष्टि करें',
  },
  campaignTestSent: {
    en: 'Test message sent to you',
    hi: 'परीक्षण संदेश आपको भेजा गया',
  },
  campaignTestNoAddress: {
    en: 'Your staff account has no address for this channel: add your mobile number, or test an e-mail template',
    hi: 'आपके स्टाफ़ खाते में इस चैनल का पता नहीं है: अपना मोबाइल नंबर जोड़ें, या ई-मेल टेम्पलेट का परीक्षण करें',
  },
  campaignTestTooMany: {
    en: 'You have sent several tests in the last few minutes; try again a little later',
    hi: 'आपने पिछले कुछ मिनटों में कई परीक्षण भेजे हैं; थोड़ी देर बाद फिर कोशिश करें',
  },
  optOutAddressInvalid: {
    en: 'Enter a 10-digit mobile number, or an e-mail address for e-mail',
    hi: '10 अंकों का मोबाइल नंबर दर्ज करें, या ई-मेल के लिए ई-मेल पता',
  },
  optOutExists: { en: 'This address is already on the STOP list', hi: 'यह पता पहले से STOP सूची में है' },
  optOutAdded: { en: 'Added to the STOP list', hi: 'STOP सूची में जोड़ा गया' },
  optOutRemoved: { en: 'Removed from the STOP list', hi: 'STOP सूची से हटाया गया' },
  signatureInvalid: { en: 'The signature does not match', hi: 'हस्ताक्षर मेल नहीं खाता' },
} as const satisfies MessageMap;

export type MessagingMessageKey = keyof typeof messagingMessages;
