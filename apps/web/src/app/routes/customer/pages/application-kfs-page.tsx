import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { APPLICATIONS_PATH, sameSitePath } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useApplication } from '@/features/applications/api/get-application';
import { applicationKfsPath, useApplicationKfs } from '@/features/applications/api/get-application-kfs';
import { KfsAcknowledgement } from '@/features/applications/components/kfs-acknowledgement';
import { GrievanceLink } from '@/features/grievances/components/grievance-link';
import { KfsPdfLinks, kfsPdfUrl } from '@/features/offers/components/kfs-pdf-links';
import { KfsView } from '@/features/offers/components/kfs-view';
import { formatDateTime } from '@/lib/format';
import { PageHeading } from './page-heading';

/**
 * /user/application-kfs/{creditAppId}?next=…: the Key Facts Statement issued for an application, to read, download
 * and accept with an OTP before the application goes to the lender; Continue then goes to `next` (the lender's step).
 */
export function ApplicationKfsPage() {
  const { t, i18n } = useTranslation('customer');
  const creditAppId = useParams().creditAppId ?? '';
  const [search] = useSearchParams();
  const next = sameSitePath(search.get('next')) ?? APPLICATIONS_PATH;
  const kfs = useApplicationKfs(creditAppId);
  // Only an application not yet sent has a KFS to accept (one sent before KFS acceptance existed has none).
  const application = useApplication(creditAppId);
  const acceptable = application.data?.status === 'created';

  const body = () => {
    if (kfs.isPending) return <PageLoader />;
    if (kfs.isError) return <ErrorState error={kfs.error} onRetry={() => void kfs.refetch()} />;
    const { acknowledgedAt, version } = kfs.data;
    return (
      <Stack spacing={2.5}>
        <KfsPdfLinks href={(lang) => kfsPdfUrl(applicationKfsPath(creditAppId), lang)} />
        <KfsView kfs={kfs.data.kfs} />
        <GrievanceLink />
        {acknowledgedAt ? (
          <Stack spacing={2} data-testid="kfs-acknowledged">
            <Alert severity="success" role="status">
              {t('kfs.application.acknowledged', { date: formatDateTime(acknowledgedAt, i18n.language) })}
            </Alert>
            <Box>
              {/* In place of this page: Back from the lender's step goes to the offers, not to a KFS already accepted. */}
              <Button component={RouterLink} to={next} replace variant="contained" size="large">
                {t('kfs.application.continue')}
              </Button>
            </Box>
          </Stack>
        ) : acceptable ? (
          <KfsAcknowledgement creditAppId={creditAppId} version={version} lenderName={kfs.data.kfs.lenderName} />
        ) : null}
      </Stack>
    );
  };

  return (
    <>
      <PageHeading title={t('kfs.title')} subtitle={t('kfs.application.subtitle')} />
      {body()}
    </>
  );
}
