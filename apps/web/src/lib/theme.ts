/** The MUI theme: Saakh's defaults, with a partner brand's colours and font on top (white-label). */
import { createTheme, type Theme } from '@mui/material/styles';
import { defaultBrandLook, type BrandLook } from '@saakh/domain/brand';

/** Tones of status chips, each a background white text reads on at WCAG AA contrast (4.5:1). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'strongSuccess' | 'warning' | 'danger';

declare module '@mui/material/styles' {
  interface Palette {
    status: Record<StatusTone, string>;
  }
  interface PaletteOptions {
    status?: Record<StatusTone, string>;
  }
}

/**
 * MUI's own info and warning colours fall short of AA contrast under white text, and a partner's primary colour
 * may be too light: statuses use these fixed tones, not the brand.
 */
export const statusTones: Record<StatusTone, string> = {
  neutral: '#546E7A',
  info: '#0D47A1',
  success: '#2E7D32',
  strongSuccess: '#1B5E20',
  warning: '#8A4B00',
  danger: '#B71C1C',
};

export const defaultBrand = defaultBrandLook;

const systemFonts = '"Noto Sans", "Noto Sans Devanagari", Roboto, "Segoe UI", Arial, sans-serif';

export function createBrandTheme(brand: BrandLook = defaultBrand): Theme {
  return createTheme({
    palette: {
      primary: { main: brand.primary_color },
      secondary: { main: brand.secondary_color },
      background: { default: '#F6F8FB' },
      status: statusTones,
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
      // Table headers read as headers in every table, without each table styling them.
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } } },
    },
  });
}
