import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLoaderData, useLocation } from 'react-router';
import type { AdminSession } from '@saakh/domain/auth';
import { ADMIN_SIDEBAR_WIDTH } from '@saakh/domain/constants';
import { adminHomePath, adminNavFor, canOpenAdminPath } from '@saakh/domain/roles';
import { IdlePrompt } from '@/components/ui/idle-prompt';
import { LanguageSelector } from '@/components/ui/language-selector';
import { logout } from '@/features/auth/api/logout';
import { useChangeLanguage } from '@/features/languages/hooks/use-change-language';
import { useSettings } from '@/features/settings/api/get-settings';

/** The admin shell: a 240-wide sidebar with only the role's entries; pages the role may not open go home. */
export function AdminLayout() {
  const session = useLoaderData() as AdminSession;
  const { t } = useTranslation('admin');
  const location = useLocation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const { language, change } = useChangeLanguage();
  const { idle } = useSettings();
  const signOut = () => void logout('admin', '/admin/login');

  if (!canOpenAdminPath(session.roleId, location.pathname)) {
    const home = adminHomePath(session.roleId);
    return <Navigate to={location.pathname === home ? '/admin/login' : home} replace />;
  }

  const nav = (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: ADMIN_SIDEBAR_WIDTH }}>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          {t('title')}
        </Typography>
      </Toolbar>
      <Divider />
      <List dense>
        {adminNavFor(session.roleId).map((item) => (
          <ListItemButton
            key={item.path}
            component={NavLink}
            to={`/admin/${item.path}`}
            selected={location.pathname.startsWith(`/admin/${item.path}`)}
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
      <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', ml: { md: `${ADMIN_SIDEBAR_WIDTH}px` }, width: { md: `calc(100% - ${ADMIN_SIDEBAR_WIDTH}px)` } }}>
        <Toolbar sx={{ gap: 1 }}>
          {!desktop ? (
            <IconButton edge="start" aria-label={t('nav.open')} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Typography sx={{ flexGrow: 1 }} noWrap>
            {session.name} · {t('role', { role: session.roleId })}
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
        <Outlet />
      </Box>
      <IdlePrompt minutes={idle.staffMinutes} countdownSeconds={idle.countdownSeconds} onTimeout={signOut} />
    </Box>
  );
}
