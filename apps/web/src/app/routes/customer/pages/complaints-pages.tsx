import AddIcon from '@/components/ui/icons/Add';
import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { grievanceReferencePattern } from '@saakh/domain/grievances';
import { COMPLAINTS_PATH } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';
import { ComplaintDetail } from '@/features/grievances/components/complaint-detail';
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

/** /user/complaints/{reference}: one complaint, its timeline, the answer to accept or reject, the Ombudsman path. */
export function ComplaintPage() {
  const { t } = useTranslation('grievances');
  const reference = (useParams().reference ?? '').toUpperCase();
  const back = (
    <Button component={RouterLink} to={COMPLAINTS_PATH} startIcon={<ArrowBackIcon />}>
      {t('detail.back')}
    </Button>
  );
  return (
    <>
      <PageHeading title={t('detail.title', { reference })} action={back} />
      {grievanceReferencePattern.test(reference) ? (
        <ComplaintDetail reference={reference} />
      ) : (
        <ErrorState message={t('detail.notFound')} />
      )}
    </>
  );
}
