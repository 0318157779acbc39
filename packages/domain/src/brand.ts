/**
 * The default brand's look (colours and font). No schema here: the customer app's first page imports it, and a
 * module of zod schemas would bring zod with it.
 */

/** The look a brand gives the app: a partner brand's colours and font (`partnerBrandingSchema`). */
export type BrandLook = { primary_color: string; secondary_color: string; font_family: string | null };

/**
 * The demo data's default partner has this look, and the public pages are prerendered with it (decision 024), so
 * a visitor of the default brand sees no restyle when the brand's answer arrives (decision 030).
 */
export const defaultBrandLook = {
  primary_color: '#0B5FFF',
  secondary_color: '#FF8A00',
  font_family: null,
} as const satisfies BrandLook;
