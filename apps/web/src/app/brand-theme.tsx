import { useDeferredValue, type ReactNode } from 'react';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';
import { BrandLookTheme } from './brand-look-theme';

/**
 * The current brand's look (its key remembered across visits), from the branding query. A new look restyles every
 * element: deferred, React does it in slices rather than in one long task (issue 34).
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const { data: brand } = usePartnerBranding(useBrandKey());
  return <BrandLookTheme brand={useDeferredValue(brand)}>{children}</BrandLookTheme>;
}
