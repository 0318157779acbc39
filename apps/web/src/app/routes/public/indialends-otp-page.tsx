import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { openApp } from '@/features/applications/api/open-app';
import { errorMessage } from '@/lib/api-client';
import { setSessionValue } from '@/lib/session';
import { VerificationPage } from './verification-page';

/**
 * /indialends-otp: customers sent by IndiaLends (a personal-loan partner) verify their mobile number here, then
 * continue to their IndiaLends page in the signed-in area with a personal-loan journey open.
 */
export function IndiaLendsOtpPage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error ? <ErrorState message={error} /> : null}
      <VerificationPage
        title={t('indialends.title')}
        onContinue={async () => {
          try {
            const app = await openApp({ product: 'pl' });
            setSessionValue('appId', String(app.appId));
            setSessionValue('productType', app.productType);
            navigate('/user/indialends-otp', { replace: true });
          } catch (failure) {
            setError(errorMessage(failure, t('welcome.failed')));
          }
        }}
      />
    </>
  );
}
