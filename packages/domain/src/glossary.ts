/**
 * One Hindi term per concept (issue 33): the word every Hindi text uses, and the variants it must not use, so a
 * borrower never wonders whether "ऋणदाता" and "लेंडर" are two different things. The catalogue test
 * (apps/web/src/locales/locales.test.ts) fails on a forbidden variant in the Hindi catalogues, the domain messages or
 * the API's Hindi templates and seed texts.
 *
 * Choices: the customer area and RBI's Hindi texts say "ऋणदाता", "शिक्षा ऋण" and "आवास ऋण" (as PMAY does), so those
 * stay; the loans people ask for by their everyday names keep them ("पर्सनल लोन", "बिज़नेस लोन", "गोल्ड लोन"), as
 * the customer area and lenders' own Hindi pages write them. The spec gives no Hindi text "as shown".
 */
export type GlossaryEntry = {
  concept: string;
  /** The one Hindi term to use. */
  hi: string;
  /** Variants that must not appear anywhere in Hindi text (inflected forms included where they differ). */
  forbidden: readonly string[];
};

export const hindiGlossary: readonly GlossaryEntry[] = [
  { concept: 'lender', hi: 'ऋणदाता', forbidden: ['लेंडर', 'लैंडर', 'लेन्डर'] },
  { concept: 'education loan', hi: 'शिक्षा ऋण', forbidden: ['एजुकेशन लोन', 'एजुकेशनल लोन', 'स्टूडेंट लोन', 'छात्र ऋण'] },
  { concept: 'housing loan', hi: 'आवास ऋण', forbidden: ['होम लोन', 'हाउसिंग लोन', 'गृह ऋण'] },
  { concept: 'personal loan', hi: 'पर्सनल लोन', forbidden: ['व्यक्तिगत ऋण', 'निजी ऋण'] },
  { concept: 'business loan', hi: 'बिज़नेस लोन', forbidden: ['व्यावसायिक ऋण', 'बिजनेस लोन', 'व्यापार ऋण'] },
  { concept: 'gold loan', hi: 'गोल्ड लोन', forbidden: ['स्वर्ण ऋण', 'सोना ऋण'] },
];

/** The forbidden variants a Hindi text uses, each with the term to use instead. */
export function glossaryViolations(text: string): { found: string; use: string }[] {
  return hindiGlossary.flatMap((entry) =>
    entry.forbidden.filter((variant) => text.includes(variant)).map((found) => ({ found, use: entry.hi })),
  );
}
