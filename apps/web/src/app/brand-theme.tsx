import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';
import { createBrandTheme, defaultBrand } from '@/lib/theme';

/** Partner branding becomes the MUI theme; the brand's web font is linked once it is known. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const key = useBrandKey();
  const { data: brand } = usePartnerBranding(key);
  // Made again only when the look changes: a brand answer equal to the current look must not restyle every element.
  const look = brand ?? defaultBrand;
  const { primary_color, secondary_color, font_family } = look;
  const theme = useMemo(
    () => createBrandTheme({ primary_color, secondary_color, font_family }),
    [primary_color, secondary_color, font_family],
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
