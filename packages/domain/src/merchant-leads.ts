import { z } from 'zod';
import { emailSchema, mobileSchema } from './auth';
import { patterns } from './patterns';

/** The create-merchant-form (customer spec §2): a merchant asking to join, optionally through a partner. */
export const createMerchantLeadInputSchema = z.object({
  business_name: z
    .string({ error: 'businessNameInvalid' })
    .trim()
    .regex(patterns.businessName, { error: 'businessNameInvalid' }),
  contact_name: z
    .string({ error: 'contactNameInvalid' })
    .trim()
    .min(2, { error: 'contactNameInvalid', abort: true })
    .max(80, { error: 'contactNameInvalid', abort: true })
    .regex(/^[A-Za-z]+(?:[ .'-][A-Za-z]+)*$/, { error: 'contactNameInvalid' }),
  mobile: mobileSchema,
  email: emailSchema,
  city: z
    .string({ error: 'cityInvalid' })
    .trim()
    .min(2, { error: 'cityInvalid', abort: true })
    .max(60, { error: 'cityInvalid', abort: true })
    .regex(/^[A-Za-z]+(?:[ .-][A-Za-z]+)*$/, { error: 'cityInvalid' }),
  /** The partner key from /create-merchant-form/{partner_name}. */
  partner_name: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(40).optional(),
  ),
});
export type CreateMerchantLeadInput = z.infer<typeof createMerchantLeadInputSchema>;
export type CreateMerchantLeadFormValues = z.input<typeof createMerchantLeadInputSchema>;
