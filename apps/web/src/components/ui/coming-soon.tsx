import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ComingSoonProps = { title: string };

/** Shown inside the signed-in areas for pages a later release builds; never a blank screen. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{t('comingSoon')}</Typography>
    </Paper>
  );
}
