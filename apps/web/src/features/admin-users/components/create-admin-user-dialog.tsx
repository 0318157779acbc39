import { useTranslation } from 'react-i18next';
import { ADMIN_NAME_MAX, createAdminUserInputSchema, type AdminUserWithPassword } from '@saakh/domain/admin-users';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { useCreateAdminUser } from '../api/create-admin-user';
import { roleOptions } from './roles';

export type CreateAdminUserDialogProps = {
  onClose: () => void;
  /** The new account and its generated password, for the page to show once. */
  onCreated: (created: AdminUserWithPassword) => void;
};

/** Add an admin: name, e-mail and role; the server makes the password. */
export function CreateAdminUserDialog({ onClose, onCreated }: CreateAdminUserDialogProps) {
  const { t } = useTranslation('user-management');
  const create = useCreateAdminUser();
  return (
    <EditFieldDialog
      title={t('create.title')}
      fields={[
        { name: 'name', label: t('create.name'), kind: 'text', maxLength: ADMIN_NAME_MAX },
        { name: 'email', label: t('create.email'), kind: 'text', maxLength: 254 },
        {
          name: 'role_id',
          label: t('create.role'),
          kind: 'select',
          options: roleOptions((roleId) => t('role', { id: roleId })),
          helper: t('roleHint'),
        },
      ]}
      initialValues={{ name: '', email: '', role_id: '2' }}
      validate={(values) => schemaProblems(createAdminUserInputSchema, values)}
      blockWhenInvalid
      submitLabel={t('create.submit')}
      onSubmit={async (values) => {
        // Submit is blocked until the values pass the schema, so this parse only types them.
        const answer = await create.mutateAsync(createAdminUserInputSchema.parse(values));
        // The password lives in the page's dialog only, not in the mutation's cache.
        create.reset();
        onCreated(answer.data);
      }}
      onClose={onClose}
      maxWidth="xs"
    />
  );
}
