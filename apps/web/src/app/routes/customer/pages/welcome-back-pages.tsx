import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { productFlows } from '@saakh/domain/routing';
import { useOpenApp } from '@/features/applications/api/open-app';
import { useSetEditing } from '@/features/profile/api/set-editing';
import { MaskedDetails } from '@/features/profile/components/masked-details';
import { errorMessage } from '@/lib/api-client';
import { PageHeading } from './page-heading';
import { useCustomer } from './use-customer';

export type WelcomeBackPageProps = { product: LoanProductCode };

/**
 * Welcome-back (customer spec §2): resume the saved journey (straight to the offers when the details are
 * complete) or restart it with a new journey and the details open for editing.
 */
export function WelcomeBackPage({ product }: WelcomeBackPageProps) {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const { user, profile } = useCustomer();
  const openApp = useOpenApp();
  const setEditing = useSetEditing();
  const [error, setError] = useState<string | null>(null);
  const completed = profile[`${product}_completed`] === 1;
  const flow = productFlows[product];
  const firstName = profile.first_name ?? user.firstName;

  const resume = async () => {
    setError(null);
    try {
      await openApp.mutateAsync({ product });
      navigate(completed ? flow.offers : flow.detail);
    } catch (failure) {
      setError(errorMessage(failure, t('welcome.failed')));
    }
  };

  const restart = async () => {
    setError(null);
    try {
      await openApp.mutateAsync({ product, restart: true });
      if (completed) await setEditing.mutateAsync({ is_editing: 1 });
      navigate(flow.detail);
    } catch (failure) {
      setError(errorMessage(failure, t('welcome.failed')));
    }
  };

  const busy = openApp.isPending || setEditing.isPending;
  return (
    <>
      <PageHeading
        title={firstName ? t('welcome.titleNamed', { name: firstName }) : t('welcome.title')}
        subtitle={t(`welcome.product.${product}`)}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Typography>{completed ? t('welcome.resumeText') : t('welcome.startText')}</Typography>
          {completed ? <MaskedDetails userId={user.userId} /> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              size="large"
              onClick={() => void resume()}
              disabled={busy}
              loading={busy && !openApp.variables?.restart}
            >
              {completed ? t('welcome.resume') : t('welcome.start')}
            </Button>
            {completed ? (
              <Button variant="outlined" size="large" onClick={() => void restart()} disabled={busy}>
                {t('welcome.restart')}
              </Button>
            ) : null}
          </Stack>
          {completed ? (
            <Typography variant="body2" color="text.secondary">
              {t('welcome.restartHint')}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
    </>
  );
}
