import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';

export type SiteFooterProps = { children?: ReactNode };

/** Terms and privacy links, the '*T&Cs Apply.' note for brands that ask for it, and an optional slot. */
export function SiteFooter({ children }: SiteFooterProps) {
  const { t } = useTranslation('common');
  const brandKey = useBrandKey();
  const { data: brand } = usePartnerBranding(brandKey);
  const partnerQuery = brand && brand.key !== 'cl' ? `?partner=${brand.key}` : '';
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
            <Link component={RouterLink} to={`/terms-of-use${partnerQuery}`}>
              {t('footer.terms')}
            </Link>
            <Link component={RouterLink} to={`/privacy-policy${partnerQuery}`}>
              {t('footer.privacy')}
            </Link>
            <Link component={RouterLink} to={`/grievance-redressal${partnerQuery}`}>
              {t('footer.grievance')}
            </Link>
          </Stack>
          {children}
        </Stack>
        {brand?.terms_apply ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('footer.termsApply')}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: brand?.name ?? 'Saakh' })}
        </Typography>
      </Container>
    </Box>
  );
}
