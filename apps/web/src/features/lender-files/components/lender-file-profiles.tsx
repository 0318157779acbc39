/**
 * The lenders' file profiles of one kind (decision 046): how each lender sends this file, saved from a first upload's
 * mapping step. Admins whose role uploads the kind can read, add and change them; every save is audited.
 */
import EditIcon from '@/components/ui/icons/Edit';
import AddIcon from '@/components/ui/icons/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngestKind } from '@saakh/domain/ingestion';
import type { LenderFileProfile } from '@saakh/domain/lender-file-profiles';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDateTime } from '@/lib/format';
import { useFileLenders } from '../api/get-file-lenders';
import { useLenderFileProfiles } from '../api/get-lender-file-profiles';
import { useSaveLenderFileProfile } from '../api/save-lender-file-profile';
import { ProfileForm } from './profile-form';

export type LenderFileProfilesProps = { kind: IngestKind };

type Editing = { profile: LenderFileProfile | null };

export function LenderFileProfiles({ kind }: LenderFileProfilesProps) {
  const { t, i18n } = useTranslation('lender-files');
  const profiles = useLenderFileProfiles();
  const lenders = useFileLenders();
  const save = useSaveLenderFileProfile();
  const [editing, setEditing] = useState<Editing | null>(null);
  if (profiles.isError) return <ErrorState error={profiles.error} onRetry={() => void profiles.refetch()} />;
  if (profiles.isPending) return <PageLoader minHeight={80} label={t('profiles.loading')} />;
  const own = profiles.data.filter((profile) => profile.kind === kind);
  return (
    <Box data-testid="lender-file-profiles">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('profiles.description')}
      </Typography>
      {own.length === 0 ? (
        <Typography variant="body2">{t('profiles.none')}</Typography>
      ) : (
        <List dense aria-label={t('profiles.title')}>
          {own.map((profile) => (
            <ListItem
              key={profile.lender_id}
              secondaryAction={
                <IconButton
                  aria-label={t('profiles.edit', { lender: profile.lender_name })}
                  onClick={() => setEditing({ profile })}
                >
                  <EditIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={profile.lender_name}
                secondary={t('profiles.summary', {
                  columns: Object.keys(profile.columns).length,
                  words: profile.status_words.length,
                  date: formatDateTime(profile.updated_at, i18n.language),
                  by: profile.updated_by ?? '—',
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ profile: null })}>
        {t('profiles.add')}
      </Button>
      {editing ? (
        <Dialog open fullWidth maxWidth="md" onClose={() => setEditing(null)} aria-label={t('profiles.title')}>
          <DialogContent>
            <ProfileForm
              kind={kind}
              lenders={lenders.data ?? []}
              lenderId={editing.profile?.lender_id ?? null}
              lenderFixed={editing.profile !== null}
              initial={editing.profile ?? undefined}
              submitLabel={t('profiles.save')}
              pending={save.isPending}
              onCancel={() => setEditing(null)}
              onSubmit={({ lender_id: lenderId, ...profile }) =>
                save.mutate({ lenderId, kind, profile }, { onSuccess: () => setEditing(null) })
              }
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </Box>
  );
}
