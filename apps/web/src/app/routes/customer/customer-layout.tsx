import HelpOutlineIcon from '@/components/ui/icons/HelpOutline';
import LogoutIcon from '@/components/ui/icons/Logout';
import MenuIcon from '@/components/ui/icons/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderLater } from '@/components/ui/render-later';
import { Link as RouterLink, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { loanProductOfType } from '@saakh/domain/products';
import { APPLICATIONS_PATH, COMPLAINTS_PATH, CONSENTS_PATH, MY_DATA_PATH, productFlows } from '@saakh/domain/routing';
import { IdlePromptLater } from '@/components/ui/idle-prompt-later';
import { LazyPartBoundary, useLazyPart, useReopenedPart } from '@/components/ui/lazy-part';
import { PartLoadFailedDialog } from '@/components/ui/part-load-failed-dialog';
import { LoadingBar, NavigationProgress } from '@/components/ui/navigation-progress';
import { PageLoader } from '@/components/ui/page-loader';
import { logout } from '@/features/auth/api/logout';
import { usePartnerBranding } from '@/features/partners/api/get-partner-branding';
import { useSetEditing } from '@/features/profile/api/set-editing';
import { LanguageSwitch } from '@/features/languages/components/language-switch';
import { useSettings } from '@/features/settings/api/get-settings';
import { useBrandKey } from '@/lib/brand';
import { formatDate } from '@/lib/format';
import { getSessionValue } from '@/lib/session';
import { SiteFooter } from '../public/site-footer';
import type { CustomerGuardData } from './customer-guard';
import { CustomerMenu } from './customer-menu';

/**
 * The Help form loads when the customer reaches for it: its form and schema code would otherwise be evaluated on every
 * /user page, the offers page included, for a dialog most visits never open. When its code cannot be fetched, the
 * page stays and a dialog says so and offers to try again.
 */
const loadHelpModule = () => import('@/features/help/components/help-dialog');
const pickHelpDialog = (module: Awaited<ReturnType<typeof loadHelpModule>>) => module.HelpDialog;
// Ahead of the tap; a failure here is left to the load on opening, which shows it.
const prefetchHelp = () => void loadHelpModule().catch(() => undefined);

/** Detail pages each product's "Return to Profile" leads back to. */
const profilePathByOffers: Record<string, string> = Object.fromEntries(
  Object.values(productFlows).map((flow) => [flow.offers, flow.detail]),
);

/** The offers page of the loan product this session is about, if it is a loan. */
function offersPathFor(productType: string | null): string | null {
  const code = loanProductOfType(productType);
  return code ? productFlows[code].offers : null;
}

/**
 * The /user shell (customer spec §2): co-brand header with last login, name, Help and Logout; a drawer on phones
 * with Return to Profile (on offers) and Return to Products; the language selector at the top of offers pages
 * and in the footer elsewhere.
 */
export function CustomerLayout() {
  const { user, profile } = useLoaderData() as CustomerGuardData;
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const setEditing = useSetEditing();
  const brandKey = useBrandKey();
  const { data: brand } = usePartnerBranding(brandKey);
  const { data: home } = usePartnerBranding(DEFAULT_PARTNER_KEY);
  const { idle } = useSettings();
  // Phones get the menu button and its drawer, wider screens the links themselves: only one of them is rendered.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const [drawer, setDrawer] = useState(false);
  // The drawer is mounted from its first opening on (and stays, for its closing slide): a phone's first render of the
  // page does not build a menu that is not shown.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawer(true);
  };
  // Help reopens by itself when the page was reloaded to fetch its code (useLazyPart's last resort).
  const reopenHelp = useReopenedPart('help');
  const [help, setHelp] = useState(reopenHelp);
  // Mounted from the first time Help is asked for, so a half-typed request survives closing the dialog.
  const [helpAsked, setHelpAsked] = useState(reopenHelp);
  const {
    Part: HelpDialog,
    attempt: helpAttempt,
    retry: retryHelp,
  } = useLazyPart(loadHelpModule, pickHelpDialog, { name: 'help' });
  const openHelp = () => {
    setHelpAsked(true);
    setHelp(true);
  };
  const onOffers = location.pathname in profilePathByOffers;
  const lastLogin = getSessionValue('lastLogin') ?? user.lastLoginAt;
  const name = [profile.first_name ?? user.firstName, profile.last_name ?? user.lastName].filter(Boolean).join(' ');
  const signOut = () => void logout('customer', '/');
  const profilePath = profilePathByOffers[location.pathname];
  // A way back on every page and every screen size (issue 13): to the offers of the product, and to the products.
  const offersPath = onOffers ? null : offersPathFor(getSessionValue('productType'));
  // A completed profile leaves the detail page for the offers unless editing is on (customer spec §4).
  const returnToProfile = async () => {
    if (!profilePath) return;
    try {
      await setEditing.mutateAsync({ is_editing: 1 });
      navigate(profilePath);
    } catch {
      // The failure toast has been shown; the customer stays on the offers.
    }
  };
  const selector = <LanguageSwitch userId={user.userId} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavigationProgress />
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
              <Box
                component={RouterLink}
                to="/"
                aria-label={t('home')}
                sx={{ display: 'inline-flex', borderRadius: 1, flexShrink: 0 }}
                data-testid="customer-logo-home"
              >
                <Box
                  component="img"
                  src={home?.logo ?? '/brand/cl.svg'}
                  alt={home?.name ?? 'Saakh'}
                  sx={{ height: 28 }}
                />
              </Box>
              {brand && brand.key !== DEFAULT_PARTNER_KEY ? (
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {t('inPartnershipWith')}
                  </Typography>
                  <Box component="img" src={brand.logo ?? ''} alt={brand.name} sx={{ height: 22, maxWidth: 120 }} />
                </Stack>
              ) : null}
            </Stack>
            {wide ? (
              <>
                <Stack component="nav" aria-label={t('wayBack')} direction="row" spacing={0.5}>
                  {onOffers && profilePath ? (
                    <Button onClick={() => void returnToProfile()}>{t('returnToProfile')}</Button>
                  ) : null}
                  {offersPath ? (
                    <Button component={RouterLink} to={offersPath}>
                      {t('returnToOffers')}
                    </Button>
                  ) : null}
                  <Button component={RouterLink} to="/products">
                    {t('returnToProducts')}
                  </Button>
                  {location.pathname === APPLICATIONS_PATH ? null : (
                    <Button component={RouterLink} to={APPLICATIONS_PATH}>
                      {t('myApplications')}
                    </Button>
                  )}
                  {location.pathname === COMPLAINTS_PATH ? null : (
                    <Button component={RouterLink} to={COMPLAINTS_PATH}>
                      {t('myComplaints')}
                    </Button>
                  )}
                  {location.pathname === CONSENTS_PATH ? null : (
                    <Button component={RouterLink} to={CONSENTS_PATH}>
                      {t('consents.title', { ns: 'customer' })}
                    </Button>
                  )}
                  {location.pathname === MY_DATA_PATH ? null : (
                    <Button component={RouterLink} to={MY_DATA_PATH}>
                      {t('myData', { ns: 'customer' })}
                    </Button>
                  )}
                </Stack>
                <Stack sx={{ textAlign: 'right' }}>
                  {name ? <Typography variant="body2">{name}</Typography> : null}
                  {lastLogin ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('lastLogin', { date: formatDate(lastLogin, i18n.language) })}
                    </Typography>
                  ) : null}
                </Stack>
                <Button
                  startIcon={<HelpOutlineIcon />}
                  onClick={openHelp}
                  onPointerEnter={prefetchHelp}
                  onFocus={prefetchHelp}
                >
                  {t('help')}
                </Button>
                <Button startIcon={<LogoutIcon />} onClick={signOut}>
                  {t('logout')}
                </Button>
              </>
            ) : (
              <IconButton aria-label={t('menu')} onClick={openDrawer}>
                <MenuIcon />
              </IconButton>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      {wide || !drawerUsed ? null : (
        <Drawer anchor="right" open={drawer} onClose={() => setDrawer(false)}>
          <CustomerMenu
            name={name}
            lastLogin={lastLogin}
            onClose={() => setDrawer(false)}
            returnToProfile={onOffers ? () => void returnToProfile() : null}
            offersPath={offersPath}
            openHelp={openHelp}
            prefetchHelp={prefetchHelp}
            signOut={signOut}
          />
        </Drawer>
      )}
      {/* The header renders first, in a task of its own; the rest arrives below it in the next, so nothing moves. */}
      <RenderLater>
        {onOffers ? (
          <Container maxWidth="lg" sx={{ pt: 2, display: 'flex', justifyContent: 'flex-end' }}>
            {selector}
          </Container>
        ) : null}
        {/* minWidth 0 lets wide content (tables) scroll inside the page on a phone instead of widening it. */}
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
            {/* The pages (customer-routes.tsx) load before they render; this covers what they load while rendering. */}
            <Suspense fallback={<PageLoader />}>
              <RenderLater fallback={<PageLoader />}>
                <Outlet />
              </RenderLater>
            </Suspense>
          </Container>
        </Box>
      </RenderLater>
      {/* Below the page, once the page's parts are in: were it there first, pinned to the bottom of a short screen,
          each part would push it down. */}
      <RenderLater until="idle">
        <SiteFooter>{onOffers ? null : selector}</SiteFooter>
      </RenderLater>
      {helpAsked ? (
        <LazyPartBoundary
          key={helpAttempt}
          fallback={<PartLoadFailedDialog open={help} onRetry={retryHelp} onClose={() => setHelp(false)} />}
        >
          <Suspense fallback={<LoadingBar />}>
            <HelpDialog
              open={help}
              onClose={() => setHelp(false)}
              defaults={{ name, email: profile.email ?? '', phone: profile.mobile_phone_number }}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
      {/* Not shown yet: rendered in a short task of its own once the page is in. */}
      <RenderLater until="idle">
        <IdlePromptLater minutes={idle.customerMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
      </RenderLater>
    </Box>
  );
}
