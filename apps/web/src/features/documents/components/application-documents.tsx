/**
 * The documents a lender asks an application for, as its customer sees them (decision 054): each with where it
 * stands, why it was refused, the file on record and an Upload button while the lender is still deciding.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationDocument } from '@saakh/domain/documents';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { formatBytes } from '@/components/ui/file-upload';
import { formatDate } from '@/lib/format';
import { useApplicationDocuments } from '../api/get-application-documents';
import { customerDocumentsKey } from '../api/get-document-requests';
import { uploadApplicationDocument } from '../api/upload-application-document';
import { DocumentStatusChip } from './document-status-chip';
import { DocumentUploadButton } from './document-upload-button';

export type ApplicationDocumentsProps = { applicationId: string };

/** The customer's list of what the lender asks for, with loading, error, empty and closed states. */
export function ApplicationDocuments({ applicationId }: ApplicationDocumentsProps) {
  const { t } = useTranslation('documents-upload');
  const documents = useApplicationDocuments(applicationId);

  if (documents.isPending)
    return (
      <Stack spacing={1.5} aria-label={t('loading', { ns: 'common' })} aria-busy="true">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  if (documents.isError) return <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />;

  const { items, open, outstanding } = documents.data;
  return (
    <Stack spacing={2}>
      {items.length === 0 ? (
        <EmptyState title={t('customer.empty')} description={t('customer.emptyHint')} />
      ) : (
        <>
          {open ? (
            <Alert severity={outstanding > 0 ? 'info' : 'success'} role="status" data-testid="documents-outstanding">
              {outstanding > 0 ? t('customer.outstanding', { count: outstanding }) : t('customer.allGiven')}
            </Alert>
          ) : (
            <Alert severity="info" role="status" data-testid="documents-closed">
              {t('customer.closed')}
            </Alert>
          )}
          {open ? (
            <Typography variant="body2" color="text.secondary">
              {t('rules', { ns: 'documents' })}
            </Typography>
          ) : null}
          <Stack component="ul" spacing={1.5} aria-label={t('customer.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <DocumentItem key={item.kind} applicationId={applicationId} item={item} open={open} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

type DocumentItemProps = { applicationId: string; item: ApplicationDocument; open: boolean };

function DocumentItem({ applicationId, item, open }: DocumentItemProps) {
  const { t, i18n } = useTranslation('documents-upload');
  const queryClient = useQueryClient();
  const name = t(`kinds.${item.kind}`, { ns: 'documents' });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: customerDocumentsKey });
  const titleId = `document-${item.kind}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`document-${item.kind}`}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, minWidth: 0 }}>
          {name}
        </Typography>
        <DocumentStatusChip status={item.status} testId={`document-${item.kind}-status`} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {item.file
          ? t('item.file', {
              name: item.file.fileName,
              size: formatBytes(item.file.sizeBytes),
              date: formatDate(item.file.uploadedAt, i18n.language),
            })
          : t('item.noFile')}
      </Typography>
      {item.status === 'rejected' && item.rejection ? (
        <Alert
          severity="warning"
          icon={false}
          role="note"
          sx={{ mt: 1 }}
          data-testid={`document-${item.kind}-rejection`}
        >
          <Typography variant="body2">
            {t('item.reason', { reason: t(`reasons.${item.rejection.reason}`, { ns: 'documents' }) })}
          </Typography>
          {item.rejection.note ? (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              {t('item.note', { note: item.rejection.note })}
            </Typography>
          ) : null}
        </Alert>
      ) : null}
      {open && item.status !== 'verified' ? (
        <Box sx={{ mt: 1.5 }}>
          <DocumentUploadButton
            documentName={name}
            again={item.file !== null}
            testId={`document-${item.kind}-upload`}
            upload={(file, options) => uploadApplicationDocument(applicationId, item.kind, file, options)}
            onUploaded={refresh}
            // A refusal may mean the list is out of date (verified meanwhile, or the lender has decided).
            onFailed={refresh}
          />
        </Box>
      ) : null}
    </Paper>
  );
}
