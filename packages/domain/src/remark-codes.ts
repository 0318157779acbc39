/**
 * Lenders' reasons for a decision as codes (issue 29): a status file's row gives one in its remark_code column or at
 * the start of its remarks ("LOW_CREDIT_SCORE: score 640"); the customer reads the code's text in their language,
 * and any other words as the lender's own, labelled so.
 */
import type { Message } from './i18n';

export const remarkCodes = [
  'LOW_CREDIT_SCORE',
  'INCOME_BELOW_POLICY',
  'HIGH_EXISTING_OBLIGATIONS',
  'DOCUMENTS_INCOMPLETE',
  'KYC_MISMATCH',
  'NEGATIVE_PINCODE',
  'EMPLOYER_NOT_LISTED',
  'AGE_OUTSIDE_POLICY',
  'DUPLICATE_APPLICATION',
  'CUSTOMER_NOT_REACHABLE',
  'CUSTOMER_WITHDREW',
  'POLICY_OTHER',
] as const;
export type RemarkCode = (typeof remarkCodes)[number];

/** What each code tells the customer, in plain words. */
export const remarkTexts: Record<RemarkCode, Message> = {
  LOW_CREDIT_SCORE: {
    en: 'Your credit score is below what the lender needs for this loan.',
    hi: 'आपका क्रेडिट स्कोर इस लोन के लिए ऋणदाता की ज़रूरत से कम है।',
  },
  INCOME_BELOW_POLICY: {
    en: 'Your income is below the lender’s minimum for this loan.',
    hi: 'आपकी आय इस लोन के लिए ऋणदाता की न्यूनतम सीमा से कम है।',
  },
  HIGH_EXISTING_OBLIGATIONS: {
    en: 'Your current EMIs take too much of your income for another loan now.',
    hi: 'आपकी मौजूदा EMI आपकी आय का बड़ा हिस्सा लेती हैं, इसलिए अभी एक और लोन संभव नहीं है।',
  },
  DOCUMENTS_INCOMPLETE: {
    en: 'Some documents the lender needs are missing or unclear.',
    hi: 'ऋणदाता को ज़रूरी कुछ दस्तावेज़ नहीं मिले या साफ़ नहीं हैं।',
  },
  KYC_MISMATCH: {
    en: 'Your KYC details (name, PAN or address) did not match the lender’s checks.',
    hi: 'आपके KYC विवरण (नाम, पैन या पता) ऋणदाता की जाँच से मेल नहीं खाए।',
  },
  NEGATIVE_PINCODE: {
    en: 'The lender does not lend in your area (PIN code) at present.',
    hi: 'ऋणदाता अभी आपके क्षेत्र (पिन कोड) में लोन नहीं देता।',
  },
  EMPLOYER_NOT_LISTED: {
    en: 'Your employer is not on the lender’s list for this loan.',
    hi: 'आपका नियोक्ता इस लोन के लिए ऋणदाता की सूची में नहीं है।',
  },
  AGE_OUTSIDE_POLICY: {
    en: 'Your age is outside the range the lender accepts for this loan.',
    hi: 'आपकी उम्र इस लोन के लिए ऋणदाता की स्वीकार्य सीमा से बाहर है।',
  },
  DUPLICATE_APPLICATION: {
    en: 'The lender already has an application from you.',
    hi: 'ऋणदाता के पास आपका एक आवेदन पहले से है।',
  },
  CUSTOMER_NOT_REACHABLE: {
    en: 'The lender could not reach you on your registered mobile number.',
    hi: 'ऋणदाता आपके पंजीकृत मोबाइल नंबर पर आपसे संपर्क नहीं कर सका।',
  },
  CUSTOMER_WITHDREW: {
    en: 'You asked the lender not to go ahead with this application.',
    hi: 'आपने ऋणदाता से इस आवेदन को आगे न बढ़ाने के लिए कहा।',
  },
  POLICY_OTHER: {
    en: 'The application does not meet the lender’s lending policy.',
    hi: 'यह आवेदन ऋणदाता की लोन नीति पर खरा नहीं उतरता।',
  },
};

export function isRemarkCode(value: string): value is RemarkCode {
  return (remarkCodes as readonly string[]).includes(value);
}

/** A code as lenders write it ("low credit score", "Low-Credit-Score") in the form the list keeps. */
function codeForm(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** What separates a code at the start of the remarks from the words that follow it. */
const afterCode = /^[\s:;,.|/–—-]+/;

export type LenderRemark = { code: RemarkCode | null; text: string | null };

/**
 * A status file row's reason: its code column when it holds a known code, else a known code the remarks start with
 * ("LOW_CREDIT_SCORE", "LOW_CREDIT_SCORE: score 640", "low credit score - 640"); the words left over are the
 * lender's own. A code column with an unknown code is kept as the lender's words, never dropped.
 */
export function lenderRemark(remarks: string | null, codeColumn: string | null = null): LenderRemark {
  const words = remarks?.trim() || null;
  if (codeColumn?.trim()) {
    const given = codeForm(codeColumn);
    if (isRemarkCode(given)) return { code: given, text: words };
    const own = [codeColumn.trim(), words].filter(Boolean).join(': ');
    return lenderRemark(own);
  }
  if (!words) return { code: null, text: null };
  const upper = words.toUpperCase();
  // The longest code first, so a code that starts another (none today) never hides it.
  for (const code of [...remarkCodes].sort((a, b) => b.length - a.length)) {
    for (const written of [code, code.replace(/_/g, ' '), code.replace(/_/g, '-')]) {
      if (!upper.startsWith(written)) continue;
      const rest = words.slice(written.length);
      if (rest !== '' && !afterCode.test(rest)) continue;
      return { code, text: rest.replace(afterCode, '').trim() || null };
    }
  }
  return { code: null, text: words };
}

/** The one note a history row keeps of a reason ("CODE: words"), which lenderRemark reads back. */
export function remarkNote(remark: LenderRemark): string | null {
  if (!remark.code) return remark.text;
  return remark.text ? `${remark.code}: ${remark.text}` : remark.code;
}
