import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lenderGroupNameSchema, type Lender, type LenderGroup } from '@saakh/domain/lenders';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { useCreateLenderGroup } from '../../api/create-lender-group';
import { useLenderGroups } from '../../api/get-lender-groups';
import { groupNameAsTyped } from '../../utils/typed-filters';
import type { SaveLenderField } from './lender-fields';

export type LenderGroupsSectionProps = {
  lender: Lender;
  onSave: SaveLenderField;
};

/** The lender's commission groups (saved on change) and a form to create a new group (admin spec §2.3, §5). */
export function LenderGroupsSection({ lender, onSave }: LenderGroupsSectionProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const groups = useLenderGroups();
  const create = useCreateLenderGroup();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = lenderGroupNameSchema.safeParse(name);
  const nameError = parsed.success ? null : t(parsed.error.issues[0]?.message ?? 'invalidValue', { ns: 'domain' });

  const selected = useMemo(() => {
    const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));
    return lender.lender_group_ids
      .map((id) => byId.get(id))
      .filter((group): group is LenderGroup => group !== undefined);
  }, [groups.data, lender.lender_group_ids]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    setServerError(null);
    try {
      await create.mutateAsync({ name: parsed.data });
      setName('');
      setTouched(false);
    } catch (error) {
      setServerError(errorMessage(error, t('anErrorOccurred')));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('groups.title')}
      </Typography>
      {groups.isError ? (
        <ErrorState message={t('groups.loadFailed')} onRetry={() => void groups.refetch()} />
      ) : (
        <Autocomplete
          multiple
          loading={groups.isPending}
          options={groups.data ?? []}
          value={selected}
          getOptionLabel={(group) => group.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, next) =>
            void onSave(
              'lender_group_ids',
              next.map((group) => group.id),
            ).catch(() => undefined)
          }
          renderValue={(value, getItemProps) =>
            value.map((group, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={group.name} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label={t('groups.assigned')} placeholder={t('groups.choose')} />
          )}
          noOptionsText={t('groups.none')}
          loadingText={t('loading')}
        />
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('groups.newName')}
          value={name}
          onChange={(event) => {
            setName(groupNameAsTyped(event.target.value));
            setServerError(null);
          }}
          error={(touched && nameError !== null) || serverError !== null}
          helperText={serverError ?? (touched && nameError ? nameError : t('groups.nameHint'))}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="outlined" loading={create.isPending} disabled={name.trim() === ''}>
          {t('groups.create')}
        </Button>
      </Box>
    </Stack>
  );
}
