import PersonAddIcon from '@/components/ui/icons/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserWithPassword } from '@saakh/domain/admin-users';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { PageHeader } from '@/components/ui/page-header';
import { AdminUsersTable, adminUserListParams } from '@/features/admin-users/components/admin-users-table';
import { CreateAdminUserDialog } from '@/features/admin-users/components/create-admin-user-dialog';
import { PasswordOnceDialog } from '@/components/ui/password-once-dialog';
import { useAdminSession } from '@/features/auth/api/get-admin-session';

/** /admin/user-management: the admins who may log in, their roles, and their passwords reset. Role 1 only. */
export function UserManagementPage() {
  const { t } = useTranslation('user-management');
  const session = useAdminSession();
  const params = useListParams(adminUserListParams);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<AdminUserWithPassword | null>(null);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
            {t('add')}
          </Button>
        }
      />
      <AdminUsersTable params={params} currentAdminId={session.data?.adminId} />
      {creating ? <CreateAdminUserDialog onClose={() => setCreating(false)} onCreated={setCreated} /> : null}
      <PasswordOnceDialog shown={created} onClose={() => setCreated(null)} />
    </>
  );
}
