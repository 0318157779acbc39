/**
 * Demo partner content (issue 12): FAQs for customers' and DSAs' questions, ready-made WhatsApp/SMS texts for every
 * product, a banner per product drawn here as a PNG, and a partner guide (PDF) for the first live lenders, written
 * from each lender's own eligibility texts. Runs once, after the catalogue.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import { createStorage } from '../../lib/storage/storage';
import type { Executor } from '../client';
import { lenders } from '../schema/catalogue';
import {
  partner_banners,
  partner_faqs,
  partner_message_texts,
  partner_training_files,
} from '../schema/partner-content';
import type { PartnerProduct } from '@saakh/domain/partner-content';

type Faq = { audience: 'customer' | 'dsa'; q: [string, string | null]; a: [string, string | null] };

const faqs: Faq[] = [
  {
    audience: 'customer',
    q: ['How long does a personal loan take to reach my account?', 'पर्सनल लोन मेरे खाते में कितने दिन में आता है?'],
    a: [
      'Most lenders disburse within 2 working days of approval; some the same day once the agreement is e-signed.',
      'ज़्यादातर ऋणदाता मंज़ूरी के 2 कार्य दिवस में पैसा भेज देते हैं; कुछ ई-साइन के बाद उसी दिन।',
    ],
  },
  {
    audience: 'customer',
    q: ['Which documents do I need?', 'मुझे कौन से दस्तावेज़ चाहिए?'],
    a: [
      'PAN, Aadhaar, your last three salary slips or bank statements, and a selfie for video KYC.',
      'पैन, आधार, पिछली तीन सैलरी स्लिप या बैंक स्टेटमेंट, और वीडियो KYC के लिए एक सेल्फ़ी।',
    ],
  },
  {
    audience: 'customer',
    q: ['Does checking my offers affect my CIBIL score?', 'क्या ऑफ़र देखने से मेरा CIBIL स्कोर घटता है?'],
    a: [
      'No. Seeing offers uses a soft enquiry. Only the lender you apply to makes a hard enquiry.',
      'नहीं। ऑफ़र देखने में सॉफ़्ट इन्क्वायरी होती है। केवल वह ऋणदाता हार्ड इन्क्वायरी करता है जिसे आप आवेदन भेजते हैं।',
    ],
  },
  {
    audience: 'customer',
    q: ['Is there a fee to apply through Saakh?', 'क्या Saakh से आवेदन करने का कोई शुल्क है?'],
    a: [
      'No. Saakh is free for customers. The lender states its processing fee before you accept an offer.',
      'नहीं। ग्राहकों के लिए Saakh मुफ़्त है। ऑफ़र स्वीकार करने से पहले ऋणदाता अपनी प्रोसेसिंग फ़ीस बताता है।',
    ],
  },
  {
    audience: 'customer',
    q: ['Can I get a gold loan without an income proof?', 'क्या आय प्रमाण के बिना गोल्ड लोन मिल सकता है?'],
    a: ['Yes. A gold loan is secured by your gold, so most lenders ask only for KYC.', null],
  },
  {
    audience: 'dsa',
    q: ['How are my customers counted as mine?', 'मेरे ग्राहक मेरे कैसे गिने जाते हैं?'],
    a: [
      'Every customer who logs in from your link or QR code is attributed to you, and so are their applications.',
      'आपके लिंक या QR कोड से लॉग इन करने वाला हर ग्राहक, और उसके आवेदन, आपके गिने जाते हैं।',
    ],
  },
  {
    audience: 'dsa',
    q: ['When is my commission paid?', 'मेरा कमीशन कब मिलता है?'],
    a: [
      'Your share is pending at disbursal, earned when the lender pays Saakh, and paid in the next payout run with TDS deducted.',
      'वितरण पर आपका हिस्सा पेंडिंग होता है, ऋणदाता के Saakh को भुगतान करने पर अर्जित होता है, और अगले भुगतान में TDS काटकर मिलता है।',
    ],
  },
  {
    audience: 'dsa',
    q: [
      'A customer says the link opened the plain Saakh site. What happened?',
      'ग्राहक कहता है कि लिंक से सामान्य Saakh साइट खुली। क्या हुआ?',
    ],
    a: [
      'The link was probably shortened or edited. Share the link exactly as Product offering shows it, or the QR code.',
      'शायद लिंक छोटा या बदल दिया गया। प्रोडक्ट ऑफ़रिंग में दिखाया लिंक ज्यों का त्यों, या QR कोड शेयर करें।',
    ],
  },
  {
    audience: 'dsa',
    q: ['Can I add my staff as users?', 'क्या मैं अपने स्टाफ़ को यूज़र बना सकता हूँ?'],
    a: ['Yes, a parent partner adds staff logins under Settings.', null],
  },
];

type Text = { product: PartnerProduct; channel: 'whatsapp' | 'sms'; title: [string, string]; body: [string, string] };

const texts: Text[] = [
  {
    product: 'pl',
    channel: 'whatsapp',
    title: ['Personal loan in 2 days', '2 दिन में पर्सनल लोन'],
    body: [
      'Need funds for a wedding, travel or bills? Compare personal loans from trusted lenders with {partner}, no paperwork hassle. Check your offers in 2 minutes: {link}',
      'शादी, यात्रा या बिलों के लिए पैसे चाहिए? {partner} के साथ भरोसेमंद ऋणदाताओं के पर्सनल लोन की तुलना करें, बिना कागज़ी झंझट। 2 मिनट में अपने ऑफ़र देखें: {link}',
    ],
  },
  {
    product: 'pl',
    channel: 'sms',
    title: ['Personal loan SMS', 'पर्सनल लोन SMS'],
    body: [
      'Personal loans up to Rs 10 lakh from top lenders. Check your offers free: {link} - {partner}',
      'शीर्ष ऋणदाताओं से 10 लाख तक पर्सनल लोन। मुफ़्त में ऑफ़र देखें: {link} - {partner}',
    ],
  },
  {
    product: 'bl',
    channel: 'whatsapp',
    title: ['Grow your business', 'अपना बिज़नेस बढ़ाएँ'],
    body: [
      'Stock up for the season or buy a new machine: business loans for shop owners and traders, compared for you by {partner}. Apply here: {link}',
      'सीज़न के लिए स्टॉक या नई मशीन: दुकानदारों और व्यापारियों के लिए बिज़नेस लोन, {partner} आपके लिए तुलना करता है। यहाँ आवेदन करें: {link}',
    ],
  },
  {
    product: 'gl',
    channel: 'whatsapp',
    title: ['Gold loan the same day', 'उसी दिन गोल्ड लोन'],
    body: [
      'Get cash against your gold at low interest, often the same day. Safe storage, no income proof needed. Start with {partner}: {link}',
      'अपने सोने पर कम ब्याज में नकद, अक्सर उसी दिन। सुरक्षित रखरखाव, आय प्रमाण की ज़रूरत नहीं। {partner} के साथ शुरू करें: {link}',
    ],
  },
  {
    product: 'hl',
    channel: 'sms',
    title: ['Home loan SMS', 'आवास ऋण SMS'],
    body: [
      'Own your home: affordable housing loans with long tenures. Check eligibility: {link} - {partner}',
      'अपना घर: लंबी अवधि वाले किफ़ायती आवास ऋण। पात्रता देखें: {link} - {partner}',
    ],
  },
  {
    product: 'sl',
    channel: 'whatsapp',
    title: ['Study loan', 'शिक्षा ऋण'],
    body: [
      'Study in India or abroad: education loans for tuition and living costs, repaid after your course. Compare lenders: {link} - {partner}',
      'भारत या विदेश में पढ़ाई: फ़ीस और रहने के खर्च के लिए शिक्षा ऋण, कोर्स के बाद चुकाएँ। ऋणदाता की तुलना करें: {link} - {partner}',
    ],
  },
  {
    product: 'tw',
    channel: 'sms',
    title: ['2-wheeler loan SMS', 'दोपहिया लोन SMS'],
    body: [
      'Ride home your new bike or scooter with a 2-wheeler loan. Check offers: {link} - {partner}',
      'नई बाइक या स्कूटर के लिए दोपहिया वाहन ऋण। ऑफ़र देखें: {link} - {partner}',
    ],
  },
  {
    product: 'cl',
    channel: 'whatsapp',
    title: ['Car loan', 'कार ऋण'],
    body: [
      'Drive your new car home: car loans up to the on-road price, EMIs to suit you. Compare offers: {link} - {partner}',
      'अपनी नई कार घर लाएँ: ऑन-रोड कीमत तक कार ऋण, आपकी सुविधा की EMI। ऑफ़र की तुलना करें: {link} - {partner}',
    ],
  },
  {
    product: 'cards',
    channel: 'whatsapp',
    title: ['The right credit card', 'सही क्रेडिट कार्ड'],
    body: [
      'Cashback, fuel or lifetime free? Find the credit card that fits how you spend, with {partner}: {link}',
      'कैशबैक, फ़्यूल या लाइफ़टाइम फ़्री? अपने खर्च के हिसाब से सही क्रेडिट कार्ड चुनें, {partner} के साथ: {link}',
    ],
  },
  {
    product: 'insurance',
    channel: 'whatsapp',
    title: ['Protect your family', 'अपने परिवार को सुरक्षित करें'],
    body: [
      'Health, bike, car or shop insurance in a few minutes. Get a quote with {partner}: {link}',
      'कुछ ही मिनटों में स्वास्थ्य, बाइक, कार या दुकान बीमा। {partner} के साथ कोटेशन लें: {link}',
    ],
  },
];

const bannerArt: {
  product: PartnerProduct;
  title: [string, string];
  headline: string;
  line: string;
  colors: [string, string];
}[] = [
  {
    product: 'pl',
    title: ['Personal loan poster', 'पर्सनल लोन पोस्टर'],
    headline: 'Personal loans in 2 days',
    line: 'Up to Rs 10 lakh, from 10.99% a year',
    colors: ['#0B5FFF', '#4F8BFF'],
  },
  {
    product: 'bl',
    title: ['Business loan poster', 'बिज़नेस लोन पोस्टर'],
    headline: 'Loans for your business',
    line: 'For shop owners, traders and makers',
    colors: ['#00695C', '#26A69A'],
  },
  {
    product: 'gl',
    title: ['Gold loan poster', 'गोल्ड लोन पोस्टर'],
    headline: 'Cash against gold, today',
    line: 'No income proof, safe storage',
    colors: ['#B26A00', '#F9A825'],
  },
  {
    product: 'cards',
    title: ['Credit card poster', 'क्रेडिट कार्ड पोस्टर'],
    headline: 'The card that fits you',
    line: 'Cashback, fuel and lifetime-free cards',
    colors: ['#6A1B9A', '#AB47BC'],
  },
  {
    product: 'insurance',
    title: ['Insurance poster', 'बीमा पोस्टर'],
    headline: 'Insure what matters',
    line: 'Health, bike, car and shop cover',
    colors: ['#C62828', '#EF5350'],
  },
];

async function bannerPng(art: (typeof bannerArt)[number]): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.colors[0]}"/><stop offset="1" stop-color="${art.colors[1]}"/></linearGradient></defs>
  <rect width="1080" height="540" fill="url(#g)"/>
  <circle cx="930" cy="110" r="170" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="1010" cy="460" r="120" fill="#ffffff" fill-opacity="0.10"/>
  <text x="70" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="64" fill="#ffffff">${art.headline}</text>
  <text x="70" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#ffffff">${art.line}</text>
  <rect x="70" y="380" width="300" height="70" rx="35" fill="#ffffff"/>
  <text x="220" y="426" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="30" fill="${art.colors[0]}">Apply now</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Text cut into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page PDF of plain lines (Helvetica, ASCII): enough for a lender's partner guide. */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1');
  const stream = [
    'BT',
    '/F1 14 Tf',
    '56 780 Td',
    '18 TL',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedPartnerContent(tx: Executor, config: Config): Promise<void> {
  await tx.insert(partner_faqs).values(
    faqs.map((faq, index) => ({
      audience: faq.audience,
      question_en: faq.q[0],
      question_hi: faq.q[1],
      answer_en: faq.a[0],
      answer_hi: faq.a[1],
      sort_order: index,
    })),
  );
  await tx.insert(partner_message_texts).values(
    texts.map((text, index) => ({
      product: text.product,
      channel: text.channel,
      title_en: text.title[0],
      title_hi: text.title[1],
      body_en: text.body[0],
      body_hi: text.body[1],
      sort_order: index,
    })),
  );
  const storage = createStorage(config);
  for (const [index, art] of bannerArt.entries()) {
    const image = await bannerPng(art);
    const stored = await storage.put(`images/partner-banners/${randomUUID()}.png`, image, 'image/png');
    await tx.insert(partner_banners).values({
      product: art.product,
      title_en: art.title[0],
      title_hi: art.title[1],
      file_url: stored.url,
      content_type: 'image/png',
      width: 1080,
      height: 540,
      image,
      sort_order: index,
    });
  }
  const live = await tx
    .select({
      id: lenders.id,
      name: lenders.name,
      display_name: lenders.display_name,
      age: lenders.age_text,
      income: lenders.income_text,
      cibil: lenders.cibil_text,
      journey: lenders.lender_journey_text,
    })
    .from(lenders)
    .where(and(eq(lenders.lender_status, 1), isNull(lenders.deleted_at)))
    .orderBy(desc(lenders.priority), asc(lenders.id))
    .limit(4);
  for (const lender of live) {
    const name = lender.display_name ?? lender.name;
    const pdf = simplePdf([
      `${name}: partner guide`,
      '',
      `Age: ${lender.age ?? '-'}`,
      `Income: ${lender.income ?? '-'}`,
      `CIBIL: ${lender.cibil ?? '-'}`,
      '',
      'How the customer proceeds:',
      ...wrap(lender.journey ?? '-', 80),
    ]);
    const stored = await storage.put(`training/${lender.id}/${randomUUID()}.pdf`, pdf, 'application/pdf');
    await tx.insert(partner_training_files).values({
      lender_id: lender.id,
      kind: 'document',
      title_en: `${name} partner guide`,
      title_hi: `${name} पार्टनर गाइड`,
      file_url: stored.url,
      file_name: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-partner-guide.pdf`,
      size_bytes: pdf.length,
    });
  }
}
