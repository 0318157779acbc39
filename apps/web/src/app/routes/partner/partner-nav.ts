/** Partner area entries (admin spec §2.7); paths below /partner. */
export const partnerNav = [
  { path: '', labelKey: 'nav.dashboard' },
  { path: 'product-offering', labelKey: 'nav.productOffering' },
  { path: 'marketing-support', labelKey: 'nav.marketingSupport' },
  { path: 'communication', labelKey: 'nav.communication' },
  { path: 'faqs', labelKey: 'nav.faqs' },
  { path: 'referral', labelKey: 'nav.referral' },
  { path: 'training-material', labelKey: 'nav.trainingMaterial' },
  { path: 'lender-journey', labelKey: 'nav.lenderJourney' },
  { path: 'digital-integration', labelKey: 'nav.digitalIntegration' },
  { path: 'reports', labelKey: 'nav.reports' },
  { path: 'customFunnel', labelKey: 'nav.customFunnel' },
  { path: 'settings', labelKey: 'nav.settings' },
] as const;

/** Every partner page path, including the sub-pages, for the router. */
export const partnerPagePaths = [
  'product-offering',
  'product-offering/:product_id',
  'marketing-support',
  'marketing-support/messaging-content',
  'marketing-support/banners-and-creatives',
  'communication',
  'communication/tech-support',
  'communication/general-query',
  'faqs',
  'faqs/customer-queries',
  'faqs/dsa-queries',
  'referral',
  'training-material',
  'training-material/eligibility-criteria',
  'lender-journey',
  'digital-integration',
  'reports',
  'customFunnel',
  'settings',
] as const;
export type PartnerPagePath = (typeof partnerPagePaths)[number];
