import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { APPLICATIONS_PATH } from '@saakh/domain/routing';
import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { useApplicationDocuments } from '@/features/documents/api/get-application-documents';
import { useDocumentRequests } from '@/features/documents/api/get-document-requests';
import { ApplicationDocuments } from '@/features/documents/components/application-documents';
import {
  DocumentRequestLink,
  DocumentRequests,
  OutstandingText,
} from '@/features/documents/components/document-requests';
import { InsuranceRequestsList } from '@/features/insurance/components/insurance-requests-list';
import { PageHeading } from './page-heading';

export { loadDocumentTexts } from '@/features/documents/texts';

/**
 * /user/applications: every loan application of the customer with its status and timeline, and their insurance
 * requests with theirs (issue 13), whichever product they are on now. The header links here from every /user page.
 * Above them, the applications whose lenders ask for documents (decision 054), each also marked in the table.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('customer');
  const requests = useDocumentRequests();
  const requestOf = new Map((requests.data ?? []).map((request) => [request.applicationId, request]));
  return (
    <>
      <PageHeading title={t('applicationsPage.title')} subtitle={t('applicationsPage.subtitle')} />
      <Stack spacing={4}>
        <DocumentRequests requests={requests} />
        <ApplicationsTable
          statusExtra={(row) => {
            const request = requestOf.get(row.creditAppId);
            return request ? (
              <Box sx={{ mt: 0.5, typography: 'caption' }} data-testid="application-documents">
                <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  <OutstandingText request={request} />
                </Box>
                <DocumentRequestLink request={request} testId={`application-documents-link-${row.reference}`} />
              </Box>
            ) : null;
          }}
        />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <InsuranceRequestsList />
        </Paper>
      </Stack>
    </>
  );
}

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
