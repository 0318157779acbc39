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

/** What a theme is made for besides the brand: `reducedMotion` when the person asked their system for less motion. */
export type ThemeOptions = { reducedMotion?: boolean };

/**
 * Asked for less motion (WCAG 2.3.3): no transitions (dialogs, menus and collapses appear at once), no ripple and no
 * skeleton pulse. The ripple is also the keyboard focus mark of buttons, so a focused button gets an outline instead.
 * Progress indicators keep moving: they say that something is under way.
 */
const stillTheme = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } } },
    },
    MuiSkeleton: { defaultProps: { animation: false as const } },
  },
};

export function createBrandTheme(brand: BrandLook = defaultBrand, { reducedMotion = false }: ThemeOptions = {}): Theme {
  const theme = createTheme({
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
  return reducedMotion ? createTheme(theme, stillTheme) : theme;
}
