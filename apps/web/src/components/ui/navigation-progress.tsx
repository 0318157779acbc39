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
 * A thin bar at the top of the screen while the router loads the next page's code and data (the customer area's
 * guard asks for the session, the profile and, on an offers page, the offers before the page renders): the page being
 * left stays on screen meanwhile, and without it a tap on a slow network seemed to do nothing. Styled, not MUI's
 * LinearProgress, to keep that component out of the area's first download.
 */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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
