import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { useCustomerSession } from '@/features/auth/api/get-customer-session';
import { LanguageSwitch } from '@/features/languages/components/language-switch';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useBrandKey } from '@/lib/brand';
import { HydrateLater, useBrowserValue } from '@/lib/hydration';
import { hasSession } from '@/lib/session';
import { SiteFooter } from './site-footer';

/** A signed-in customer's choice on a public page is saved to their profile at once (decision 025). */
function SignedInLanguageSwitch() {
  const { data: user } = useCustomerSession();
  return <LanguageSwitch userId={user?.userId} />;
}

/** Header with the brand's logo, the language choice and a login link, the page, and the footer. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const { data: brand } = usePartnerBranding(useBrandKey());
  // The prerendered page is a visitor's (decision 024): whether this browser is signed in is read after hydration.
  const signedIn = useBrowserValue(hasSession('customer'), false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Box
              component={RouterLink}
              to="/"
              sx={{ display: 'flex', alignItems: 'center', flexGrow: 1 }}
              aria-label={t('home')}
            >
              <Box
                component="img"
                src={brand?.logo ?? '/brand/cl.svg'}
                alt={brand?.name ?? 'Saakh'}
                sx={{ height: 32, maxWidth: 180 }}
              />
            </Box>
            {signedIn ? <SignedInLanguageSwitch /> : <LanguageSwitch />}
            {signedIn ? null : (
              <Button component={RouterLink} to="/verification" variant="outlined">
                {t('login')}
              </Button>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
      <HydrateLater id="site-footer">
        <SiteFooter />
      </HydrateLater>
    </Box>
  );
}
