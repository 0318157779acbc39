import type { MessageMap } from './i18n';

/** The server's answers about My data (issue 30 item 4). */
export const dataRightsMessages = {
  dataExportQueued: {
    en: 'We are preparing your data. It is ready in a minute or two and kept for 7 days',
    hi: 'हम आपका डेटा तैयार कर रहे हैं। यह एक-दो मिनट में तैयार होगा और 7 दिनों तक रखा जाएगा',
  },
  dataExportTooMany: {
    en: 'You can download your data 3 times a day. Try again tomorrow',
    hi: 'आप दिन में 3 बार अपना डेटा डाउनलोड कर सकते हैं। कल फिर कोशिश करें',
  },
  dataExportNotReady: { en: 'This download is not ready yet', hi: 'यह डाउनलोड अभी तैयार नहीं है' },
  dataExportExpired: {
    en: 'This download was deleted after 7 days. Ask for a new one',
    hi: 'यह डाउनलोड 7 दिनों के बाद हटा दिया गया। नया डाउनलोड माँगें',
  },
} satisfies MessageMap;
