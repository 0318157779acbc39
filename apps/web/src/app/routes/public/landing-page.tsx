import CreditCardOutlinedIcon from '@/components/ui/icons/CreditCardOutlined';
import HealthAndSafetyOutlinedIcon from '@/components/ui/icons/HealthAndSafetyOutlined';
import PaymentsOutlinedIcon from '@/components/ui/icons/PaymentsOutlined';
import SolarPowerOutlinedIcon from '@/components/ui/icons/SolarPowerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { goldLoanClaims, personalLoanClaims } from '@saakh/domain/loan-claims';
import { EmiCalculator } from '@/features/offers/components/emi-calculator';
import { trackEvent } from '@/features/tracking/api/track-event';
import { captureAttribution } from '@/features/tracking/utils/attribution';
import { markChoiceBeforeLogin } from '@/features/languages/utils/choice-before-login';
import { HydrateLater, useBrowserValue } from '@/lib/hydration';
import { changeLanguage } from '@/lib/i18n';

const indian = new Intl.NumberFormat('en-IN');

/**
 * The marketing claims (customer spec §1), their figures from the one place the product registry and the offer engine
 * read too (loan-claims): the landing never promises an amount or a term the offers exceed (issues 13, 29), and says
 * which loan each figure is for.
 */
const claims = [
  [
    'claims.amount',
    { min: indian.format(personalLoanClaims.minAmount), max: indian.format(personalLoanClaims.maxAmount) },
  ],
  ['claims.rates', { min: personalLoanClaims.minRatePercent, max: personalLoanClaims.maxRatePercent }],
  ['claims.tenure', { months: personalLoanClaims.maxTenureMonths }],
  ['claims.speed', {}],
] as const;
const steps = ['one', 'two', 'three'] as const;

type Teaser = { key: 'loans' | 'insurance' | 'cards'; to: string; icon: ReactNode };
const teasers: Teaser[] = [
  { key: 'loans', to: '/products', icon: <PaymentsOutlinedIcon fontSize="large" /> },
  { key: 'insurance', to: '/products', icon: <HealthAndSafetyOutlinedIcon fontSize="large" /> },
  { key: 'cards', to: '/credit-cards', icon: <CreditCardOutlinedIcon fontSize="large" /> },
];

/** The root path shows the solar-financing page only on a solar host (customer spec §2). */
export function isSolarHost(hostname: string): boolean {
  return hostname.split('.').includes('solar');
}

export type LandingPageProps = {
  /** The partner or campaign segment of /{urlSegment}, already checked. */
  segment?: string;
};

/**
 * The landing page (customer spec §1): the marketing claims, an EMI calculator and the way in. Arriving here
 * keeps the UTM values (and the segment) as the lead's attribution and reports the funnel's first step.
 */
export function LandingPage({ segment }: LandingPageProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  // The prerendered landing is the main site's (decision 024); a solar host turns solar once hydrated.
  const solar = useBrowserValue(!segment && isSolarHost(window.location.hostname), false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const lang = params.get('lang');
    // Campaign links may open the site in Hindi: a choice made before login, saved to the profile at login (decision 025).
    if (lang === 'hi' || lang === 'en') {
      void changeLanguage(lang);
      markChoiceBeforeLogin();
    }
    captureAttribution(location.search, segment);
    trackEvent('landing');
  }, [location.search, segment]);

  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 9 } }}>
        <Container maxWidth="lg">
          {solar ? <SolarPowerOutlinedIcon sx={{ fontSize: 48, mb: 1 }} aria-hidden /> : null}
          <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
            {solar ? t('solar.title') : t('landing.title')}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
            {solar ? t('solar.subtitle') : t('landing.subtitle')}
          </Typography>
          <Button
            component={RouterLink}
            to="/products"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ mt: 4 }}
          >
            {solar ? t('solar.cta') : t('landing.cta')}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          {solar ? (
            <Grid container spacing={2} component="section" aria-label={t('solar.pointsLabel')}>
              {(['subsidy', 'savings', 'loan'] as const).map((key) => (
                <Grid key={key} size={{ xs: 12, md: 4 }}>
                  <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                    <Typography variant="h6" component="h2" gutterBottom>
                      {t(`solar.points.${key}.title`)}
                    </Typography>
                    <Typography color="text.secondary">{t(`solar.points.${key}.text`)}</Typography>
                  </Paper>
                </Grid>
              ))}
            </Grid>
          ) : null}
          <HydrateLater id="landing-claims">
            <Box component="section" aria-labelledby="claims-title">
              <Typography id="claims-title" variant="h5" component="h2" gutterBottom>
                {t('landing.claimsTitle')}
              </Typography>
              <Grid container spacing={2}>
                {claims.map(([key, values]) => (
                  <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                      <Typography>{t(key, values)}</Typography>
                    </Paper>
                  </Grid>
                ))}
              </Grid>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="claims-example">
                {t('claims.example', {
                  personalMax: indian.format(personalLoanClaims.maxAmount),
                  goldMax: indian.format(goldLoanClaims.maxAmount),
                })}
              </Typography>
            </Box>
          </HydrateLater>
          <HydrateLater id="landing-emi">
            <EmiCalculator />
          </HydrateLater>
          <HydrateLater id="landing-sections">
            <Box component="section" aria-labelledby="teasers-title">
              <Typography id="teasers-title" variant="h5" component="h2" gutterBottom>
                {t('landing.teasersTitle')}
              </Typography>
              <Grid container spacing={2}>
                {teasers.map((teaser) => (
                  <Grid key={teaser.key} size={{ xs: 12, md: 4 }}>
                    <Paper
                      variant="outlined"
                      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
                    >
                      <Box sx={{ color: 'primary.main' }} aria-hidden>
                        {teaser.icon}
                      </Box>
                      <Typography variant="h6" component="h3">
                        {t(`landing.teasers.${teaser.key}.title`)}
                      </Typography>
                      <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                        {t(`landing.teasers.${teaser.key}.text`)}
                      </Typography>
                      <Button component={RouterLink} to={teaser.to} sx={{ alignSelf: 'flex-start' }}>
                        {t(`landing.teasers.${teaser.key}.cta`)}
                      </Button>
                    </Paper>
                  </Grid>
                ))}
              </Grid>
            </Box>
            <Box component="section" aria-labelledby="steps-title">
              <Typography id="steps-title" variant="h5" component="h2" gutterBottom>
                {t('landing.stepsTitle')}
              </Typography>
              <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {steps.map((key, index) => (
                  <Grid key={key} size={{ xs: 12, md: 4 }} component="li">
                    <Stack direction="row" spacing={2}>
                      <Box
                        aria-hidden
                        sx={{
                          flexShrink: 0,
                          width: 36,
                          height: 36,
                          borderRadius: '50%',
                          bgcolor: 'secondary.main',
                          color: 'secondary.contrastText',
                          display: 'grid',
                          placeItems: 'center',
                          fontWeight: 700,
                        }}
                      >
                        {index + 1}
                      </Box>
                      <Box>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                          {t(`landing.steps.${key}.title`)}
                        </Typography>
                        <Typography color="text.secondary">{t(`landing.steps.${key}.text`)}</Typography>
                      </Box>
                    </Stack>
                  </Grid>
                ))}
              </Grid>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('landing.disclosure')}
            </Typography>
          </HydrateLater>
        </Stack>
      </Container>
    </>
  );
}
