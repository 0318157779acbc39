import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { PartnerSession } from '@saakh/domain/auth';
import { ADMIN_SIDEBAR_WIDTH } from '@saakh/domain/constants';
import { IdlePrompt } from '@/components/ui/idle-prompt';
import { LanguageSelector } from '@/components/ui/language-selector';
import { useExitMasquerade } from '@/features/auth/api/masquerade';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';
import { setBrandKey } from '@/lib/brand';
import { partnerNav } from './partner-nav';

export function PartnerLayout() {
  const session = useLoaderData() as PartnerSession;
  const { t } = useTranslation('partner');
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const exit = useExitMasquerade();
  const signOut = () => void logout('partner', '/partner/login');

  useEffect(() => setBrandKey(session.partnerKey), [session.partnerKey]);

  const isSelected = (path: string) =>
    path === '' ? location.pathname === '/partner' || location.pathname === '/partner/' : location.pathname.startsWith(`/partner/${path}`);

  const nav = (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: ADMIN_SIDEBAR_WIDTH }}>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          {session.name}
        </Typography>
      </Toolbar>
      <Divider />
      <List dense>
        {partnerNav.map((item) => (
          <ListItemButton
            key={item.path}
            component={NavLink}
            to={item.path ? `/partner/${item.path}` : '/partner'}
            end={item.path === ''}
            selected={isSelected(item.path)}
            onClick={() => setOpen(false)}
          >
            <ListItemText primary={t(item.labelKey)} />
          </ListItemButton>
        ))}
        <Divider sx={{ my: 1 }} />
        <ListItemButton onClick={signOut}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('common:logout')} />
        </ListItemButton>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', ml: { md: `${ADMIN_SIDEBAR_WIDTH}px` }, width: { md: `calc(100% - ${ADMIN_SIDEBAR_WIDTH}px)` } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!desktop ? (
            <IconButton edge="start" aria-label={t('nav.open')} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Typography sx={{ flexGrow: 1 }} noWrap>
            {t('title')}
          </Typography>
          <LanguageSelector value={language} onChange={(next) => void change(next)} />
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer variant="permanent" sx={{ width: ADMIN_SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: ADMIN_SIDEBAR_WIDTH } }}>
          {nav}
        </Drawer>
      ) : (
        <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} ModalProps={{ keepMounted: true }}>
          {nav}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {session.isMasquerade ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="masquerade-banner"
            action={
              <Button color="inherit" variant="outlined" size="small" loading={exit.isPending} onClick={() => exit.mutate()}>
                {t('masquerade.exit')}
              </Button>
            }
          >
            {t('masquerade.banner', { name: session.name })}
          </Alert>
        ) : null}
        <Outlet />
      </Box>
      <IdlePrompt minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </Box>
  );
}
