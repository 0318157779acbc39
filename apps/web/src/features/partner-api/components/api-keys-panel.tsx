/** The partner's API keys: make one (its secret shown once), see when each was last used, revoke one. */
import AddIcon from '@/components/ui/icons/Add';
import BlockIcon from '@/components/ui/icons/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyModes, apiKeyStates, type ApiKey } from '@saakh/domain/partner-api';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { SecretOnceDialog, type SecretOnceDialogProps } from '@/components/ui/secret-once-dialog';
import { secretTexts } from './secret-texts';

export function ApiKeysPanel() {
  const { t, i18n } = useTranslation('partner-api');
  const params = useListParams<'state' | 'mode'>({
    defaultSort: '-created_at',
    sorts: ['created_at', '-created_at', 'last_used_at', '-last_used_at', 'name', '-name'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['state', 'mode'],
    prefix: 'keys',
  });
  const keys = useApiKeys(params.query);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<SecretOnceDialogProps['shown']>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const columns = useMemo<DataTableColumn<ApiKey>[]>(
    () => [
      { id: 'name', header: t('keys.name'), sortKey: 'name', rowHeader: true, minWidth: 140, cell: (key) => key.name },
      {
        id: 'prefix',
        header: t('keys.prefix'),
        cell: (key) => <Box sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</Box>,
      },
      {
        id: 'mode',
        header: t('keys.mode'),
        cell: (key) => <StatusChip label={t(`modes.${key.mode}`)} tone={key.mode === 'live' ? 'success' : 'info'} />,
      },
      {
        id: 'scopes',
        header: t('keys.scopes'),
        minWidth: 160,
        cell: (key) => key.scopes.map((s) => t(`scopes.${s}`)).join(', '),
      },
      {
        id: 'created_at',
        header: t('keys.created'),
        sortKey: 'created_at',
        minWidth: 140,
        cell: (key) => formatDateTime(key.created_at, i18n.language),
      },
      {
        id: 'last_used_at',
        header: t('keys.lastUsed'),
        sortKey: 'last_used_at',
        minWidth: 140,
        cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at, i18n.language) : t('keys.never')),
      },
      {
        id: 'state',
        header: t('keys.state'),
        cell: (key) =>
          key.revoked_at ? (
            <StatusChip label={t('states.revoked')} tone="neutral" />
          ) : (
            <StatusChip label={t('states.active')} tone="success" />
          ),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (key: ApiKey): RowAction[] =>
      key.revoked_at
        ? []
        : [
            {
              label: t('keys.revokeAction', { name: key.name }),
              icon: <BlockIcon fontSize="small" />,
              color: 'error',
              onClick: () => setRevoking(key),
            },
          ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('keys.create')}
        </Button>
      </Box>
      <DataTable
        id="partner-api-keys"
        label={t('keys.tableLabel')}
        columns={columns}
        result={keys}
        rowKey={(key) => key.id}
        rowTestId={(key) => `api-key-${key.prefix}`}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('keys.empty')}
        emptyDescription={t('keys.emptyDescription')}
        searchLabel={t('keys.search')}
        filters={
          <>
            <FilterSelect
              label={t('keys.state')}
              value={params.filters.state}
              allLabel={t('keys.allStates')}
              options={apiKeyStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              onChange={(value) => params.setFilter('state', value)}
            />
            <FilterSelect
              label={t('keys.mode')}
              value={params.filters.mode}
              allLabel={t('keys.allModes')}
              options={apiKeyModes.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
              onChange={(value) => params.setFilter('mode', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) =>
          setShown({
            secret: key.secret,
            texts: secretTexts(t, {
              title: t('keys.secretTitle', { name: key.name }),
              intro: t('keys.secretIntro'),
              label: t('keys.secretLabel'),
            }),
          })
        }
      />
      <SecretOnceDialog shown={shown} onClose={() => setShown(null)} testId="secret-once" wide />
      <ConfirmDialog
        open={revoking !== null}
        title={t('keys.revokeTitle')}
        subject={t('keys.revokeSubject', { name: revoking?.name ?? '' })}
        confirmLabel={t('keys.revoke')}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </Stack>
  );
}
