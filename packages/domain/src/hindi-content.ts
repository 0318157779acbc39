import { z } from 'zod';
import type { Message } from './i18n';
import { LIST_DEFAULT_PAGE_SIZE, listQuerySchema, optionalFilter, pageOf } from './lists';

/**
 * The missing-Hindi check (decision 025): every admin-entered text customers or partners read that has an English
 * value and no Hindi one yet, so admins can see what a Hindi reader still gets in English.
 */
export const hindiContentEntities = ['lender', 'credit_card', 'insurance'] as const;
export type HindiContentEntity = (typeof hindiContentEntities)[number];

/** The English fields that have a Hindi value beside them, per entity; the admin editors edit each pair. */
export const hindiContentFields = {
  lender: [
    'so_text',
    'age_text',
    'employment_text',
    'income_text',
    'min_loan_text',
    'max_loan_text',
    'cibil_text',
    'lender_journey_text',
    // Issue 29: the name customers see and the charges on every offer and KFS.
    'display_name',
    'penal_charges',
    'bounce_charges',
    'foreclosure_charges',
    'part_prepayment_charges',
    // Issue 30: what only the lender states on its KFS.
    'switching_charges',
    'recovery_agents_text',
    'co_lending_text',
  ],
  credit_card: ['category_name', 'key_feature', 'marketing_bullets'],
  insurance: ['name', 'description', 'features'],
} as const satisfies Record<HindiContentEntity, readonly string[]>;
export type HindiContentField = (typeof hindiContentFields)[HindiContentEntity][number];

export const missingHindiItemSchema = z.object({
  entity: z.enum(hindiContentEntities),
  id: z.number().int(),
  /** The row's name as admins know it (a lender's name and product, a card's name, an insurance product's key). */
  name: z.string(),
  field: z.string(),
  /** The English value customers reading Hindi see today (bullets joined by " | "). */
  english: z.string(),
});
export type MissingHindiItem = z.infer<typeof missingHindiItemSchema>;

export const missingHindiSortColumns = ['entity', 'name', 'field'] as const;

export const missingHindiQuerySchema = listQuerySchema({
  sortable: missingHindiSortColumns,
  defaultSort: 'entity',
  defaultPageSize: LIST_DEFAULT_PAGE_SIZE,
  filters: { entity: optionalFilter(z.enum(hindiContentEntities, { error: 'invalidValue' })) },
});
export type MissingHindiQuery = z.infer<typeof missingHindiQuerySchema>;

export const missingHindiPageSchema = pageOf(missingHindiItemSchema);
export type MissingHindiPage = z.infer<typeof missingHindiPageSchema>;

/** The names of the entities and fields in both languages, for the admin page. */
export const hindiContentLabels = {
  lender: { en: 'Lender', hi: 'ऋणदाता' },
  credit_card: { en: 'Credit card', hi: 'क्रेडिट कार्ड' },
  insurance: { en: 'Insurance', hi: 'बीमा' },
  so_text: { en: 'Special offer', hi: 'विशेष ऑफ़र' },
  age_text: { en: 'Age (eligibility)', hi: 'आयु (पात्रता)' },
  employment_text: { en: 'Employment (eligibility)', hi: 'रोज़गार (पात्रता)' },
  income_text: { en: 'Income (eligibility)', hi: 'आय (पात्रता)' },
  min_loan_text: { en: 'Minimum loan (eligibility)', hi: 'न्यूनतम ऋण (पात्रता)' },
  max_loan_text: { en: 'Maximum loan (eligibility)', hi: 'अधिकतम ऋण (पात्रता)' },
  cibil_text: { en: 'CIBIL (eligibility)', hi: 'CIBIL (पात्रता)' },
  lender_journey_text: { en: 'Lender journey', hi: 'ऋणदाता की प्रक्रिया' },
  display_name: { en: 'Name customers see', hi: 'ग्राहकों को दिखने वाला नाम' },
  penal_charges: { en: 'Penal charges', hi: 'दंड शुल्क' },
  bounce_charges: { en: 'Bounce charges', hi: 'बाउंस शुल्क' },
  foreclosure_charges: { en: 'Foreclosure charges', hi: 'फ़ोरक्लोज़र शुल्क' },
  part_prepayment_charges: { en: 'Part-prepayment charges', hi: 'आंशिक पूर्व-भुगतान शुल्क' },
  switching_charges: { en: 'Switching charges', hi: 'स्विचिंग शुल्क' },
  recovery_agents_text: { en: 'Recovery agents (KFS)', hi: 'वसूली एजेंट (KFS)' },
  co_lending_text: { en: 'Co-lending (KFS)', hi: 'सह-ऋण (KFS)' },
  category_name: { en: 'Card name', hi: 'कार्ड का नाम' },
  key_feature: { en: 'Key features', hi: 'मुख्य विशेषताएँ' },
  marketing_bullets: { en: 'Features', hi: 'विशेषताएँ' },
  name: { en: 'Name', hi: 'नाम' },
  description: { en: 'Description', hi: 'विवरण' },
  features: { en: 'Features', hi: 'विशेषताएँ' },
} as const satisfies Record<HindiContentEntity | HindiContentField, Message>;
