import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The render-crash screen of the spec (customer §2, admin §2.10). It is part of the first download, so it is
 * drawn with plain elements and theme tokens rather than MUI's Button and Typography (ripple and variants).
 */
export function CrashScreen() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Box component="h1" sx={{ typography: 'h4', fontWeight: 700, mt: 0, mb: 3 }}>
          {t('crash.title', { defaultValue: 'OOPS...SOMETHING WENT WRONG HERE' })}
        </Box>
        <Box
          component="button"
          type="button"
          onClick={() => window.location.reload()}
          sx={{
            typography: 'button',
            fontSize: '1rem',
            px: 3,
            py: 1.25,
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
          }}
        >
          {t('crash.reload', { defaultValue: 'Reload the page' })}
        </Box>
      </div>
    </Box>
  );
}
