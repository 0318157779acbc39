import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const claims = ['claims.amount', 'claims.rates', 'claims.tenure', 'claims.speed'] as const;

/** The landing page: what Saakh offers (customer spec §1) and the way in. */
export function LandingPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
            {t('landing.title')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>{t('landing.subtitle')}</Typography>
          <Button component={RouterLink} to="/products" variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
            {t('landing.cta')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={2}>
          {claims.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                <Typography>{t(key)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('claims.example')}
        </Typography>
      </Container>
    </>
  );
}
