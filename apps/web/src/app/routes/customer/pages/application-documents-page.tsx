import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { APPLICATIONS_PATH } from '@saakh/domain/routing';
import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import { useApplicationDocuments } from '@/features/documents/api/get-application-documents';
import { ApplicationDocuments } from '@/features/documents/components/application-documents';
import { PageHeading } from './page-heading';

/**
 * /user/applications/{applicationId}/documents: what the lender asks this application for, where each document
 * stands and why one was refused, with an Upload button per document while the lender decides (decision 054).
 */
export function ApplicationDocumentsPage() {
  const { t } = useTranslation('documents-upload');
  const applicationId = useParams().applicationId ?? '';
  // The same query as the list below: one request, and the heading names the lender once it is known.
  const { data } = useApplicationDocuments(applicationId);
  return (
    <>
      <PageHeading
        title={t('customer.title')}
        subtitle={data ? t('customer.subtitle', { lender: data.lenderName, reference: data.reference }) : undefined}
      />
      <ApplicationDocuments applicationId={applicationId} />
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={APPLICATIONS_PATH} startIcon={<ArrowBackIcon />}>
          {t('customer.back')}
        </Button>
      </Box>
    </>
  );
}
