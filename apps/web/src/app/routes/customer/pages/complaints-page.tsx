import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { COMPLAINTS_PATH } from '@saakh/domain/routing';
import { GRIEVANCE_PAGE_PATH } from '@/features/grievances/components/grievance-link';
import { MyComplaintsList } from '@/features/grievances/components/my-complaints-list';
import { PageHeading } from './page-heading';

/** /user/complaints: every complaint of the customer with its status and the day of its answer (issue 30). */
export function ComplaintsPage() {
  const { t } = useTranslation('grievances');
  return (
    <>
      <PageHeading
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        action={
          <Button component={RouterLink} to={GRIEVANCE_PAGE_PATH} variant="outlined" startIcon={<AddIcon />}>
            {t('list.file')}
          </Button>
        }
      />
      <MyComplaintsList
        complaintPath={(reference) => `${COMPLAINTS_PATH}/${reference}`}
        filePath={GRIEVANCE_PAGE_PATH}
      />
    </>
  );
}
