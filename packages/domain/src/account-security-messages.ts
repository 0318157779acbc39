import type { MessageMap } from './i18n';

/** Forgot-password links and the TOTP second factor (decision 045). */
export const accountSecurityMessages = {
  passwordResetRequested: {
    en: 'If an account uses this e-mail, we have sent it a link to set a new password. The link works once, for 30 minutes',
    hi: 'यदि कोई खाता इस ईमेल का उपयोग करता है, तो हमने उसे नया पासवर्ड सेट करने का लिंक भेजा है। लिंक 30 मिनट तक, एक बार काम करता है',
  },
  passwordResetInvalid: {
    en: 'This link has expired or was already used. Ask for a new one',
    hi: 'यह लिंक समाप्त हो चुका है या पहले ही उपयोग हो चुका है। नया लिंक मांगें',
  },
  passwordResetDone: {
    en: 'Your password is changed and you are signed out everywhere. Log in with the new password',
    hi: 'आपका पासवर्ड बदल गया है और आप हर जगह से साइन आउट हो गए हैं। नए पासवर्ड से लॉग इन करें',
  },
  passwordResetSubject: { en: 'Set a new Saakh password', hi: 'साख का नया पासवर्ड सेट करें' },
  passwordResetIntro: {
    en: 'Someone, hopefully you, asked to set a new password for your Saakh account. Open this link within 30 minutes to choose one; it works once:',
    hi: 'किसी ने, उम्मीद है आपने, आपके साख खाते के लिए नया पासवर्ड सेट करने को कहा। पासवर्ड चुनने के लिए यह लिंक 30 मिनट के भीतर खोलें; यह एक बार काम करता है:',
  },
  passwordResetIgnore: {
    en: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    hi: 'यदि आपने यह नहीं मांगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
  },
  totpCodeInvalid: { en: 'Enter the 6 digit code from your app', hi: 'अपने ऐप से 6 अंकों का कोड दर्ज करें' },
  recoveryCodeInvalid: {
    en: 'Enter a recovery code as shown, like abcde-12345',
    hi: 'रिकवरी कोड वैसे ही दर्ज करें जैसा दिखाया गया था, जैसे abcde-12345',
  },
  totpWrong: { en: 'The code is not right', hi: 'कोड सही नहीं है' },
  secondFactorExpired: {
    en: 'This login has expired. Log in with your password again',
    hi: 'यह लॉग इन समाप्त हो गया है। अपने पासवर्ड से फिर से लॉग इन करें',
  },
  secondFactorTooManyTries: {
    en: 'Too many wrong codes. Log in with your password again',
    hi: 'बहुत सारे गलत कोड। अपने पासवर्ड से फिर से लॉग इन करें',
  },
  totpAlreadyOn: {
    en: 'Two-step login is already on. Turn it off first to set up a new app',
    hi: 'दो-चरण लॉग इन पहले से चालू है। नया ऐप सेट करने के लिए पहले इसे बंद करें',
  },
  totpNotStarted: {
    en: 'Start the set-up again: no app is waiting to be confirmed',
    hi: 'सेट-अप फिर से शुरू करें: पुष्टि के लिए कोई ऐप प्रतीक्षा में नहीं है',
  },
  totpNotOn: { en: 'Two-step login is not on', hi: 'दो-चरण लॉग इन चालू नहीं है' },
  totpRequiredCannotDisable: {
    en: 'Your account must use two-step login, so it cannot be turned off',
    hi: 'आपके खाते के लिए दो-चरण लॉग इन आवश्यक है, इसलिए इसे बंद नहीं किया जा सकता',
  },
  totpEnabled: { en: 'Two-step login is on', hi: 'दो-चरण लॉग इन चालू है' },
  totpDisabled: { en: 'Two-step login is off', hi: 'दो-चरण लॉग इन बंद है' },
  totpMasquerade: {
    en: 'An admin acting as a partner cannot change its two-step login',
    hi: 'पार्टनर के रूप में कार्य कर रहा एडमिन उसका दो-चरण लॉग इन नहीं बदल सकता',
  },
  totpClearReasonRequired: {
    en: 'Say why, in at least 5 characters',
    hi: 'कारण बताएं, कम से कम 5 अक्षरों में',
  },
  totpClearReasonTooLong: { en: 'Keep the reason under 500 characters', hi: 'कारण 500 अक्षरों से कम रखें' },
  totpClearSelf: {
    en: 'Turn off your own two-step login from your account security page, with your password and a code',
    hi: 'अपना दो-चरण लॉग इन अपने खाता सुरक्षा पेज से, अपने पासवर्ड और कोड के साथ बंद करें',
  },
  totpCleared: {
    en: 'Two-step login is off for this account and its sessions have ended. It sets it up again at the next login where it is required',
    hi: 'इस खाते का दो-चरण लॉग इन बंद है और इसके सत्र समाप्त हो गए हैं। जहां आवश्यक है, वहां यह अगले लॉग इन पर इसे फिर से सेट करेगा',
  },
  recoveryCodesRenewed: {
    en: 'New recovery codes are ready. The old ones no longer work',
    hi: 'नए रिकवरी कोड तैयार हैं। पुराने कोड अब काम नहीं करते',
  },
} satisfies MessageMap;
