import type { MessageMap } from './i18n';

/** Messages of the partner API, its keys and its webhooks (partner /partner/digital-integration, decision 023). */
export const partnerApiMessages = {
  apiKeyNameInvalid: { en: 'Name the key in 2 to 60 characters', hi: 'कुंजी का नाम 2 से 60 अक्षरों में दें' },
  apiKeyScopesInvalid: { en: 'Choose at least one permission', hi: 'कम से कम एक अनुमति चुनें' },
  apiKeyModeInvalid: { en: 'Choose live or sandbox', hi: 'लाइव या सैंडबॉक्स चुनें' },
  apiKeyCreated: {
    en: 'Key created. Copy it now: it is shown only once',
    hi: 'कुंजी बनाई गई। इसे अभी कॉपी करें: यह केवल एक बार दिखाई जाती है',
  },
  apiKeyRevoked: {
    en: 'Key revoked: calls made with it are refused from now on',
    hi: 'कुंजी रद्द की गई: अब से इससे किए गए अनुरोध अस्वीकार होंगे',
  },
  apiKeyAlreadyRevoked: { en: 'This key is already revoked', hi: 'यह कुंजी पहले ही रद्द की जा चुकी है' },
  apiKeyLimitReached: {
    en: 'A partner may have at most 20 active keys: revoke one first',
    hi: 'एक पार्टनर के अधिकतम 20 सक्रिय कुंजियाँ हो सकती हैं: पहले एक रद्द करें',
  },
  apiKeyInvalid: {
    en: 'The API key is missing, unknown or revoked',
    hi: 'API कुंजी नहीं दी गई, अज्ञात है या रद्द की जा चुकी है',
  },
  apiKeyScopeMissing: {
    en: 'This API key does not have the permission this call needs',
    hi: 'इस API कुंजी के पास इस अनुरोध के लिए ज़रूरी अनुमति नहीं है',
  },
  sandboxOnly: {
    en: 'This call works only with a sandbox key',
    hi: 'यह अनुरोध केवल सैंडबॉक्स कुंजी से काम करता है',
  },
  leadNameInvalid: { en: 'Enter the customer’s name (2 to 80 letters)', hi: 'ग्राहक का नाम दर्ज करें (2 से 80 अक्षर)' },
  leadProductInvalid: { en: 'Choose pl, bl, gl or hl', hi: 'pl, bl, gl या hl चुनें' },
  leadCreated: { en: 'Lead received', hi: 'लीड प्राप्त हुई' },
  leadStatusMoveInvalid: {
    en: 'A lead cannot move from its current status to this one',
    hi: 'लीड अपनी वर्तमान स्थिति से इस स्थिति में नहीं जा सकती',
  },
  leadStatusMoved: { en: 'Sandbox lead moved', hi: 'सैंडबॉक्स लीड की स्थिति बदली गई' },
  idempotencyKeyInvalid: {
    en: 'Idempotency-Key must be 8 to 100 letters, digits, dots, hyphens or underscores',
    hi: 'Idempotency-Key 8 से 100 अक्षर, अंक, बिंदु, हाइफ़न या अंडरस्कोर का होना चाहिए',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was used with a different request',
    hi: 'यह Idempotency-Key किसी दूसरे अनुरोध के साथ उपयोग हो चुकी है',
  },
  webhookUrlInvalid: { en: 'Enter a full web address (https://…)', hi: 'पूरा वेब पता दर्ज करें (https://…)' },
  webhookUrlHttpsOnly: {
    en: 'Use an https:// address (http:// only for localhost while testing)',
    hi: 'https:// पता उपयोग करें (http:// केवल परीक्षण में localhost के लिए)',
  },
  webhookUrlPrivate: {
    en: 'Use an address on the public internet, not a private or local one',
    hi: 'सार्वजनिक इंटरनेट का पता उपयोग करें, निजी या स्थानीय नहीं',
  },
  webhookEventsInvalid: { en: 'Choose at least one event', hi: 'कम से कम एक इवेंट चुनें' },
  webhookSecretInvalid: {
    en: 'A secret has 24 to 128 characters, or leave it empty to have one made',
    hi: 'सीक्रेट 24 से 128 अक्षरों का हो, या खाली छोड़ें ताकि एक बनाया जाए',
  },
  webhookLimitReached: {
    en: 'A partner may have at most 10 webhooks: delete one first',
    hi: 'एक पार्टनर के अधिकतम 10 वेबहुक हो सकते हैं: पहले एक हटाएँ',
  },
  webhookCreated: {
    en: 'Webhook added. Copy its secret now: it is shown only once',
    hi: 'वेबहुक जोड़ा गया। इसका सीक्रेट अभी कॉपी करें: यह केवल एक बार दिखाई देता है',
  },
  webhookDeleted: { en: 'Webhook deleted: no more events go to it', hi: 'वेबहुक हटाया गया: अब इसे कोई इवेंट नहीं जाएगा' },
  webhookDeliveryReplayed: {
    en: 'Event queued to be sent again',
    hi: 'इवेंट दोबारा भेजने के लिए कतार में रखा गया',
  },
} satisfies MessageMap;

export type PartnerApiMessageKey = keyof typeof partnerApiMessages;
