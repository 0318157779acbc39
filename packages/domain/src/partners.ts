import { z } from 'zod';

/** A partner brand as the customer area reads it (customer spec §3). */
export const partnerBrandingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  utm_id: z.string().nullable(),
  logo: z.string().nullable(),
  font_link: z.string().nullable(),
  font_family: z.string().nullable(),
  primary_color: z.string(),
  secondary_color: z.string(),
  title: z.string().nullable(),
  terms_apply: z.boolean(),
});
export type PartnerBranding = z.infer<typeof partnerBrandingSchema>;

export const partnerByNameParamsSchema = z.object({ name: z.string().trim().min(1).max(60) });
