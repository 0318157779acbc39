/**
 * The words of the My data PDF (issue 30 item 4), in English and Hindi. {name} is filled by the renderer. The
 * records' field names are the JSON download's own, so the two files can be read side by side.
 */
export const dataExportPdfTexts = {
  title: { en: 'Your data at Saakh', hi: 'Saakh के पास आपका डेटा' },
  generated: { en: 'Made on {at} for customer number {id}', hi: '{at} को ग्राहक संख्या {id} के लिए बनाया गया' },
  intro: {
    en: 'Everything Saakh holds about you, kind by kind, and everyone it was shared with. The field names are those of the JSON file of the same download. To correct something, edit your profile; to have it erased, ask under My data.',
    hi: 'Saakh के पास आपके बारे में जो कुछ है, प्रकार के अनुसार, और जिनके साथ इसे साझा किया गया। फ़ील्ड के नाम इसी डाउनलोड की JSON फ़ाइल वाले हैं। कुछ सुधारने के लिए अपनी प्रोफ़ाइल बदलें; मिटवाने के लिए मेरा डेटा में अनुरोध करें।',
  },
  none: { en: 'Nothing held', hi: 'कुछ नहीं रखा गया' },
  record: { en: 'Record {n}', hi: 'रिकॉर्ड {n}' },
  empty: { en: '—', hi: '—' },
  yes: { en: 'Yes', hi: 'हाँ' },
  no: { en: 'No', hi: 'नहीं' },

  'section.profile': { en: 'Profile', hi: 'प्रोफ़ाइल' },
  'section.consents': { en: 'Consents', hi: 'सहमतियाँ' },
  'section.applications': { en: 'Applications', hi: 'आवेदन' },
  'section.kfs': { en: 'Key Facts Statements', hi: 'मुख्य तथ्य विवरण' },
  'section.documents': { en: 'Forms sent to lenders', hi: 'ऋणदाताओं को भेजे गए फ़ॉर्म' },
  'section.messages': { en: 'Messages sent to you', hi: 'आपको भेजे गए संदेश' },
  'section.complaints': { en: 'Complaints', hi: 'शिकायतें' },
  'section.insurance_requests': { en: 'Insurance requests', hi: 'बीमा अनुरोध' },
  'section.help_requests': { en: 'Help requests', hi: 'सहायता अनुरोध' },
  'section.calls': { en: 'Calls from our team', hi: 'हमारी टीम के कॉल' },
  'section.sessions': { en: 'Sign-ins', hi: 'साइन-इन' },
  'section.shared': { en: 'Who received your data', hi: 'आपका डेटा किसे मिला' },

  'shared.party': { en: 'Party', hi: 'पक्ष' },
  'shared.kind': { en: 'Kind', hi: 'प्रकार' },
  'shared.data': { en: 'What went', hi: 'क्या गया' },
  'shared.period': { en: 'When', hi: 'कब' },
  'shared.references': { en: 'Applications', hi: 'आवेदन' },
  'shared.between': { en: '{first} to {last}', hi: '{first} से {last} तक' },
  'kind.lender': { en: 'Lender', hi: 'ऋणदाता' },
  'kind.partner': { en: 'Partner who brought you', hi: 'आपको लाने वाला पार्टनर' },
  'kind.processor': { en: 'Processor', hi: 'प्रोसेसर' },
  'role.sms': { en: 'carries SMS', hi: 'SMS पहुँचाता है' },
  'role.whatsapp': { en: 'carries WhatsApp', hi: 'WhatsApp पहुँचाता है' },
  'role.email': { en: 'carries e-mail', hi: 'ई-मेल पहुँचाता है' },
  'role.storage': { en: 'stores files', hi: 'फ़ाइलें रखता है' },
} as const;

export type DataExportPdfText = keyof typeof dataExportPdfTexts;
