import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = { label?: string; minHeight?: number | string };

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/**
 * A spinner while a page or its data loads. It is the app's first Suspense fallback, so it is a styled element
 * rather than MUI's CircularProgress, keeping that component out of the first download.
 */
export function PageLoader({ label, minHeight = '40vh' }: PageLoaderProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const text = label ?? (t('loading', { defaultValue: 'Loading…' }) as string);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <Box
        role="progressbar"
        aria-label={text}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
        }}
      />
    </Box>
  );
}
