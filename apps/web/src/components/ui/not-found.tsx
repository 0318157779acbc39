import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.description')}
        </Typography>
        <Button variant="contained" component={RouterLink} to="/">
          {t('notFound.home')}
        </Button>
      </div>
    </Box>
  );
}
