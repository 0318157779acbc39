import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { APPLICATION_KFS_PREFIX, applicationKfsPagePath } from '@saakh/domain/routing';
import { ApiError } from '@/lib/api-client';

/**
 * Whether the server refused to send an application for want of an accepted Key Facts Statement (issue 30): none
 * accepted for its terms, or the one accepted has run out. Such a 409 names the application's KFS page as its
 * `redirectionUrl`.
 */
export function isKfsRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const target = error.body.redirectionUrl;
  return typeof target === 'string' && target.startsWith(APPLICATION_KFS_PREFIX);
}

export type KfsRefusalAlertProps = {
  message: string;
  creditAppId: string;
  /** Where Continue on the KFS page comes back to: the page that was refused. */
  next: string;
};

/** The refusal and the way on: the application's KFS to read and accept, then back to this page. */
export function KfsRefusalAlert({ message, creditAppId, next }: KfsRefusalAlertProps) {
  const { t } = useTranslation('customer');
  return (
    <Alert severity="warning" role="alert" data-testid="kfs-refusal" sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{message}</Typography>
        <Button component={RouterLink} to={applicationKfsPagePath(creditAppId, next)} variant="contained">
          {t('kfs.read')}
        </Button>
      </Stack>
    </Alert>
  );
}
