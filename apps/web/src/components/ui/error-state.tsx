import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

export type ErrorStateProps = {
  /** The failure: its server message is shown, or "We could not load this" when it has none. */
  error?: unknown;
  /** Exact words instead (a not-found page, a screen's own wording). */
  message?: string;
  onRetry?: () => void;
};

export function ErrorState({ error, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? errorMessage(error, t('loadFailed'))}
    </Alert>
  );
}
