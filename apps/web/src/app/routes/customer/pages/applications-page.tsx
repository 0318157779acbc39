import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApplicationsTable } from '@/features/applications/components/applications-table';
import { InsuranceRequestsList } from '@/features/insurance/components/insurance-requests-list';
import { PageHeading } from './page-heading';

/**
 * /user/applications: every loan application of the customer with its status and timeline, and their insurance
 * requests with theirs (issue 13), whichever product they are on now. The header links here from every /user page.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('customer');
  return (
    <>
      <PageHeading title={t('applicationsPage.title')} subtitle={t('applicationsPage.subtitle')} />
      <Stack spacing={4}>
        <ApplicationsTable />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <InsuranceRequestsList />
        </Paper>
      </Stack>
    </>
  );
}
