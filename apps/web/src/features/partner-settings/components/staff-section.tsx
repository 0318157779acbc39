/** The partner's own users: add a staff login (its password shown once), disable or enable one (never oneself). */
import BlockIcon from '@/components/ui/icons/Block';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import PersonAddIcon from '@/components/ui/icons/PersonAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPartnerUserInputSchema, type PartnerUser, type PartnerUserWithPassword } from '@saakh/domain/merchants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { PasswordOnceDialog } from '@/components/ui/password-once-dialog';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useAddPartnerStaff, usePartnerStaff, useSetPartnerStaffActive } from '../api/users';

export function StaffSection({ selfId }: { selfId: number }) {
  const { t, i18n } = useTranslation('partner-support');
  const users = usePartnerStaff();
  const add = useAddPartnerStaff();
  const setActive = useSetPartnerStaffActive();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PartnerUser | null>(null);
  const [shown, setShown] = useState<PartnerUserWithPassword | null>(null);
  return (
    <FormSection id="settings-users" title={t('settings.users.title')}>
      <Stack spacing={2}>
        {users.isPending ? <PageLoader minHeight={80} /> : null}
        {users.isError ? <ErrorState error={users.error} onRetry={() => void users.refetch()} /> : null}
        {users.data ? (
          <TableContainer tabIndex={0} role="region" aria-label={t('settings.users.tableRegion')}>
            <Table size="small" aria-label={t('settings.users.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('settings.users.name')}</TableCell>
                  <TableCell>{t('settings.users.login')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('settings.users.lastLogin')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((user) => (
                  <TableRow key={user.id}>
                    <TableCell component="th" scope="row">
                      {user.name}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>
                      {user.username}
                      <br />
                      {user.email}
                    </TableCell>
                    <TableCell>
                      <StatusChip
                        label={t(user.active ? 'settings.users.active' : 'settings.users.disabled')}
                        tone={user.active ? 'success' : 'neutral'}
                      />
                    </TableCell>
                    <TableCell>
                      {user.last_login_at
                        ? formatDateTime(user.last_login_at, i18n.language)
                        : t('settings.users.never')}
                    </TableCell>
                    <TableCell align="right">
                      {user.id === selfId ? (
                        t('settings.users.you')
                      ) : (
                        <Button
                          size="small"
                          color={user.active ? 'error' : 'primary'}
                          startIcon={user.active ? <BlockIcon /> : <CheckCircleOutlineIcon />}
                          aria-label={t(user.active ? 'settings.users.disableFor' : 'settings.users.enableFor', {
                            name: user.name,
                          })}
                          onClick={() => setPending(user)}
                        >
                          {t(user.active ? 'settings.users.disable' : 'settings.users.enable')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <div>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {t('settings.users.add')}
          </Button>
        </div>
      </Stack>
      {adding ? (
        <EditFieldDialog
          title={t('settings.users.add')}
          fields={[
            { name: 'name', label: t('settings.users.name'), kind: 'text', maxLength: 80 },
            { name: 'email', label: t('settings.contact.email'), kind: 'text', maxLength: 254 },
            { name: 'username', label: t('settings.users.username'), kind: 'text', maxLength: 40 },
          ]}
          initialValues={{ name: '', email: '', username: '' }}
          validate={(values) => schemaProblems(createPartnerUserInputSchema, values)}
          blockWhenInvalid
          onSubmit={async (values) => {
            const answer = await add.mutateAsync({
              name: String(values.name ?? ''),
              email: String(values.email ?? ''),
              username: String(values.username ?? ''),
            });
            setShown(answer.data);
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        subject={t(pending?.active ? 'settings.users.disableConfirm' : 'settings.users.enableConfirm', {
          name: pending?.name ?? '',
        })}
        confirmLabel={t(pending?.active ? 'settings.users.disable' : 'settings.users.enable')}
        tone={pending?.active ? 'danger' : 'neutral'}
        pending={setActive.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          pending &&
          setActive.mutate({ id: pending.id, active: !pending.active }, { onSettled: () => setPending(null) })
        }
      />
      <PasswordOnceDialog shown={shown} onClose={() => setShown(null)} />
    </FormSection>
  );
}
