import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Grievance } from '@saakh/domain/grievances';
import { formatDate } from '@/lib/format';

export type ComplaintFiledProps = {
  grievance: Pick<Grievance, 'reference' | 'dueOn'>;
  /** Where to follow it: the complaint's page when signed in, else the sign-in page. */
  followPath: string;
  followLabel: string;
};

/** What a filed complaint gets: its reference and the day of its answer, prominently, and where to follow it. */
export function ComplaintFiled({ grievance, followPath, followLabel }: ComplaintFiledProps) {
  const { t, i18n } = useTranslation('grievances');
  return (
    <Alert severity="success" role="status" data-testid="complaint-filed" sx={{ '& .MuiAlert-message': { width: 1 } }}>
      <AlertTitle>{t('filed.title')}</AlertTitle>
      <Typography variant="body2">{t('filed.reference')}</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontFamily: 'monospace', mb: 1 }}>
        {grievance.reference}
      </Typography>
      <Typography variant="body2">{t('filed.due')}</Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, mb: 2 }}>
        {formatDate(grievance.dueOn, i18n.language)}
      </Typography>
      <Button component={RouterLink} to={followPath} variant="contained">
        {followLabel}
      </Button>
    </Alert>
  );
}
