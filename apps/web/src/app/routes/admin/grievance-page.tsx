import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { GrievanceStaffDetail } from '@/features/grievances/components/grievance-staff-detail';

/** /admin/grievances/{id}: one complaint, its timeline and the actions on it (forward, answer, note, close). */
export function GrievancePage() {
  const { t } = useTranslation('grievances-admin');
  const id = Number(useParams().id);
  const state = useLocation().state as { queueSearch?: unknown } | null;
  const queueSearch = typeof state?.queueSearch === 'string' ? state.queueSearch : '';
  return (
    <>
      <PageHeader
        title={t('detailTitle')}
        before={
          <Button
            component={RouterLink}
            to={`/admin/grievances${queueSearch}`}
            startIcon={<ArrowBackIcon />}
            size="small"
          >
            {t('back')}
          </Button>
        }
      />
      {Number.isInteger(id) && id > 0 ? <GrievanceStaffDetail id={id} /> : <ErrorState message={t('notFound')} />}
    </>
  );
}
