import LogoutIcon from '@/components/ui/icons/Logout';
import MenuIcon from '@/components/ui/icons/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { ADMIN_SIDEBAR_WIDTH } from '@saakh/domain/constants';

export type StaffNavItem = { to: string; label: string; selected: boolean; end?: boolean };

export type StaffShellProps = {
  /** Accessible names of the sidebar landmark and of the phone menu button. */
  navLabel: string;
  openNavLabel: string;
  /** Shown at the top of the sidebar and in the app bar. */
  sidebarTitle: string;
  headerText: string;
  items: StaffNavItem[];
  logoutLabel: string;
  onLogout: () => void;
  /** App-bar controls (the language selector) and content above every page (a banner). */
  actions?: ReactNode;
  banner?: ReactNode;
  /** The idle prompt, or anything else that lives beside the page. */
  children?: ReactNode;
  /**
   * Both frames at once, the screen's CSS showing the phone's menu button or the desktop's sidebar: for a server that
   * draws the shell without knowing the width (decision 058). In the browser the shell reads the width itself.
   */
  bothWidths?: boolean;
};

/** The admin and partner shell: a 240-wide sidebar (a drawer on phones), an app bar and the page. */
export function StaffShell({
  navLabel,
  openNavLabel,
  sidebarTitle,
  headerText,
  items,
  logoutLabel,
  onLogout,
  actions,
  banner,
  children,
  bothWidths = false,
}: StaffShellProps) {
  const theme = useTheme();
  // Read at once (noSsr): the first render is already the right frame, not the phone's redrawn as a desktop's.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const phoneFrame = bothWidths || !desktop;
  const desktopFrame = bothWidths || desktop;
  const [open, setOpen] = useState(false);

  const nav = (
    <Box component="nav" aria-label={navLabel} sx={{ width: ADMIN_SIDEBAR_WIDTH }}>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          {sidebarTitle}
        </Typography>
      </Toolbar>
      <Divider />
      <List dense>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.end}
              selected={item.selected}
              onClick={() => setOpen(false)}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <List dense>
        <ListItem disablePadding>
          <ListItemButton onClick={onLogout}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={logoutLabel} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          ml: { md: `${ADMIN_SIDEBAR_WIDTH}px` },
          width: { md: `calc(100% - ${ADMIN_SIDEBAR_WIDTH}px)` },
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {phoneFrame ? (
            <IconButton
              edge="start"
              aria-label={openNavLabel}
              onClick={() => setOpen(true)}
              sx={bothWidths ? { display: { md: 'none' } } : undefined}
            >
              <MenuIcon />
            </IconButton>
          ) : null}
          <Typography sx={{ flexGrow: 1 }} noWrap>
            {headerText}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      {desktopFrame ? (
        <Drawer
          variant="permanent"
          sx={{
            width: ADMIN_SIDEBAR_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: ADMIN_SIDEBAR_WIDTH },
            ...(bothWidths ? { display: { xs: 'none', md: 'block' } } : {}),
          }}
        >
          {nav}
        </Drawer>
      ) : null}
      {phoneFrame && !bothWidths ? (
        // Rendered when opened: kept mounted, the closed menu cost a phone's first view its render and a forced layout.
        <Drawer variant="temporary" open={open} onClose={() => setOpen(false)}>
          {nav}
        </Drawer>
      ) : null}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {banner}
        <Outlet />
      </Box>
      {children}
    </Box>
  );
}
