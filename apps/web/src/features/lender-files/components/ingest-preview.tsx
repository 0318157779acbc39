/**
 * A checked file before it is applied: what each row would do (counts and the first rows per outcome), the columns
 * that are not read, the duplicate warning, the row errors, and Apply or Discard.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ingestOutcomes, type IngestFile, type IngestKind } from '@saakh/domain/ingestion';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatCard } from '@/components/ui/stat-card';
import { formatDateTime } from '@/lib/format';
import { useApplyIngestFile } from '../api/apply-ingest-file';
import { useDiscardIngestFile } from '../api/discard-ingest-file';
import { rowsToApply } from '../utils/file-state';
import { formatCount } from '../utils/format';
import { IngestErrorsDialog } from './ingest-errors-dialog';
import { IngestSamples } from './ingest-samples';

/** Row errors listed in the preview itself; the rest are one click away in the errors dialog. */
export const PREVIEW_ERROR_LINES = 5;

export type IngestPreviewProps = { file: IngestFile };

export function IngestPreview({ file }: IngestPreviewProps) {
  const { t, i18n } = useTranslation('lender-files');
  const kind: IngestKind = file.kind;
  const outcomes: readonly string[] = ingestOutcomes[kind];
  const apply = useApplyIngestFile();
  const discard = useDiscardIngestFile();
  const [skipErrors, setSkipErrors] = useState(false);
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showingErrors, setShowingErrors] = useState(false);
  const blockedId = useId();
  const errorsId = useId();
  const count = (value: number) => formatCount(value, i18n.language);

  const hasErrors = file.error_count > 0;
  const changing = rowsToApply(file.outcomes);
  const blockedBy = hasErrors && !skipErrors ? 'errors' : file.duplicate_of && !confirmDuplicate ? 'duplicate' : null;
  const busy = apply.isPending || discard.isPending;

  return (
    <Stack spacing={2} data-testid="ingest-preview">
      <Typography variant="h6" component="h3">
        {t('preview.title')}
      </Typography>

      <Grid
        container
        spacing={2}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={t('preview.outcomes')}
      >
        {outcomes.map((outcome) => (
          <Grid key={outcome} component="li" size={{ xs: 6, md: 3 }}>
            <Box>
              <StatCard
                label={t(`outcomes.${kind}.${outcome}.label`)}
                value={file.outcomes[outcome] ?? 0}
                format={count}
                headingLevel="h4"
              />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {t(`outcomes.${kind}.${outcome}.meaning`)}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>

      {file.unknown_columns.length > 0 ? (
        <Alert severity="info" data-testid="ingest-unknown-columns">
          {t('preview.unknownColumns', { count: file.unknown_columns.length })}{' '}
          <Box component="span" sx={{ fontWeight: 'fontWeightMedium', wordBreak: 'break-word' }}>
            {file.unknown_columns.join(', ')}
          </Box>
        </Alert>
      ) : null}

      {file.duplicate_of ? (
        <Alert severity="warning" data-testid="ingest-duplicate">
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {t('preview.duplicate', {
              name: file.duplicate_of.file_name,
              date: formatDateTime(file.duplicate_of.created_at, i18n.language),
            })}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmDuplicate}
                onChange={(event) => setConfirmDuplicate(event.target.checked)}
                disabled={busy}
              />
            }
            label={t('preview.confirmDuplicate')}
          />
        </Alert>
      ) : null}

      {hasErrors ? (
        <Box component="section" aria-labelledby={errorsId}>
          <Typography id={errorsId} variant="subtitle1" component="h4" color="error">
            {t('preview.errorsTitle', { count: file.error_count, rows: count(file.error_count) })}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, typography: 'body2', fontFamily: 'monospace', '& li': { wordBreak: 'break-word' } }}
          >
            {file.errors.slice(0, PREVIEW_ERROR_LINES).map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </Box>
          <Button size="small" onClick={() => setShowingErrors(true)} sx={{ mt: 0.5 }}>
            {t('preview.showAllErrors', { count: file.error_count, rows: count(file.error_count) })}
          </Button>
        </Box>
      ) : null}

      <IngestSamples kind={kind} samples={file.samples} outcomes={outcomes} />

      <Box component="section" aria-label={t('preview.actions')}>
        {hasErrors ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={skipErrors}
                onChange={(event) => setSkipErrors(event.target.checked)}
                disabled={busy}
              />
            }
            label={t('preview.skipErrors', { count: file.error_count, rows: count(file.error_count) })}
          />
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button
            variant="contained"
            disabled={blockedBy !== null || discard.isPending}
            loading={apply.isPending}
            onClick={() => setConfirming(true)}
            aria-describedby={blockedBy ? blockedId : undefined}
          >
            {t('preview.apply')}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            disabled={apply.isPending}
            loading={discard.isPending}
            onClick={() => discard.mutate(file.id)}
          >
            {t('preview.discard')}
          </Button>
        </Box>
        {blockedBy ? (
          <FormHelperText id={blockedId}>
            {blockedBy === 'errors' ? t('preview.blockedByErrors') : t('preview.blockedByDuplicate')}
          </FormHelperText>
        ) : null}
      </Box>

      <ConfirmDialog
        open={confirming}
        title={t('apply.title')}
        confirmLabel={t('apply.confirm')}
        tone="neutral"
        pending={apply.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          apply.mutate(
            { id: file.id, skip_errors: skipErrors, confirm_duplicate: confirmDuplicate },
            { onSettled: () => setConfirming(false) },
          )
        }
        subject={
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 'fontWeightMedium' }}>
              {t(`apply.subject.${kind}`, { count: changing, rows: count(changing) })}
            </Typography>
            <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
              {outcomes
                .filter((outcome) => outcome !== 'error' && (file.outcomes[outcome] ?? 0) > 0)
                .map((outcome) => (
                  <li key={outcome}>
                    {t(`outcomes.${kind}.${outcome}.label`)}: {count(file.outcomes[outcome] ?? 0)}
                  </li>
                ))}
            </Box>
            {hasErrors ? (
              <Typography component="span" sx={{ display: 'block' }}>
                {t('apply.skipping', { count: file.error_count, rows: count(file.error_count) })}
              </Typography>
            ) : null}
            {file.duplicate_of ? (
              <Typography component="span" sx={{ display: 'block' }}>
                {t('apply.again')}
              </Typography>
            ) : null}
          </>
        }
      />

      {showingErrors ? (
        <IngestErrorsDialog
          fileId={file.id}
          fileName={file.file_name}
          count={file.error_count}
          initialLines={file.errors}
          onClose={() => setShowingErrors(false)}
        />
      ) : null}
    </Stack>
  );
}
