import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErasureRequestStatus } from '@saakh/domain/customer-erasure';
import type { MyErasureRequest, MyErasureState } from '@saakh/domain/data-rights';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useErasureState } from '../api/get-erasure-state';
import { useRequestErasure } from '../api/request-erasure';
import { MyDataSection } from './my-data-section';

const statusTones: Record<ErasureRequestStatus, StatusTone> = {
  pending: 'warning',
  done: 'success',
  rejected: 'danger',
};

/**
 * "Erase your data": first what an erasure erases and what it keeps and why (the law's reasons), and the
 * applications still with a lender, which it waits for; then the request, confirmed in a dialog, after which its
 * reference, status and due date show. A pending request shows in the button's place.
 */
export function ErasureSection() {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const state = useErasureState();
  return (
    <MyDataSection id="erasure-title" title={t('erasure.title')} intro={t('erasure.intro')} testId="erasure">
      {state.isPending ? (
        <Stack spacing={1} aria-label={t('erasure.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : state.isError ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <ErasureContent state={state.data} />
      )}
    </MyDataSection>
  );
}

function ErasureContent({ state }: { state: MyErasureState }) {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const [confirming, setConfirming] = useState(false);
  const erasure = useRequestErasure();
  const requestRef = useRef<HTMLHeadingElement>(null);
  const [justRequested, setJustRequested] = useState(false);
  const pending = state.request?.status === 'pending';
  const erased = state.lines.filter((line) => line.action === 'erase');
  const kept = state.lines.filter((line) => line.action === 'keep');

  // The button the dialog came from is gone once the request is made: focus goes to the request that replaced it.
  useEffect(() => {
    if (justRequested && state.request) requestRef.current?.focus();
  }, [justRequested, state.request]);

  const confirm = () =>
    erasure.mutate(undefined, {
      onSuccess: () => setJustRequested(true),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack spacing={2}>
      {state.request ? <ErasureRequestCard request={state.request} headingRef={requestRef} /> : null}
      {state.request?.status === 'done' ? null : (
        <>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} id="erasure-erases">
              {t('erasure.erasesTitle')}
            </Typography>
            <List dense disablePadding aria-labelledby="erasure-erases">
              {erased.map((line) => (
                <ListItem key={line.category} disableGutters data-testid={`erasure-erase-${line.category}`}>
                  <ListItemText primary={t(`erasure.categories.${line.category}`)} />
                </ListItem>
              ))}
            </List>
          </Box>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} id="erasure-keeps">
              {t('erasure.keepsTitle')}
            </Typography>
            <List dense disablePadding aria-labelledby="erasure-keeps">
              {kept.map((line) => (
                <ListItem key={line.category} disableGutters data-testid={`erasure-keep-${line.category}`}>
                  <ListItemText
                    primary={t(`erasure.categories.${line.category}`)}
                    secondary={line.keep_reason ? t(`erasure.keepReasons.${line.keep_reason}`) : null}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
          {state.applications_in_progress > 0 ? (
            <Alert severity="info" data-testid="erasure-waits">
              {t('erasure.inProgress', { count: state.applications_in_progress })}
            </Alert>
          ) : null}
          {erasure.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(erasure.error, t('erasure.failed'))}
            </Alert>
          ) : null}
          {pending ? null : (
            <Box>
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                {t('erasure.request')}
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('erasure.confirmTitle')}
        subject={t('erasure.confirmText')}
        confirmLabel={t('erasure.confirm')}
        pending={erasure.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}

type ErasureRequestCardProps = { request: MyErasureRequest; headingRef: Ref<HTMLHeadingElement> };

/** The request as the customer follows it: reference, status, when asked and by when it is done (or why not). */
function ErasureRequestCard({ request, headingRef }: ErasureRequestCardProps) {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="erasure-request">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
          tabIndex={-1}
          ref={headingRef}
          data-testid="erasure-reference"
        >
          {t('erasure.reference', { reference: request.reference })}
        </Typography>
        <StatusChip label={t(`erasure.statuses.${request.status}`)} tone={statusTones[request.status]} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('erasure.requestedOn', { date: formatDate(request.requested_at, i18n.language) })}
      </Typography>
      {request.status === 'pending' ? (
        <Typography variant="body2" data-testid="erasure-due">
          {t('erasure.dueBy', { date: formatDate(request.due_at, i18n.language) })}
        </Typography>
      ) : null}
      {request.status === 'done' ? (
        <Typography variant="body2">
          {t('erasure.done', { date: formatDate(request.completed_at, i18n.language) })}
        </Typography>
      ) : null}
      {request.status === 'rejected' ? (
        <Typography variant="body2">
          {t('erasure.rejected', {
            reason: request.reject_reason ? t(`erasure.rejectReasons.${request.reject_reason}`) : '—',
          })}
        </Typography>
      ) : null}
    </Paper>
  );
}
