import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { SessionUser } from '@saakh/domain/auth';
import { DEFAULT_PARTNER_KEY } from '@saakh/domain/constants';
import { IdlePrompt } from '@/components/ui/idle-prompt';
import { LanguageSelector } from '@/components/ui/language-selector';
import { logout } from '@/features/auth/api/logout';
import { usePartnerBranding } from '@/features/branding/api/get-partner-branding';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';
import { useBrandKey } from '@/lib/brand';
import { formatDate } from '@/lib/format';
import { getSessionValue } from '@/lib/session';
import { SiteFooter } from '../public/site-footer';

/** Detail pages each product's "Return to Profile" leads back to. */
const profilePathByOffers: Record<string, string> = {
  '/user/offers': '/user/user-detail',
  '/user/business-offers': '/user/business-detail',
  '/user/housing-offers': '/user/affordable-housing-loan-detail',
  '/user/gold-offers': '/user/gold-loan-detail',
};

export function CustomerLayout() {
  const user = useLoaderData() as SessionUser;
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const brandKey = useBrandKey();
  const { data: brand } = usePartnerBranding(brandKey);
  const { data: home } = usePartnerBranding(DEFAULT_PARTNER_KEY);
  const { language, change } = useChangeLanguage(user.userId);
  const { idle } = useSettings();
  const [drawer, setDrawer] = useState(false);
  const [help, setHelp] = useState(false);
  const onOffers = location.pathname in profilePathByOffers;
  const lastLogin = getSessionValue('lastLogin') ?? user.lastLoginAt;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const signOut = () => void logout('customer', '/');
  const selector = <LanguageSelector value={language} onChange={(next) => void change(next)} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1.5, minHeight: { xs: 64 } }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
              <Box component="img" src={home?.logo ?? '/brand/cl.svg'} alt={home?.name ?? 'Saakh'} sx={{ height: 28 }} />
              {brand && brand.key !== DEFAULT_PARTNER_KEY ? (
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {t('inPartnershipWith')}
                  </Typography>
                  <Box component="img" src={brand.logo ?? ''} alt={brand.name} sx={{ height: 22, maxWidth: 120 }} />
                </Stack>
              ) : null}
            </Stack>
            <Stack sx={{ display: { xs: 'none', sm: 'flex' }, textAlign: 'right' }}>
              {name ? <Typography variant="body2">{name}</Typography> : null}
              {lastLogin ? (
                <Typography variant="caption" color="text.secondary">
                  {t('lastLogin', { date: formatDate(lastLogin, i18n.language) })}
                </Typography>
              ) : null}
            </Stack>
            <Button startIcon={<HelpOutlineIcon />} onClick={() => setHelp(true)} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {t('help')}
            </Button>
            <Button startIcon={<LogoutIcon />} onClick={signOut} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {t('logout')}
            </Button>
            <IconButton aria-label={t('menu')} onClick={() => setDrawer(true)} sx={{ display: { sm: 'none' } }}>
              <MenuIcon />
            </IconButton>
          </Toolbar>
        </Container>
      </AppBar>
      <Drawer anchor="right" open={drawer} onClose={() => setDrawer(false)}>
        <Box sx={{ width: 260 }} role="navigation" aria-label={t('menu')}>
          {name ? (
            <Typography sx={{ p: 2, pb: 0 }} variant="subtitle1">
              {name}
            </Typography>
          ) : null}
          {lastLogin ? (
            <Typography sx={{ px: 2 }} variant="caption" color="text.secondary">
              {t('lastLogin', { date: formatDate(lastLogin, i18n.language) })}
            </Typography>
          ) : null}
          <List onClick={() => setDrawer(false)}>
            {onOffers ? (
              <ListItemButton component={RouterLink} to={profilePathByOffers[location.pathname] ?? '/user/user-detail'}>
                <ListItemText primary={t('returnToProfile')} />
              </ListItemButton>
            ) : null}
            <ListItemButton component={RouterLink} to="/products">
              <ListItemText primary={t('returnToProducts')} />
            </ListItemButton>
            <ListItemButton onClick={() => setHelp(true)}>
              <ListItemText primary={t('help')} />
            </ListItemButton>
            <ListItemButton onClick={signOut}>
              <ListItemText primary={t('logout')} />
            </ListItemButton>
          </List>
        </Box>
      </Drawer>
      {onOffers ? (
        <Container maxWidth="lg" sx={{ pt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          {selector}
        </Container>
      ) : null}
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
          <Outlet />
        </Container>
      </Box>
      <SiteFooter>{onOffers ? null : selector}</SiteFooter>
      <Dialog open={help} onClose={() => setHelp(false)} aria-labelledby="help-title">
        <DialogTitle id="help-title">{t('help')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('helpContact')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHelp(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
      <IdlePrompt minutes={idle.customerMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </Box>
  );
}
