import type { MessageMap } from './i18n';

/** Messages of tracking links (admin /admin/tracking-links). */
export const trackingLinkMessages = {
  trackingLinkCampaignInvalid: {
    en: 'Enter a campaign name of 2 to 80 characters',
    hi: '2 से 80 अक्षरों का अभियान नाम दर्ज करें',
  },
  trackingLinkSegmentInvalid: {
    en: 'Use 2 to 40 small letters, digits or hyphens',
    hi: '2 से 40 छोटे अक्षर, अंक या हाइफ़न उपयोग करें',
  },
  trackingLinkSegmentUnknown: {
    en: 'No partner landing page has this URL segment',
    hi: 'इस URL सेगमेंट वाला कोई पार्टनर लैंडिंग पेज नहीं है',
  },
  trackingLinkUtmInvalid: {
    en: 'Use 1 to 100 letters, digits, underscores or hyphens',
    hi: '1 से 100 अक्षर, अंक, अंडरस्कोर या हाइफ़न उपयोग करें',
  },
  trackingLinkPartnerUnknown: { en: 'Choose a partner', hi: 'एक पार्टनर चुनें' },
  trackingLinkCreated: { en: 'Tracking link created', hi: 'ट्रैकिंग लिंक बनाया गया' },
  trackingLinkEnabled: {
    en: 'Link switched on: it counts clicks again',
    hi: 'लिंक चालू किया गया: यह फिर से क्लिक गिनता है',
  },
  trackingLinkDisabled: {
    en: 'Link switched off: it now opens the home page and counts nothing',
    hi: 'लिंक बंद किया गया: अब यह होम पेज खोलता है और कुछ नहीं गिनता',
  },
} satisfies MessageMap;

export type TrackingLinkMessageKey = keyof typeof trackingLinkMessages;
