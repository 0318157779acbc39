import { z } from 'zod';

/** Languages offered (customer spec §3): English is the default, for India, phone code 91. */
export const languageSchema = z.object({
  id: z.number().int(),
  languageName: z.string(),
  code: z.string(),
  image: z.string().nullable(),
  isDefault: z.boolean(),
  country_key: z.string(),
  country_name: z.string(),
  phone_code: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const getLanguagesInputSchema = z.object({ countryCode: z.string().trim().max(4).optional() });
export type GetLanguagesInput = z.infer<typeof getLanguagesInputSchema>;
