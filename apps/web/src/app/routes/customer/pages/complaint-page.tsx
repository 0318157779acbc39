import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { grievanceReferencePattern } from '@saakh/domain/grievances';
import { COMPLAINTS_PATH } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';
import { ComplaintDetail } from '@/features/grievances/components/complaint-detail';
import { PageHeading } from './page-heading';

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
