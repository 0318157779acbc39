import RefreshIcon from '@/components/ui/icons/Refresh';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';

export type AdminDashboardHeaderProps = {
  /** "Count a day again" is role 1's, as the API's rebuild route declares. */
  canRebuild: boolean;
  onRebuild: () => void;
};

/**
 * The admin dashboard's heading, where an admin most often lands. The page draws it, and so does the server in a
 * signed-in admin's first view (decision 058): its description is the largest text a phone shows there.
 */
export function AdminDashboardHeader({ canRebuild, onRebuild }: AdminDashboardHeaderProps) {
  const { t } = useTranslation('reports');
  return (
    <PageHeader
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      actions={
        canRebuild ? (
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRebuild}>
            {t('rebuild.open')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Whether a path is the admin dashboard's, with or without a closing slash. */
export function isAdminDashboardPath(pathname: string): boolean {
  return /^\/admin\/dashboard\/?$/.test(pathname);
}
