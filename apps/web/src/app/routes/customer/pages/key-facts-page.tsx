import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { loanProductOfType } from '@saakh/domain/products';
import { productFlows } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';
import { GrievanceLink } from '@/features/grievances/components/grievance-link';
import { KfsView } from '@/features/offers/components/kfs-view';
import { getSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';

function offersPath(): string {
  const type = getSessionValue('productType');
  const code = loanProductOfType(type);
  return code ? productFlows[code].offers : '/user';
}

/** /user/key-facts/{lenderId}: the Key Fact Statement of one offer of the current journey. */
export function KeyFactsPage() {
  const { t } = useTranslation('customer');
  const lenderId = Number(useParams().lenderId);
  const appId = Number(getSessionValue('appId'));
  if (!Number.isInteger(lenderId) || lenderId <= 0 || !Number.isInteger(appId) || appId <= 0)
    return <ErrorState message={t('kfs.missing')} />;
  return (
    <>
      <PageHeading
        title={t('kfs.title')}
        subtitle={t('kfs.subtitle')}
        action={
          <Button component={RouterLink} to={offersPath()} startIcon={<ArrowBackIcon />}>
            {t('kfs.back')}
          </Button>
        }
      />
      <KfsView appId={appId} lenderId={lenderId} />
      <Box sx={{ mt: 3 }}>
        <GrievanceLink />
      </Box>
    </>
  );
}
