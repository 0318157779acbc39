import type { MessageMap } from './i18n';

/** Messages of the partner's selling material (issue 12) and the admins' partner-content page. */
export const partnerContentMessages = {
  contentProductUnknown: { en: 'Choose a product', hi: 'एक प्रोडक्ट चुनें' },
  contentChannelInvalid: { en: 'Choose WhatsApp or SMS', hi: 'WhatsApp या SMS चुनें' },
  contentAudienceInvalid: { en: 'Choose customers or DSAs', hi: 'ग्राहक या DSA चुनें' },
  contentQrFormatInvalid: { en: 'Choose PNG or SVG', hi: 'PNG या SVG चुनें' },
  contentSortInvalid: { en: 'Enter an order from 0 to 9999', hi: '0 से 9999 तक का क्रम दर्ज करें' },
  contentTitleInvalid: { en: 'Enter a title of 2 to 80 characters', hi: '2 से 80 अक्षरों का शीर्षक दर्ज करें' },
  contentBodyInvalid: { en: 'Enter a text of 2 to 700 characters', hi: '2 से 700 अक्षरों का टेक्स्ट दर्ज करें' },
  contentLinkMissing: {
    en: 'Put {link} where the partner’s link goes',
    hi: 'जहाँ पार्टनर का लिंक आना है वहाँ {link} लिखें',
  },
  contentSmsTooLong: {
    en: 'An SMS text may have at most 320 characters',
    hi: 'SMS टेक्स्ट में अधिकतम 320 अक्षर हो सकते हैं',
  },
  contentQuestionInvalid: {
    en: 'Enter a question of 2 to 300 characters',
    hi: '2 से 300 अक्षरों का प्रश्न दर्ज करें',
  },
  contentAnswerInvalid: { en: 'Enter an answer of 2 to 3000 characters', hi: '2 से 3000 अक्षरों का उत्तर दर्ज करें' },
  contentLenderUnknown: { en: 'Choose a lender', hi: 'एक ऋणदाता चुनें' },
  contentBannerInvalid: {
    en: 'Upload a PNG, JPG or WebP image from 200 to 4000 pixels a side, up to 5 MB',
    hi: '200 से 4000 पिक्सेल की भुजा वाली, 5 MB तक की PNG, JPG या WebP इमेज अपलोड करें',
  },
  contentTrainingFileInvalid: {
    en: 'Upload an MP4 video (up to 50 MB), a PPTX deck (up to 20 MB) or a PDF document (up to 10 MB)',
    hi: 'MP4 वीडियो (50 MB तक), PPTX डेक (20 MB तक) या PDF दस्तावेज़ (10 MB तक) अपलोड करें',
  },
  trainingVideoTitle: { en: 'Training video', hi: 'ट्रेनिंग वीडियो' },
  trainingDeckTitle: { en: 'Product deck', hi: 'प्रोडक्ट प्रेज़ेंटेशन' },
  trainingDocumentTitle: { en: 'Product document', hi: 'प्रोडक्ट दस्तावेज़' },
  faqCreated: { en: 'FAQ added', hi: 'FAQ जोड़ा गया' },
  faqUpdated: { en: 'FAQ updated', hi: 'FAQ अपडेट किया गया' },
  faqDeleted: { en: 'FAQ deleted', hi: 'FAQ हटाया गया' },
  messageTextCreated: { en: 'Message text added', hi: 'संदेश टेक्स्ट जोड़ा गया' },
  messageTextUpdated: { en: 'Message text updated', hi: 'संदेश टेक्स्ट अपडेट किया गया' },
  messageTextDeleted: { en: 'Message text deleted', hi: 'संदेश टेक्स्ट हटाया गया' },
  bannerCreated: { en: 'Banner uploaded', hi: 'बैनर अपलोड किया गया' },
  bannerUpdated: { en: 'Banner updated', hi: 'बैनर अपडेट किया गया' },
  bannerDeleted: { en: 'Banner deleted', hi: 'बैनर हटाया गया' },
  trainingFileCreated: { en: 'Training file uploaded', hi: 'ट्रेनिंग फ़ाइल अपलोड की गई' },
  trainingFileDeleted: { en: 'Training file deleted', hi: 'ट्रेनिंग फ़ाइल हटाई गई' },
} as const satisfies MessageMap;

export type PartnerContentMessageKey = keyof typeof partnerContentMessages;
