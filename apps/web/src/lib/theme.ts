/** The MUI theme: Saakh's defaults, with a partner brand's colours and font on top (white-label). */
import { createTheme, type Theme } from '@mui/material/styles';
import type { PartnerBranding } from '@saakh/domain/partners';

export const defaultBrand = {
  primary_color: '#0B5FFF',
  secondary_color: '#FF8A00',
  font_family: null,
} as const satisfies Pick<PartnerBranding, 'primary_color' | 'secondary_color' | 'font_family'>;

const systemFonts = '"Noto Sans", "Noto Sans Devanagari", Roboto, "Segoe UI", Arial, sans-serif';

export function createBrandTheme(
  brand: Pick<PartnerBranding, 'primary_color' | 'secondary_color' | 'font_family'> = defaultBrand,
): Theme {
  return createTheme({
    palette: {
      primary: { main: brand.primary_color },
      secondary: { main: brand.secondary_color },
      background: { default: '#F6F8FB' },
    },
    typography: {
      fontFamily: brand.font_family ? `"${brand.font_family}", ${systemFonts}` : systemFonts,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
