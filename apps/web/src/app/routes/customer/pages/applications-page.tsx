import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { useDocumentRequests } from '@/features/documents/api/get-document-requests';
import {
  DocumentRequestLink,
  DocumentRequests,
  OutstandingText,
} from '@/features/documents/components/document-requests';
import { InsuranceRequestsList } from '@/features/insurance/components/insurance-requests-list';
import { PageHeading } from './page-heading';

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
