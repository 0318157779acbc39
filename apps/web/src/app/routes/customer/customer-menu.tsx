import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { APPLICATIONS_PATH, COMPLAINTS_PATH, MY_DATA_PATH } from '@saakh/domain/routing';
import { formatDate } from '@/lib/format';

export type CustomerMenuProps = {
  name: string;
  lastLogin: string | null | undefined;
  onClose: () => void;
  /** Set on an offers page: back to the profile, with editing turned on. */
  returnToProfile: (() => void) | null;
  /** The offers of the session's product, on the pages that are not that product's offers. */
  offersPath: string | null;
  openHelp: () => void;
  /** Loads the Help form ahead of the tap that opens it. */
  prefetchHelp: () => void;
  signOut: () => void;
};

/**
 * The phone's menu in the customer area's drawer (customer spec §2): who is signed in and when they last were, the
 * ways back (to the profile, the offers, the products, the applications), Help and Logout. A tap on an entry closes
 * the drawer.
 */
export function CustomerMenu(props: CustomerMenuProps) {
  const { name, lastLogin, onClose, returnToProfile, offersPath, openHelp, prefetchHelp, signOut } = props;
  const { t, i18n } = useTranslation('common');
  return (
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
      <List onClick={onClose}>
        {returnToProfile ? (
          <ListItemButton onClick={returnToProfile}>
            <ListItemText primary={t('returnToProfile')} />
          </ListItemButton>
        ) : null}
        {offersPath ? (
          <ListItemButton component={RouterLink} to={offersPath}>
            <ListItemText primary={t('returnToOffers')} />
          </ListItemButton>
        ) : null}
        <ListItemButton component={RouterLink} to="/products">
          <ListItemText primary={t('returnToProducts')} />
        </ListItemButton>
        <ListItemButton component={RouterLink} to={APPLICATIONS_PATH}>
          <ListItemText primary={t('myApplications')} />
        </ListItemButton>
        <ListItemButton component={RouterLink} to={COMPLAINTS_PATH}>
          <ListItemText primary={t('myComplaints')} />
        </ListItemButton>
        <ListItemButton component={RouterLink} to={MY_DATA_PATH}>
          <ListItemText primary={t('myData', { ns: 'customer' })} />
        </ListItemButton>
        <ListItemButton onClick={openHelp} onFocus={prefetchHelp} onTouchStart={prefetchHelp}>
          <ListItemText primary={t('help')} />
        </ListItemButton>
        <ListItemButton onClick={signOut}>
          <ListItemText primary={t('logout')} />
        </ListItemButton>
      </List>
    </Box>
  );
}
