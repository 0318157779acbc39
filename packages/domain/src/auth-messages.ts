import type { MessageMap } from './i18n';

/** Login and session messages (customer spec §5, DESIGN §5). */
export const authMessages = {
  mobileInvalid: { en: 'Please enter a valid 10 digit mobile number', hi: 'कृपया एक मान्य 10 अंकों का मोबाइल नंबर दर्ज करें' },
  otpInvalid: { en: 'Enter 6 digits OTP', hi: '6 अंकों का OTP दर्ज करें' },
  emailInvalid: { en: 'Email is invalid', hi: 'ईमेल अमान्य है' },
  consentRequired: { en: 'Please accept the terms to continue', hi: 'जारी रखने के लिए कृपया शर्तें स्वीकार करें' },
  otpSent: { en: 'OTP sent to your mobile number', hi: 'आपके मोबाइल नंबर पर OTP भेजा गया' },
  otpWrong: { en: 'The OTP is incorrect', hi: 'OTP गलत है' },
  otpExpired: {
    en: 'The OTP has expired. Please request a new one',
    hi: 'OTP की समय सीमा समाप्त हो गई है। कृपया नया OTP मांगें',
  },
  otpTooManyTries: {
    en: 'Too many wrong attempts. Please request a new OTP',
    hi: 'बहुत सारे गलत प्रयास। कृपया नया OTP मांगें',
  },
  otpResendWait: { en: 'Please wait before requesting another OTP', hi: 'दूसरा OTP मांगने से पहले कृपया प्रतीक्षा करें' },
  otpTooManySends: {
    en: 'Too many OTP requests for this number. Please try again later',
    hi: 'इस नंबर के लिए बहुत सारे OTP अनुरोध। कृपया बाद में पुनः प्रयास करें',
  },
  loginFailed: { en: 'Invalid email or password', hi: 'अमान्य ईमेल या पासवर्ड' },
  accountLocked: {
    en: 'Too many failed logins for this account. Please try again in 15 minutes',
    hi: 'इस खाते के लिए बहुत सारे असफल लॉग इन। कृपया 15 मिनट बाद पुनः प्रयास करें',
  },
  passwordRequired: { en: 'Please enter your password', hi: 'कृपया अपना पासवर्ड दर्ज करें' },
  userNameInvalid: { en: 'Please enter a valid user name', hi: 'कृपया एक मान्य उपयोगकर्ता नाम दर्ज करें' },
  loggedOut: { en: 'You have been logged out', hi: 'आप लॉग आउट हो गए हैं' },
  languageSaved: { en: 'Language saved', hi: 'भाषा सहेजी गई' },
  cookieNotAllowed: { en: 'This cookie name is not allowed', hi: 'इस कुकी नाम की अनुमति नहीं है' },
  masqueradeStarted: { en: 'You are now acting as this partner', hi: 'अब आप इस पार्टनर के रूप में कार्य कर रहे हैं' },
  masqueradeEnded: { en: 'Masquerade ended', hi: 'मास्करेड समाप्त' },
  notMasquerading: { en: 'This session is not a masquerade', hi: 'यह सत्र मास्करेड नहीं है' },
  imageOnly: {
    en: 'Only PNG, JPEG, GIF or WebP images are accepted',
    hi: 'केवल PNG, JPEG, GIF या WebP चित्र स्वीकार किए जाते हैं',
  },
  fileUploaded: { en: 'File uploaded', hi: 'फ़ाइल अपलोड हो गई' },
  noFileSelected: { en: 'No file selected', hi: 'कोई फ़ाइल नहीं चुनी गई' },
} satisfies MessageMap;
