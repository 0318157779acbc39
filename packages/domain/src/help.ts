import { z } from 'zod';
import { MOBILE_LENGTH } from './constants';
import { patterns } from './patterns';

/** The help dialog's form (customer spec §3, §5): name, email, phone and description required, company optional. */
export const HELP_PHONE_LENGTH = MOBILE_LENGTH;

const phonePattern = new RegExp(`^\\d{${HELP_PHONE_LENGTH}}$`);

export const helpRequestInputSchema = z.object({
  name: z
    .string({ error: 'helpNameRequired' })
    .trim()
    .min(1, { error: 'helpNameRequired', abort: true })
    .max(100, { error: 'helpNameRequired', abort: true }),
  email: z
    .string({ error: 'helpEmailError' })
    .trim()
    .max(254, { error: 'helpEmailError', abort: true })
    .regex(patterns.email, { error: 'helpEmailError' }),
  /** Numeric and exactly the configured length: a shorter number is refused with the same message. */
  phone: z.string({ error: 'helpPhoneError' }).trim().regex(phonePattern, { error: 'helpPhoneError' }),
  company: z.string().trim().max(100, { error: 'invalidValue', abort: true }).optional(),
  description: z
    .string({ error: 'helpDescriptionRequired' })
    .trim()
    .min(1, { error: 'helpDescriptionRequired', abort: true })
    .max(2000, { error: 'helpDescriptionTooLong', abort: true }),
});
export type HelpRequestInput = z.infer<typeof helpRequestInputSchema>;
export type HelpRequestFormValues = z.input<typeof helpRequestInputSchema>;
