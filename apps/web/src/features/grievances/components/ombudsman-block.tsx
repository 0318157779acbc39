import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type OmbudsmanBlockProps = { portal: string; tollFree: string };

/** The RBI Integrated Ombudsman path, shown once 30 days pass unanswered or the customer rejects the answer. */
export function OmbudsmanBlock({ portal, tollFree }: OmbudsmanBlockProps) {
  const { t } = useTranslation('grievances');
  return (
    <Alert severity="warning" component="section" aria-labelledby="ombudsman-title" data-testid="ombudsman-block">
      <AlertTitle id="ombudsman-title" component="h2">
        {t('ombudsman.title')}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('ombudsman.open')}
      </Typography>
      <Typography variant="body2">
        {t('ombudsman.portalLead')}{' '}
        <Link href={portal} target="_blank" rel="noopener noreferrer" underline="always">
          {portal.replace(/^https?:\/\//, '')}
        </Link>
      </Typography>
      <Typography variant="body2">
        {t('ombudsman.phoneLead')}{' '}
        <Link href={`tel:${tollFree}`} underline="always">
          {tollFree}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('ombudsman.quote')}
      </Typography>
    </Alert>
  );
}
