import { useTranslation } from 'react-i18next';
import { adminUserRoleInputSchema, type AdminUser } from '@saakh/domain/admin-users';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useChangeAdminUserRole } from '../api/change-admin-user-role';
import { roleOptions } from './roles';

export type ChangeRoleDialogProps = {
  user: AdminUser;
  onClose: () => void;
};

/** Another role for an admin; the server refuses oneself and the last active role 1 admin, shown in the dialog. */
export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation('user-management');
  const change = useChangeAdminUserRole();
  return (
    <EditFieldDialog
      title={t('changeRole.title', { name: user.name })}
      fields={[
        {
          name: 'role_id',
          label: t('changeRole.role'),
          kind: 'select',
          options: roleOptions((roleId) => t('role', { id: roleId })),
          helper: t('roleHint'),
        },
      ]}
      initialValues={{ role_id: String(user.role_id) }}
      validate={(values) => schemaProblems(adminUserRoleInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('changeRole.submit')}
      onSubmit={(values) => change.mutateAsync({ id: user.id, input: adminUserRoleInputSchema.parse(values) })}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
