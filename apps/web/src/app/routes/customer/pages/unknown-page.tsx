import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Any other path below /user: a warning inside the customer shell. */
export function UnknownPage() {
  const { t } = useTranslation('common');
  return (
    <Alert severity="warning" role="alert">
      {t('notFound.description')}
    </Alert>
  );
}
