import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

const slide = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(250%);
  }
`;

/**
 * A thin bar at the top of the screen while something the customer asked for loads: styled, not MUI's
 * LinearProgress, to keep that component out of the customer area's first download.
 */
export function LoadingBar() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: 'appBar',
        bgcolor: 'divider',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
        '@media (prefers-reduced-motion: reduce)': { '&::after': { animationDuration: '3s' } },
      }}
    />
  );
}

/**
 * The loading bar while the router loads the next page's code and data (the customer area's guard asks for the
 * session, the profile and, on an offers page, the offers before the page renders): the page being left stays on
 * screen meanwhile, and without it a tap on a slow network seemed to do nothing.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <LoadingBar />;
}
