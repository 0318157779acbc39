import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PartnerBranding } from '@saakh/domain/partners';
import { useBrowserValue } from '@/lib/hydration';
import { createBrandTheme, defaultBrand } from '@/lib/theme';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToMotionSetting(onChange: () => void): () => void {
  const query = window.matchMedia?.(reducedMotionQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the person asked their system for less motion; false while a prerendered page hydrates (the prerender
 * cannot know), so only those who asked pay for a second render.
 */
function useReducedMotion(): boolean {
  const asked = useSyncExternalStore(
    subscribeToMotionSetting,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
  return useBrowserValue(asked, false);
}

/**
 * A partner's branding as the MUI theme (still, for those who asked for less motion); the brand's web font is linked
 * once it is known. Without a brand (not loaded yet, or none), the default look. The staff login (decision 056) gives
 * it the brand it fetched itself; the apps give it their query's (`BrandTheme`).
 */
export function BrandLookTheme({ brand, children }: { brand: PartnerBranding | undefined; children: ReactNode }) {
  // Made again only when the look changes: a brand answer equal to the current look must not restyle every element.
  const look = brand ?? defaultBrand;
  const { primary_color, secondary_color, font_family } = look;
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => createBrandTheme({ primary_color, secondary_color, font_family }, { reducedMotion }),
    [primary_color, secondary_color, font_family, reducedMotion],
  );

  useEffect(() => {
    if (!brand?.font_link || !brand.font_link.startsWith('https://')) return;
    const id = `brand-font-${brand.key}`;
    if (document.getElementById(id)) return;
    const link = document.createElement('link');
    link.id = id;
    link.rel = 'stylesheet';
    link.href = brand.font_link;
    document.head.appendChild(link);
  }, [brand]);

  useEffect(() => {
    if (brand?.title) document.title = brand.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [brand, theme]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
