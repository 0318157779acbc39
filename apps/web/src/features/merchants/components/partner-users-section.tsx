/** A partner's users: add (password shown once), disable (sessions end at once), enable, reset password. */
import BlockIcon from '@/components/ui/icons/Block';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import KeyIcon from '@/components/ui/icons/Key';
import PersonAddIcon from '@/components/ui/icons/PersonAdd';
import PhonelinkEraseIcon from '@/components/ui/icons/PhonelinkErase';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPartnerUserInputSchema, type PartnerUser, type PartnerUserWithPassword } from '@saakh/domain/merchants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormSection } from '@/components/ui/form-section';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useCreatePartnerUser } from '../api/create-partner-user';
import { usePartnerUsers } from '../api/get-partner-users';
import { useResetPartnerUserPassword } from '../api/reset-partner-user-password';
import { useSetPartnerUserActive } from '../api/set-partner-user-active';
import { ClearPartnerUserTotpDialog } from './clear-partner-user-totp-dialog';
import { PasswordOnceDialog } from '@/components/ui/password-once-dialog';

type Pending = { kind: 'disable' | 'enable' | 'reset'; user: PartnerUser };

export type PartnerUsersSectionProps = { partnerId: number };

export function PartnerUsersSection({ partnerId }: PartnerUsersSectionProps) {
  const { t, i18n } = useTranslation('merchant-management');
  const users = usePartnerUsers(partnerId);
  const create = useCreatePartnerUser();
  const setActive = useSetPartnerUserActive();
  const reset = useResetPartnerUserPassword();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState<PartnerUserWithPassword | null>(null);
  const [clearingTotp, setClearingTotp] = useState<PartnerUser | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { kind, user } = pending;
    if (kind === 'reset') {
      reset.mutate(
        { partnerId, userId: user.id },
        {
          onSuccess: (answer) => {
            setPassword(answer.data);
            reset.reset();
          },
          onSettled: () => setPending(null),
        },
      );
      return;
    }
    setActive.mutate({ partnerId, userId: user.id, active: kind === 'enable' }, { onSettled: () => setPending(null) });
  };

  const action = (label: string, icon: React.ReactNode, onClick: () => void, color?: 'error') => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} color={color} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <FormSection id="partner-users" title={t('users.title')}>
      <Stack spacing={2}>
        {users.isPending ? <PageLoader /> : null}
        {users.isError ? <ErrorState onRetry={() => void users.refetch()} /> : null}
        {users.data && users.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('users.empty')}
          </Typography>
        ) : null}
        {users.data && users.data.length > 0 ? (
          <TableContainer>
            <Table size="small" aria-label={t('users.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('users.name')}</TableCell>
                  <TableCell>{t('users.login')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('users.totp')}</TableCell>
                  <TableCell>{t('users.lastLogin')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((user) => (
                  <TableRow key={user.id} data-testid={`partner-user-${user.username}`}>
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
                        label={t(user.active ? 'users.active' : 'users.disabled')}
                        tone={user.active ? 'success' : 'neutral'}
                      />
                    </TableCell>
                    <TableCell>
                      <StatusChip
                        label={t(user.totp_enabled ? 'users.totpOn' : 'users.totpOff')}
                        tone={user.totp_enabled ? 'success' : 'neutral'}
                      />
                    </TableCell>
                    <TableCell>
                      {user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : t('users.never')}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {user.active
                        ? action(
                            t('users.disable', { name: user.name }),
                            <BlockIcon fontSize="small" />,
                            () => setPending({ kind: 'disable', user }),
                            'error',
                          )
                        : action(
                            t('users.enable', { name: user.name }),
                            <CheckCircleOutlineIcon fontSize="small" />,
                            () => setPending({ kind: 'enable', user }),
                          )}
                      {action(t('users.reset', { name: user.name }), <KeyIcon fontSize="small" />, () =>
                        setPending({ kind: 'reset', user }),
                      )}
                      {user.totp_enabled
                        ? action(
                            t('users.clearTotp', { name: user.name }),
                            <PhonelinkEraseIcon fontSize="small" />,
                            () => setClearingTotp(user),
                            'error',
                          )
                        : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        <div>
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        </div>
      </Stack>
      {adding ? (
        <EditFieldDialog
          title={t('users.add')}
          fields={[
            { name: 'name', label: t('users.name'), kind: 'text', maxLength: 80 },
            { name: 'email', label: t('users.email'), kind: 'text', maxLength: 254 },
            { name: 'username', label: t('users.username'), kind: 'text', maxLength: 40 },
          ]}
          initialValues={{ name: '', email: '', username: '' }}
          validate={(values) => schemaProblems(createPartnerUserInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('users.create')}
          onSubmit={async (values) => {
            const answer = await create.mutateAsync({ partnerId, input: createPartnerUserInputSchema.parse(values) });
            create.reset();
            setPassword(answer.data);
          }}
          onClose={() => setAdding(false)}
          maxWidth="xs"
        />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`users.${pending.kind}Title`) : ''}
        subject={pending ? t(`users.${pending.kind}Subject`, { name: pending.user.name }) : ''}
        confirmLabel={pending ? t(`users.${pending.kind}Confirm`) : ''}
        tone={pending?.kind === 'disable' ? 'danger' : 'neutral'}
        pending={setActive.isPending || reset.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <PasswordOnceDialog shown={password} onClose={() => setPassword(null)} />
      {clearingTotp ? (
        <ClearPartnerUserTotpDialog partnerId={partnerId} user={clearingTotp} onClose={() => setClearingTotp(null)} />
      ) : null}
    </FormSection>
  );
}
