import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { loanProductOfType } from '@saakh/domain/products';
import { productFlows } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';
import { GrievanceLink } from '@/features/grievances/components/grievance-link';
import { kfsPath } from '@/features/offers/api/get-kfs';
import { KfsPdfLinks, kfsPdfUrl } from '@/features/offers/components/kfs-pdf-links';
import { OfferKfs } from '@/features/offers/components/kfs-view';
import { shapeFromSearch } from '@/features/offers/utils/shape-steps';
import { getSessionValue } from '@/lib/session';
import { PageHeading } from './page-heading';

function offersPath(): string {
  const type = getSessionValue('productType');
  const code = loanProductOfType(type);
  return code ? productFlows[code].offers : '/user';
}

/** /user/key-facts/{lenderId}: the Key Facts Statement of one offer of the current journey, to read and download. */
export function KeyFactsPage() {
  const { t } = useTranslation('customer');
  const lenderId = Number(useParams().lenderId);
  const [search] = useSearchParams();
  const appId = Number(getSessionValue('appId'));
  if (!Number.isInteger(lenderId) || lenderId <= 0 || !Number.isInteger(appId) || appId <= 0)
    return <ErrorState message={t('kfs.missing')} />;
  const path = kfsPath(appId, lenderId, shapeFromSearch(search));
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
      <Stack spacing={2.5}>
        <KfsPdfLinks href={(lang) => kfsPdfUrl(path, lang)} />
        <OfferKfs appId={appId} lenderId={lenderId} />
        <GrievanceLink />
      </Stack>
    </>
  );
}
