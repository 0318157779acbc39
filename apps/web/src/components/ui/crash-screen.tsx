import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The render-crash screen of the spec (customer §2, admin §2.10). */
export function CrashScreen() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t('crash.title', { defaultValue: 'OOPS...SOMETHING WENT WRONG HERE' })}
        </Typography>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('crash.reload', { defaultValue: 'Reload the page' })}
        </Button>
      </div>
    </Box>
  );
}
