/**
 * An application's asked documents beside its case (decision 054): each with its status in words, who uploaded it
 * and when, the file to view, and for an upload that waits, verify or reject. Roles 1 and 2 (the cases page's).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument, DocumentStatus } from '@saakh/domain/documents';
import { ErrorState } from '@/components/ui/error-state';
import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import CancelOutlinedIcon from '@/components/ui/icons/CancelOutlined';
import OpenInNewIcon from '@/components/ui/icons/OpenInNew';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { toast } from '@/lib/toast';
import { useApplicationDocuments } from '../api/get-application-documents';
import { getDocumentFile, openBlob } from '../api/get-document-file';
import { useReviewApplicationDocument, type DocumentReviewBody } from '../api/review-application-document';
import { DocumentRejectDialog } from './document-reject-dialog';

const tones: Record<DocumentStatus, StatusTone> = {
  needed: 'neutral',
  uploaded: 'warning',
  verified: 'success',
  rejected: 'danger',
};

export type ApplicationDocumentsSectionProps = { applicationId: string };

export function ApplicationDocumentsSection({ applicationId }: ApplicationDocumentsSectionProps) {
  const { t, i18n } = useTranslation(['documents-review', 'documents', 'domain']);
  const titleId = useId();
  const documents = useApplicationDocuments(applicationId);
  const review = useReviewApplicationDocument();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ApplicationDocument | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  const kindName = (item: ApplicationDocument) => t(`kinds.${item.kind}`, { ns: 'documents' });

  /** Sends a verdict; a 409 (reviewed by someone else, or replaced) is shown and the list is read again. */
  const send = async (fileId: string, input: DocumentReviewBody): Promise<'done' | 'conflict'> => {
    setRefusal(null);
    try {
      const message = await review.mutateAsync({ applicationId, fileId, input });
      const fallback = input.decision === 'verified' ? 'documentVerified' : 'documentRejected';
      toast(message ?? t(fallback, { ns: 'domain' }), 'success');
      return 'done';
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(errorMessage(error, t('review.reviewFailed')));
        return 'conflict';
      }
      throw error;
    }
  };

  const verify = async (item: ApplicationDocument) => {
    if (!item.file) return;
    try {
      await send(item.file.id, { decision: 'verified' });
    } catch (error) {
      const message = errorMessage(error, t('review.reviewFailed'));
      setRefusal(message);
      toast(message, 'error');
    }
  };

  const view = async (item: ApplicationDocument) => {
    if (!item.file) return;
    setViewing(item.file.id);
    try {
      openBlob(await getDocumentFile(item.file.id, i18n.language), item.file.fileName);
    } catch (error) {
      toast(errorMessage(error, t('review.viewFailed')), 'error');
    } finally {
      setViewing(null);
    }
  };

  const waiting = documents.data?.items.filter((item) => item.status === 'uploaded').length ?? 0;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
        {t('review.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('review.hint')}
      </Typography>
      <Box sx={{ mt: 1 }}>
        {documents.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : documents.isError ? (
          <ErrorState
            error={documents.error}
            message={t('review.loadFailed')}
            onRetry={() => void documents.refetch()}
          />
        ) : documents.data.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('review.none')}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            <Typography variant="body2" data-testid="documents-summary">
              {t('review.summary', { waiting, outstanding: documents.data.outstanding })}
            </Typography>
            {documents.data.open ? null : <Alert severity="info">{t('review.closed')}</Alert>}
            {refusal ? (
              <Alert severity="warning" role="alert" onClose={() => setRefusal(null)}>
                {refusal}
              </Alert>
            ) : null}
            <Stack
              component="ul"
              aria-label={t('review.listLabel')}
              divider={<Divider component="li" aria-hidden />}
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {documents.data.items.map((item) => (
                <Box component="li" key={item.kind} data-testid={`document-${item.kind}`}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {kindName(item)}
                    </Typography>
                    <StatusChip
                      label={t(`review.statuses.${item.status}`)}
                      tone={tones[item.status]}
                      testId="document-status"
                    />
                  </Box>
                  {item.file ? (
                    <>
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t('review.uploadedAt', {
                          uploader: t(`uploaders.${item.file.uploadedBy}`, { ns: 'documents' }),
                          time: formatDateTime(item.file.uploadedAt, i18n.language),
                        })}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        component="p"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {t('review.file', { name: item.file.fileName })}
                      </Typography>
                    </>
                  ) : null}
                  {item.status === 'rejected' && item.rejection ? (
                    <>
                      <Typography variant="caption" component="p">
                        {t('review.rejectedFor', {
                          reason: t(`reasons.${item.rejection.reason}`, { ns: 'documents' }),
                        })}
                      </Typography>
                      {item.rejection.note ? (
                        <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }}>
                          {t('review.note', { note: item.rejection.note })}
                        </Typography>
                      ) : null}
                    </>
                  ) : null}
                  {item.file ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<OpenInNewIcon />}
                        aria-label={t('review.viewLabel', { kind: kindName(item) })}
                        disabled={viewing === item.file.id}
                        onClick={() => void view(item)}
                      >
                        {t('review.view')}
                      </Button>
                      {item.status === 'uploaded' && documents.data.open ? (
                        <>
                          <Button
                            size="small"
                            variant="contained"
                            color="success"
                            startIcon={<CheckCircleOutlineIcon />}
                            aria-label={t('review.verifyLabel', { kind: kindName(item) })}
                            disabled={review.isPending}
                            onClick={() => void verify(item)}
                          >
                            {t('review.verify')}
                          </Button>
                          <Button
                            size="small"
                            variant="outlined"
                            color="error"
                            startIcon={<CancelOutlinedIcon />}
                            aria-label={t('review.rejectLabel', { kind: kindName(item) })}
                            disabled={review.isPending}
                            onClick={() => setRejecting(item)}
                          >
                            {t('review.reject')}
                          </Button>
                        </>
                      ) : null}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Stack>
          </Stack>
        )}
      </Box>
      {rejecting?.file ? (
        <DocumentRejectDialog
          kindName={kindName(rejecting)}
          onClose={() => setRejecting(null)}
          onReject={async (input) => {
            const fileId = rejecting.file?.id;
            if (!fileId) return;
            // Done or refused as stale: either way the dialog closes and the section shows what stands now.
            await send(fileId, input);
            setRejecting(null);
          }}
        />
      ) : null}
    </Paper>
  );
}
