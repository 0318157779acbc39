import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = { label?: string; minHeight?: number | string };

export function PageLoader({ label, minHeight = '40vh' }: PageLoaderProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const text = label ?? (t('loading', { defaultValue: 'Loading…' }) as string);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={text} />
    </Box>
  );
}
