/**
 * The queue rules (role 1): each drop-off on or off, how far back it looks and how long the customer must have been
 * idle; and "Build queue now", which runs them as a job and shows how many customers it added.
 */
import EditIcon from '@/components/ui/icons/Edit';
import PlaylistAddIcon from '@/components/ui/icons/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueRuleInputSchema, type QueueRuleRow } from '@saakh/domain/telecalling';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useBuild, useQueueRules, useRequestBuild, useUpdateRule } from '../api/queue-rules';

export function QueueRules() {
  const { t, i18n } = useTranslation('telecalling');
  const rules = useQueueRules();
  const update = useUpdateRule();
  const request = useRequestBuild();
  const [buildId, setBuildId] = useState<number | null>(null);
  const build = useBuild(buildId);
  const [editing, setEditing] = useState<QueueRuleRow | null>(null);

  if (rules.isPending) return <PageLoader minHeight={160} />;
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />;
  const last = build.data ?? rules.data.lastBuild;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div role="status" aria-live="polite">
            {last ? (
              <Typography data-testid="last-build">
                {last.status === 'done'
                  ? t('rules.lastBuild', {
                      count: last.added ?? 0,
                      time: formatDateTime(last.finished_at ?? last.created_at, i18n.language),
                    })
                  : t('rules.building')}
              </Typography>
            ) : (
              <Typography>{t('rules.neverBuilt')}</Typography>
            )}
          </div>
          <Button
            variant="contained"
            startIcon={<PlaylistAddIcon />}
            disabled={request.isPending || build.data?.status === 'pending'}
            onClick={() =>
              void request
                .mutateAsync()
                .then((answer) => setBuildId(answer.data.id))
                .catch(() => undefined)
            }
          >
            {t('rules.buildNow')}
          </Button>
        </Stack>
      </Paper>
      {update.isError ? (
        <Alert severity="error" role="alert">
          {update.error.message}
        </Alert>
      ) : null}
      {rules.data.rules.map((rule) => (
        <Paper key={rule.reason} variant="outlined" sx={{ p: 2 }} data-testid={`rule-${rule.reason}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <div>
              <Typography
                variant="h2"
                sx={{ fontSize: '1rem', fontWeight: 'fontWeightBold' }}
                id={`rule-${rule.reason}-title`}
              >
                {t(`reason.${rule.reason}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('rules.summary', { days: rule.lookback_days, hours: rule.min_idle_hours })}
              </Typography>
            </div>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Switch
                checked={rule.enabled}
                slotProps={{ input: { 'aria-label': t('rules.enabled', { name: t(`reason.${rule.reason}`) }) } }}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate({
                    reason: rule.reason,
                    input: {
                      enabled: event.target.checked,
                      lookback_days: rule.lookback_days,
                      min_idle_hours: rule.min_idle_hours,
                    },
                  })
                }
              />
              <IconButton
                aria-label={t('rules.edit', { name: t(`reason.${rule.reason}`) })}
                onClick={() => setEditing(rule)}
              >
                <EditIcon />
              </IconButton>
            </Stack>
          </Stack>
        </Paper>
      ))}
      {editing ? (
        <EditFieldDialog
          title={t('rules.editTitle', { name: t(`reason.${editing.reason}`) })}
          fields={[
            { name: 'lookback_days', label: t('rules.lookbackDays'), kind: 'number' },
            { name: 'min_idle_hours', label: t('rules.minIdleHours'), kind: 'number' },
          ]}
          initialValues={{
            lookback_days: String(editing.lookback_days),
            min_idle_hours: String(editing.min_idle_hours),
          }}
          validate={(values) => schemaProblems(queueRuleInputSchema, { ...values, enabled: editing.enabled })}
          blockWhenInvalid
          onSubmit={(values) =>
            update.mutateAsync({
              reason: editing.reason,
              input: queueRuleInputSchema.parse({ ...values, enabled: editing.enabled }),
            })
          }
          onClose={() => setEditing(null)}
          maxWidth="xs"
        />
      ) : null}
    </Stack>
  );
}
