/**
 * The Hindi beside the demo catalogue's admin-entered texts (decision 025): a seed step of its own that fills the
 * Hindi columns of lenders and cards already seeded, so a database seeded before those columns existed gets them
 * too. A Hindi value is written only where none exists and only for an English text it knows, so an admin's own
 * edits are never overwritten or mistranslated.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { credit_cards, lenders } from '../schema/catalogue';

/** The demo special offers, English → Hindi. */
const offerHi: Record<string, string> = {
  'Processing fee flat ₹999 for salaried customers of listed companies':
    'सूचीबद्ध कंपनियों के वेतनभोगी ग्राहकों के लिए प्रोसेसिंग शुल्क केवल ₹999',
  'Interest from 10.49% for a CIBIL score of 780 and above': '780 या उससे अधिक CIBIL स्कोर पर ब्याज 10.49% से',
  'Zero foreclosure charges after 6 EMIs': '6 EMI के बाद समय से पहले पूरा चुकाने पर कोई शुल्क नहीं',
  'First EMI holiday for loans taken this month': 'इस महीने लिए गए ऋण पर पहली EMI से छूट',
  'No collateral up to ₹5,00,000 for businesses older than 1 year':
    '1 वर्ष से पुराने व्यवसायों के लिए ₹5,00,000 तक बिना गिरवी',
  'Gold loan at ₹6,500 per gram this week': 'इस सप्ताह ₹6,500 प्रति ग्राम पर गोल्ड लोन',
  'Festive offer: no processing fee': 'त्योहारी ऑफ़र: कोई प्रोसेसिंग शुल्क नहीं',
  'Doorstep gold loan with free insured pick-up from next month': 'अगले महीने से घर से मुफ़्त बीमित पिक-अप के साथ गोल्ड लोन',
  'PMAY interest subsidy help desk for first-time buyers': 'पहली बार घर खरीदने वालों के लिए PMAY ब्याज सब्सिडी सहायता केंद्र',
  'No repayment until six months after the course ends': 'पढ़ाई पूरी होने के छह महीने बाद तक कोई भुगतान नहीं',
  'Up to 95% of the on-road price, delivery in 24 hours': 'ऑन-रोड कीमत का 95% तक, 24 घंटे में डिलीवरी',
  'Up to 100% of the on-road price for salaried customers': 'वेतनभोगी ग्राहकों के लिए ऑन-रोड कीमत का 100% तक',
};

/** The demo lender journeys, English → Hindi. */
const journeyHi: Record<string, string> = {
  'Apply on Saakh, upload salary slips and bank statement, video KYC, disbursal in 2 working days.':
    'साख पर आवेदन करें, वेतन पर्ची और बैंक स्टेटमेंट अपलोड करें, वीडियो KYC, 2 कार्य दिवसों में राशि जारी।',
  'Fill the intake form, e-sign the agreement, e-NACH mandate, money in the account the same day.':
    'आवेदन फ़ॉर्म भरें, अनुबंध पर ई-हस्ताक्षर करें, ई-NACH मैंडेट, उसी दिन खाते में पैसा।',
  "Continue on the lender's page, complete online KYC and income check, sanction letter in 24 hours.":
    'ऋणदाता के पेज पर आगे बढ़ें, ऑनलाइन KYC और आय की जाँच पूरी करें, 24 घंटे में स्वीकृति पत्र।',
  'Submit the application, bank verifies employment by e-mail, disbursal in 3 working days.':
    'आवेदन जमा करें, बैंक ई-मेल से नौकरी की पुष्टि करता है, 3 कार्य दिवसों में राशि जारी।',
  'Submit the application, document pick-up at home, disbursal in 4 working days.':
    'आवेदन जमा करें, घर से दस्तावेज़ लिए जाते हैं, 4 कार्य दिवसों में राशि जारी।',
  "Continue in the lender's app, bank statement check through account aggregator, instant disbursal.":
    'ऋणदाता के ऐप में आगे बढ़ें, अकाउंट एग्रीगेटर से बैंक स्टेटमेंट की जाँच, तुरंत राशि जारी।',
  'Fill the intake form, selfie KYC, e-NACH, disbursal in 30 minutes.':
    'आवेदन फ़ॉर्म भरें, सेल्फ़ी KYC, ई-NACH, 30 मिनट में राशि जारी।',
  "Continue in the lender's app, Aadhaar OTP KYC, money in minutes; suits customers new to credit.":
    'ऋणदाता के ऐप में आगे बढ़ें, आधार OTP से KYC, मिनटों में पैसा; पहली बार ऋण लेने वालों के लिए उपयुक्त।',
  'Submit the application, fully digital KYC, disbursal within a day.':
    'आवेदन जमा करें, पूरी तरह डिजिटल KYC, एक दिन के भीतर राशि जारी।',
  'Submit GST returns and 6 months of bank statements, credit decision in 72 hours.':
    'GST रिटर्न और 6 महीने के बैंक स्टेटमेंट जमा करें, 72 घंटे में ऋण पर निर्णय।',
  'Fill the business intake form, upload GST and ITR, field visit, disbursal in a week.':
    'व्यवसाय का आवेदन फ़ॉर्म भरें, GST और ITR अपलोड करें, स्थल निरीक्षण, एक सप्ताह में राशि जारी।',
  "Continue on the lender's page, link bank account, sanction in 48 hours.":
    'ऋणदाता के पेज पर आगे बढ़ें, बैंक खाता जोड़ें, 48 घंटे में स्वीकृति।',
  'Submit the application with 2 years of ITR, relationship manager call, disbursal in 48 hours.':
    '2 वर्ष के ITR के साथ आवेदन जमा करें, रिलेशनशिप मैनेजर का कॉल, 48 घंटे में राशि जारी।',
  'For retailers with card and UPI sales; submit the application, repay as a share of daily sales.':
    'कार्ड और UPI से बिक्री करने वाले दुकानदारों के लिए; आवेदन जमा करें, रोज़ की बिक्री के हिस्से से चुकाएँ।',
  'Book a branch visit, gold valued in front of the customer, cash or bank transfer in 30 minutes.':
    'शाखा में जाने का समय तय करें, ग्राहक के सामने सोने का मूल्यांकन, 30 मिनट में नकद या बैंक ट्रांसफ़र।',
  'Fill the intake form with the gold weight, branch visit or doorstep pick-up, same-day money.':
    'सोने के वज़न के साथ आवेदन फ़ॉर्म भरें, शाखा जाएँ या घर से पिक-अप, उसी दिन पैसा।',
  'Submit the application, branch visit with the gold and Aadhaar, money in 30 minutes.':
    'आवेदन जमा करें, सोना और आधार लेकर शाखा जाएँ, 30 मिनट में पैसा।',
  "Continue on the lender's page, an agent collects the gold at home and the money is sent at once.":
    'ऋणदाता के पेज पर आगे बढ़ें, एजेंट घर से सोना लेता है और पैसा तुरंत भेजा जाता है।',
  'Submit the application, property and income documents checked at a branch, legal and technical check, sanction in 10 days.':
    'आवेदन जमा करें, शाखा में संपत्ति और आय के दस्तावेज़ों की जाँच, कानूनी और तकनीकी जाँच, 10 दिनों में स्वीकृति।',
  'Fill the intake form, home visit to assess informal income, sanction in 2 weeks.':
    'आवेदन फ़ॉर्म भरें, अनौपचारिक आय के आकलन के लिए घर पर मुलाक़ात, 2 सप्ताह में स्वीकृति।',
  'Submit the application, property papers verified, sanction in 7 days.':
    'आवेदन जमा करें, संपत्ति के कागज़ों की जाँच, 7 दिनों में स्वीकृति।',
  "Continue on the lender's page, WhatsApp-based document upload, sanction in 5 days.":
    'ऋणदाता के पेज पर आगे बढ़ें, WhatsApp से दस्तावेज़ अपलोड, 5 दिनों में स्वीकृति।',
  'Submit the application, branch verification, legal and technical check of the property, sanction in 10 days.':
    'आवेदन जमा करें, शाखा में सत्यापन, संपत्ति की कानूनी और तकनीकी जाँच, 10 दिनों में स्वीकृति।',
  'Share the admission letter and fee schedule, a parent co-signs, sanction letter in 7 working days.':
    'प्रवेश पत्र और फ़ीस का विवरण दें, माता-पिता सह-हस्ताक्षर करते हैं, 7 कार्य दिवसों में स्वीकृति पत्र।',
  'Apply with the admission letter, video KYC of the co-applicant, fees paid straight to the institute.':
    'प्रवेश पत्र के साथ आवेदन करें, सह-आवेदक का वीडियो KYC, फ़ीस सीधे संस्थान को भेजी जाती है।',
  'Continue on the bank’s portal with your reference, then visit the branch with the documents.':
    'अपने रेफ़रेंस के साथ बैंक के पोर्टल पर आगे बढ़ें, फिर दस्तावेज़ लेकर शाखा जाएँ।',
  'Choose the dealer, e-sign the agreement, the dealer is paid and the vehicle is delivered in a day.':
    'डीलर चुनें, अनुबंध पर ई-हस्ताक्षर करें, डीलर को भुगतान होता है और एक दिन में वाहन की डिलीवरी।',
  'Aadhaar e-KYC, e-NACH for the EMIs, registration with the lender’s hypothecation.':
    'आधार ई-KYC, EMI के लिए ई-NACH, ऋणदाता के हाइपोथिकेशन के साथ पंजीकरण।',
  'A field officer visits with the documents list; first-time borrowers welcome.':
    'फ़ील्ड अधिकारी दस्तावेज़ों की सूची लेकर आते हैं; पहली बार ऋण लेने वालों का स्वागत है।',
  'Apply on Saakh, upload salary slips, the bank pays the dealer within 48 hours of approval.':
    'साख पर आवेदन करें, वेतन पर्ची अपलोड करें, स्वीकृति के 48 घंटे के भीतर बैंक डीलर को भुगतान करता है।',
  'Verification at home, hypothecation at registration, new and used cars financed.':
    'घर पर सत्यापन, पंजीकरण के समय हाइपोथिकेशन, नई और पुरानी दोनों कारों के लिए ऋण।',
  'Sanction online, the car is registered with Kotak Prime as hypothecated until the loan is repaid.':
    'ऑनलाइन स्वीकृति, ऋण चुकने तक कार Kotak Prime के पास हाइपोथिकेटेड के रूप में पंजीकृत रहती है।',
};

const scoreHi: Record<string, string> = {
  'No credit history needed': 'क्रेडिट इतिहास की आवश्यकता नहीं',
  'Any score; below 650 considered': 'कोई भी स्कोर; 650 से कम पर भी विचार',
  '650 and above': '650 या अधिक',
  '750 and above': '750 या अधिक',
};

const employmentHi: Record<string, string> = {
  Salaried: 'वेतनभोगी',
  'Self employed professional': 'स्व-रोज़गार पेशेवर',
  'Self employed business': 'स्व-रोज़गार व्यवसायी',
};

/**
 * The Hindi of a demo eligibility text: the fixed phrases by table, the templated ones (ages, incomes) by pattern,
 * and a text of figures only (a loan amount, "₹50,000") as it is. Null for an English text it does not know.
 */
export function eligibilityHi(english: string | null): string | null {
  if (!english) return null;
  if (/^[₹\d,.\s]+$/.test(english)) return english;
  const fixed = scoreHi[english];
  if (fixed) return fixed;
  if (english === 'No income proof needed') return 'आय प्रमाण की आवश्यकता नहीं';
  const ages = /^(\d+) to (\d+) years$/.exec(english);
  if (ages) return `${ages[1]} से ${ages[2]} वर्ष`;
  const incomeFrom = /^(₹[\d,]+) net a month or more$/.exec(english);
  if (incomeFrom) return `${incomeFrom[1]} या अधिक शुद्ध मासिक आय`;
  const incomeRange = /^(₹[\d,]+) to (₹[\d,]+) net a month$/.exec(english);
  if (incomeRange) return `${incomeRange[1]} से ${incomeRange[2]} शुद्ध मासिक आय`;
  const kinds = english.split(', ').map((part) => employmentHi[part]);
  return kinds.every((kind) => kind !== undefined) ? kinds.join(', ') : null;
}

/** A card's Hindi name, its key feature as [English, Hindi] and its bullets English → Hindi. */
type CardHi = { name: string; keyFeature: [string, string]; bullets: Record<string, string> };

/** The demo cards by their English name. Card names are brands, written in Devanagari as customers say them. */
const cardHi: Record<string, CardHi> = {
  'Saral Cashback Card': {
    name: 'सरल कैशबैक कार्ड',
    keyFeature: ['5% cashback on online shopping', 'ऑनलाइन ख़रीदारी पर 5% कैशबैक'],
    bullets: {
      '5% cashback on online spends': 'ऑनलाइन ख़र्च पर 5% कैशबैक',
      '1% cashback on everything else': 'बाक़ी सब पर 1% कैशबैक',
      'Annual fee waived on ₹1,00,000 spend a year': 'साल में ₹1,00,000 ख़र्च करने पर वार्षिक शुल्क माफ़',
    },
  },
  'Yatra Miles Card': {
    name: 'यात्रा माइल्स कार्ड',
    keyFeature: ['4 air miles per ₹200 on travel', 'यात्रा पर हर ₹200 पर 4 एयर माइल्स'],
    bullets: {
      '8 complimentary domestic lounge visits a year': 'साल में 8 बार घरेलू लाउंज मुफ़्त',
      '4 air miles per ₹200 on flights and hotels': 'फ़्लाइट और होटल पर हर ₹200 पर 4 एयर माइल्स',
      'Forex mark-up of 1.99%': 'विदेशी मुद्रा पर 1.99% मार्क-अप',
    },
  },
  'Shubh Rewards Card': {
    name: 'शुभ रिवॉर्ड्स कार्ड',
    keyFeature: ['10X reward points on groceries and dining', 'किराने और खाने पर 10 गुना रिवॉर्ड पॉइंट'],
    bullets: {
      '10X points at supermarkets and restaurants': 'सुपरमार्केट और रेस्तराँ में 10 गुना पॉइंट',
      'Welcome voucher worth ₹1,000': '₹1,000 का स्वागत वाउचर',
      '1% fuel surcharge waiver': 'ईंधन पर 1% सरचार्ज माफ़',
    },
  },
  'Pehla Kadam Secured Card': {
    name: 'पहला क़दम सिक्योर्ड कार्ड',
    keyFeature: ['Card against a fixed deposit from ₹10,000', '₹10,000 से शुरू फ़िक्स्ड डिपॉज़िट पर कार्ड'],
    bullets: {
      'No income proof or credit history needed': 'आय प्रमाण या क्रेडिट इतिहास की आवश्यकता नहीं',
      'Limit up to 90% of the fixed deposit': 'फ़िक्स्ड डिपॉज़िट के 90% तक की सीमा',
      'Builds your CIBIL score with on-time payments': 'समय पर भुगतान से आपका CIBIL स्कोर बनता है',
    },
  },
  'Kisan FD Card': {
    name: 'किसान FD कार्ड',
    keyFeature: ['Lifetime free secured card with FD interest', 'FD ब्याज के साथ आजीवन मुफ़्त सिक्योर्ड कार्ड'],
    bullets: {
      'Fixed deposit keeps earning interest': 'फ़िक्स्ड डिपॉज़िट पर ब्याज मिलता रहता है',
      'UPI payments through RuPay': 'RuPay से UPI भुगतान',
      'Free add-on card for a family member': 'परिवार के एक सदस्य के लिए मुफ़्त ऐड-ऑन कार्ड',
    },
  },
  'Udaan Student Card': {
    name: 'उड़ान स्टूडेंट कार्ड',
    keyFeature: ['First card for students against a ₹5,000 deposit', 'विद्यार्थियों का पहला कार्ड, ₹5,000 की जमा राशि पर'],
    bullets: {
      'Open with a deposit of ₹5,000': '₹5,000 जमा करके खोलें',
      'Spend alerts for parents': 'माता-पिता को ख़र्च की सूचना',
      'Upgrade to an unsecured card after 12 months': '12 महीने बाद अनसिक्योर्ड कार्ड में बदलें',
    },
  },
  'Fuel Saver Card': {
    name: 'फ़्यूल सेवर कार्ड',
    keyFeature: ['4% value back on fuel', 'ईंधन पर 4% वापस'],
    bullets: {
      '4% value back at partner fuel pumps': 'साझेदार पेट्रोल पंपों पर 4% वापस',
      '1% fuel surcharge waiver': 'ईंधन पर 1% सरचार्ज माफ़',
      'Annual fee waived on ₹50,000 spend a year': 'साल में ₹50,000 ख़र्च करने पर वार्षिक शुल्क माफ़',
    },
  },
  'Platinum Lifestyle Card': {
    name: 'प्लैटिनम लाइफ़स्टाइल कार्ड',
    keyFeature: ['Buy one get one movie tickets and golf rounds', 'फ़िल्म टिकट पर एक के साथ एक मुफ़्त और गोल्फ़ राउंड'],
    bullets: {
      'Buy one get one movie tickets twice a month': 'महीने में दो बार फ़िल्म टिकट पर एक के साथ एक मुफ़्त',
      '4 complimentary golf rounds a year': 'साल में 4 गोल्फ़ राउंड मुफ़्त',
      'Concierge service around the clock': 'चौबीसों घंटे कंसीयर्ज सेवा',
    },
  },
  'Bazaar Co-brand Card': {
    name: 'बाज़ार को-ब्रांड कार्ड',
    keyFeature: ['7.5% off on Bazaar app orders', 'बाज़ार ऐप के ऑर्डर पर 7.5% छूट'],
    bullets: {
      '7.5% off on orders in the Bazaar app': 'बाज़ार ऐप के ऑर्डर पर 7.5% छूट',
      'No-cost EMI on electronics': 'इलेक्ट्रॉनिक्स पर बिना ब्याज EMI',
      'Launching soon': 'जल्द शुरू हो रहा है',
    },
  },
};

const lenderTextColumns = [
  'age_text',
  'employment_text',
  'income_text',
  'min_loan_text',
  'max_loan_text',
  'cibil_text',
] as const;

/** Fills the Hindi of every known demo text that has none yet. */
export async function seedHindiContent(tx: Executor): Promise<void> {
  const lenderRows = await tx.select().from(lenders).where(isNull(lenders.deleted_at));
  for (const row of lenderRows) {
    const values: Partial<typeof lenders.$inferInsert> = {};
    if (row.so_text && !row.so_text_hi && offerHi[row.so_text]) values.so_text_hi = offerHi[row.so_text];
    if (row.lender_journey_text && !row.lender_journey_text_hi && journeyHi[row.lender_journey_text]) {
      values.lender_journey_text_hi = journeyHi[row.lender_journey_text];
    }
    for (const column of lenderTextColumns) {
      const hindi = row[`${column}_hi`] ? null : eligibilityHi(row[column]);
      if (hindi) values[`${column}_hi`] = hindi;
    }
    if (Object.keys(values).length > 0) await tx.update(lenders).set(values).where(eq(lenders.id, row.id));
  }

  const cardRows = await tx.select().from(credit_cards).where(isNull(credit_cards.deleted_at));
  for (const row of cardRows) {
    const hindi = cardHi[row.category_name];
    if (!hindi) continue;
    const bullets = row.marketing_bullets.map((line) => hindi.bullets[line]);
    await tx
      .update(credit_cards)
      .set({
        category_name_hi: sql`coalesce(${credit_cards.category_name_hi}, ${hindi.name})`,
        ...(row.key_feature === hindi.keyFeature[0] && !row.key_feature_hi
          ? { key_feature_hi: hindi.keyFeature[1] }
          : {}),
        ...(row.marketing_bullets_hi.length === 0 && bullets.every((line) => line !== undefined)
          ? { marketing_bullets_hi: bullets as string[] }
          : {}),
      })
      .where(eq(credit_cards.category_id, row.category_id));
  }
}
