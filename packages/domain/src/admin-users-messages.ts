import type { MessageMap } from './i18n';

/** Messages of user management (admin /admin/user-management). */
export const adminUserMessages = {
  adminNameInvalid: { en: 'Enter a name of 2 to 80 characters', hi: '2 से 80 अक्षरों का नाम दर्ज करें' },
  adminRoleInvalid: { en: 'Choose role 1, 2 or 3', hi: 'भूमिका 1, 2 या 3 चुनें' },
  adminEmailTaken: {
    en: 'An admin with this e-mail already exists',
    hi: 'इस ईमेल वाला एडमिन पहले से मौजूद है',
  },
  adminUserCreated: { en: 'Admin user created', hi: 'एडमिन उपयोगकर्ता बनाया गया' },
  adminRoleChanged: { en: 'Role changed', hi: 'भूमिका बदली गई' },
  adminUserDisabled: {
    en: 'User disabled; their sessions have ended',
    hi: 'उपयोगकर्ता निष्क्रिय किया गया; उनके सत्र समाप्त हो गए हैं',
  },
  adminUserEnabled: { en: 'User enabled', hi: 'उपयोगकर्ता सक्रिय किया गया' },
  adminPasswordReset: {
    en: 'A new password was made; their other sessions have ended',
    hi: 'नया पासवर्ड बनाया गया; उनके अन्य सत्र समाप्त हो गए हैं',
  },
  adminSelfChange: {
    en: 'You cannot disable your own account or change your own role',
    hi: 'आप अपना खाता निष्क्रिय नहीं कर सकते या अपनी भूमिका नहीं बदल सकते',
  },
  lastRoleOneAdmin: {
    en: 'This is the last active role 1 admin: it cannot be disabled or given another role',
    hi: 'यह अंतिम सक्रिय भूमिका 1 एडमिन है: इसे निष्क्रिय नहीं किया जा सकता या दूसरी भूमिका नहीं दी जा सकती',
  },
} satisfies MessageMap;

export type AdminUserMessageKey = keyof typeof adminUserMessages;
