import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useDedupeLog } from '../api/get-dedupe-log';
import { decisionTones } from './decision';
import { OverrideDedupeDialog } from './override-dedupe-dialog';

export type DedupeLogDialogProps = {
  id: number;
  onClose: () => void;
};

/** One duplicate in full: both applications and partners, what matched, the window, and the override if any. */
export function DedupeLogDialog({ id, onClose }: DedupeLogDialogProps) {
  const { t, i18n } = useTranslation('de-dupe-logs');
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const log = useDedupeLog(id);
  const [overriding, setOverriding] = useState(false);
  const data = log.data;
  const partner = (name: string | null) => name ?? t('direct');

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
        <DialogTitle id={titleId}>{t('detail.title', { id })}</DialogTitle>
        <DialogContent>
          {log.isPending ? (
            <Stack spacing={1} aria-busy="true" aria-label={t('detail.loading')}>
              <Skeleton variant="rounded" height={28} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : log.isError || !data ? (
            <ErrorState error={log.error} onRetry={() => void log.refetch()} />
          ) : (
            <Stack spacing={2}>
              <Box>
                <StatusChip label={t(`decision.${data.decision}`)} tone={decisionTones[data.decision]} />
              </Box>
              <FactList
                facts={[
                  [t('columns.found'), formatDateTime(data.created_at, i18n.language)],
                  [t('columns.product'), t(`products.${data.product}`)],
                  [t('columns.matchedOn'), t(`matchedOn.${data.matched_on}`)],
                  [t('columns.mobile'), data.customer_mobile ?? '—'],
                  [t('columns.pan'), data.customer_pan ?? '—'],
                  [t('detail.window'), t('detail.windowDays', { count: data.window_days })],
                  [t('columns.firstPartner'), partner(data.first_partner_name)],
                  [t('columns.duplicatePartner'), partner(data.duplicate_partner_name)],
                ]}
              />
              <FactList
                facts={[
                  [t('columns.application'), data.application_id],
                  [t('detail.firstApplication'), data.first_application_id],
                ]}
                sx={{ '& dd': { wordBreak: 'break-all', fontFamily: 'monospace' } }}
              />
              {data.decision === 'overridden' ? (
                <Alert severity="info" data-testid="dedupe-override">
                  {t('detail.overridden', {
                    name: data.overridden_by_name ?? t('detail.unknownAdmin'),
                    at: formatDateTime(data.overridden_at, i18n.language),
                    partner: partner(data.duplicate_partner_name),
                  })}
                  <Box component="p" sx={{ m: 0, mt: 1 }}>
                    {t('detail.reason', { reason: data.override_reason ?? '' })}
                  </Box>
                </Alert>
              ) : (
                <Alert severity="info">{t('detail.kept', { partner: partner(data.first_partner_name) })}</Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('detail.close')}</Button>
          {data?.decision === 'first_partner_kept' ? (
            <Button variant="contained" onClick={() => setOverriding(true)}>
              {t('override.open')}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
      {overriding && data ? <OverrideDedupeDialog log={data} onClose={() => setOverriding(false)} /> : null}
    </>
  );
}
