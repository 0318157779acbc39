import type { ReactNode } from 'react';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';
import { BrandLookTheme } from './brand-look-theme';

/** The current brand's look (its key remembered across visits), from the branding query. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const { data: brand } = usePartnerBranding(useBrandKey());
  return <BrandLookTheme brand={brand}>{children}</BrandLookTheme>;
}
