/** User management's list: every admin with role, status and last login; role, disable/enable and password reset. */
import BlockIcon from '@/components/ui/icons/Block';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import KeyIcon from '@/components/ui/icons/Key';
import ManageAccountsIcon from '@/components/ui/icons/ManageAccounts';
import PhonelinkEraseIcon from '@/components/ui/icons/PhonelinkErase';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserListItem, AdminUserWithPassword } from '@saakh/domain/admin-users';
import { adminRoleIds } from '@saakh/domain/roles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useAdminUsers } from '../api/get-admin-users';
import { useResetAdminUserPassword } from '../api/reset-admin-user-password';
import { useSetAdminUserActive } from '../api/set-admin-user-active';
import { ChangeRoleDialog } from './change-role-dialog';
import { ClearTotpDialog } from './clear-totp-dialog';
import { ResetOwnPasswordDialog } from './reset-own-password-dialog';
import { PasswordOnceDialog } from '@/components/ui/password-once-dialog';

export const adminUserListParams: ListParamsOptions<'role_id' | 'active'> = {
  defaultSort: 'name',
  sorts: [
    'name',
    '-name',
    'email',
    '-email',
    'role_id',
    '-role_id',
    'active',
    '-active',
    'last_login_at',
    '-last_login_at',
    'created_at',
    '-created_at',
  ],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['role_id', 'active'],
};

type Pending = { kind: 'disable' | 'enable' | 'reset'; user: AdminUser };

export type AdminUsersTableProps = {
  params: ListParams<'role_id' | 'active'>;
  /** The signed-in admin: their own row cannot be disabled or given another role. */
  currentAdminId: number | undefined;
};

export function AdminUsersTable({ params, currentAdminId }: AdminUsersTableProps) {
  const { t, i18n } = useTranslation('user-management');
  const users = useAdminUsers(params.query);
  const setActive = useSetAdminUserActive();
  const reset = useResetAdminUserPassword();
  const [pending, setPending] = useState<Pending | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const [clearingTotp, setClearingTotp] = useState<AdminUser | null>(null);
  const [resettingOwn, setResettingOwn] = useState(false);
  const [shownPassword, setShownPassword] = useState<AdminUserWithPassword | null>(null);

  const columns = useMemo<DataTableColumn<AdminUserListItem>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (user) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {user.name}
            </Typography>
            {user.id === currentAdminId ? (
              <Typography variant="caption" color="text.secondary">
                {t('you')}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        id: 'email',
        header: t('columns.email'),
        sortKey: 'email',
        cell: (user) => <Box sx={{ wordBreak: 'break-all' }}>{user.email}</Box>,
      },
      {
        id: 'role',
        header: t('columns.role'),
        sortKey: 'role_id',
        cell: (user) => <Box sx={{ whiteSpace: 'nowrap' }}>{t('role', { id: user.role_id })}</Box>,
      },
      {
        id: 'active',
        header: t('columns.status'),
        sortKey: 'active',
        cell: (user) => (
          <StatusChip
            label={t(user.active ? 'status.active' : 'status.disabled')}
            tone={user.active ? 'success' : 'neutral'}
          />
        ),
      },
      {
        id: 'totp',
        header: t('columns.totp'),
        cell: (user) => (
          <StatusChip
            label={t(user.totp_enabled ? 'totp.on' : 'totp.off')}
            tone={user.totp_enabled ? 'success' : 'neutral'}
          />
        ),
      },
      {
        id: 'last_login_at',
        header: t('columns.lastLogin'),
        sortKey: 'last_login_at',
        cell: (user) => (user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : t('never')),
      },
      {
        id: 'created_at',
        header: t('columns.created'),
        sortKey: 'created_at',
        hiddenByDefault: true,
        cell: (user) => formatDateTime(user.created_at, i18n.language),
      },
    ],
    [t, i18n.language, currentAdminId],
  );

  const rowActions = useCallback(
    (user: AdminUserListItem): RowAction[] => {
      const self = user.id === currentAdminId;
      return [
        {
          label: t('actions.changeRole', { name: user.name }),
          icon: <ManageAccountsIcon fontSize="small" />,
          disabled: self,
          onClick: () => setChangingRole(user),
        },
        user.active
          ? {
              label: t('actions.disable', { name: user.name }),
              icon: <BlockIcon fontSize="small" />,
              color: 'error',
              disabled: self,
              onClick: () => setPending({ kind: 'disable', user }),
            }
          : {
              label: t('actions.enable', { name: user.name }),
              icon: <CheckCircleOutlineIcon fontSize="small" />,
              onClick: () => setPending({ kind: 'enable', user }),
            },
        {
          label: t('actions.resetPassword', { name: user.name }),
          icon: <KeyIcon fontSize="small" />,
          // One's own password is reset only with the current one (asked in a dialog of its own).
          onClick: () => (self ? setResettingOwn(true) : setPending({ kind: 'reset', user })),
        },
        {
          // One's own factor is turned off from one's own account security page, with the password and a code.
          label: t('actions.clearTotp', { name: user.name }),
          icon: <PhonelinkEraseIcon fontSize="small" />,
          color: 'error',
          disabled: self || !user.totp_enabled,
          onClick: () => setClearingTotp(user),
        },
      ];
    },
    [t, currentAdminId],
  );

  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    if (kind === 'reset') {
      reset.mutate(
        { id: user.id },
        {
          onSuccess: (answer) => {
            setShownPassword(answer.data);
            // The password stays in the dialog's state only, not in the mutation's cache.
            reset.reset();
          },
          onSettled: () => setPending(null),
        },
      );
      return;
    }
    setActive.mutate({ id: user.id, active: kind === 'enable' }, { onSettled: () => setPending(null) });
  };

  const filtered = params.filters.role_id !== undefined || params.filters.active !== undefined;
  return (
    <>
      <DataTable
        id="admin-users"
        label={t('tableLabel')}
        columns={columns}
        result={users}
        rowKey={(user) => user.id}
        rowTestId={(user) => `admin-user-row-${user.email}`}
        params={params}
        pageSizes={adminUserListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={filtered || params.q ? t('emptyFiltered') : undefined}
        searchLabel={t('search')}
        filters={
          <>
            <FilterSelect
              label={t('columns.role')}
              value={params.filters.role_id}
              allLabel={t('allRoles')}
              options={adminRoleIds.map((roleId) => ({ value: String(roleId), label: t('role', { id: roleId }) }))}
              onChange={(value) => params.setFilter('role_id', value)}
            />
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.active}
              allLabel={t('allStatuses')}
              options={[
                { value: 'true', label: t('status.active') },
                { value: 'false', label: t('status.disabled') },
              ]}
              onChange={(value) => params.setFilter('active', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`${pending.kind}.title`) : ''}
        subject={pending ? t(`${pending.kind}.subject`, { name: pending.user.name, email: pending.user.email }) : ''}
        confirmLabel={pending ? t(`${pending.kind}.confirm`) : ''}
        tone={pending?.kind === 'disable' ? 'danger' : 'neutral'}
        pending={setActive.isPending || reset.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      {changingRole ? <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} /> : null}
      {clearingTotp ? <ClearTotpDialog user={clearingTotp} onClose={() => setClearingTotp(null)} /> : null}
      {resettingOwn && currentAdminId !== undefined ? (
        <ResetOwnPasswordDialog
          adminId={currentAdminId}
          onDone={(answer) => {
            setResettingOwn(false);
            setShownPassword(answer);
          }}
          onClose={() => setResettingOwn(false)}
        />
      ) : null}
      <PasswordOnceDialog shown={shownPassword} onClose={() => setShownPassword(null)} />
    </>
  );
}
