import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { loanProductOfType } from '@saakh/domain/products';
import { productFlows } from '@saakh/domain/routing';
import { startGoldLoan } from '@/features/applications/api/start-gold-loan';
import { IntakeForm } from '@/features/intake/components/intake-form';
import { getSessionValue, hasSession } from '@/lib/session';
import { PageHeading } from './page-heading';
import { leavePage } from '@/lib/leave-page';

/** Intake lenders lend to businesses: their offers page is the business one unless the journey says otherwise. */
function offersPath(): string | null {
  if (!hasSession('customer')) return null;
  const type = getSessionValue('productType');
  const code = loanProductOfType(type);
  return productFlows[code ?? 'bl'].offers;
}

/** /user/lender-intake/{lender_key}/{creditapp_uuid} (customer spec §2). */
export function LenderIntakePage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const params = useParams();
  const lenderKey = params.lender_key ?? '';
  const creditAppId = params.creditapp_uuid ?? '';
  const go = useCallback(
    (url: string) => {
      if (url.startsWith('/')) navigate(url, { replace: url === '/404' });
      else leavePage(url);
    },
    [navigate],
  );
  return (
    <>
      <PageHeading title={t('intake.title')} subtitle={t('intake.subtitle')} />
      <IntakeForm
        key={creditAppId}
        lenderKey={lenderKey}
        creditAppId={creditAppId}
        offersPath={offersPath()}
        go={go}
        startGoldLoan={async () => (await startGoldLoan(creditAppId)).redirect}
      />
    </>
  );
}
