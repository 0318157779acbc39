/**
 * A partner's view of one application's asked documents (decision 054): the checklist with statuses, never the
 * files; to upload for the customer, the customer's consent first (an OTP sent to their mobile, typed in here), then
 * an Upload button per document until the consent ends, when a refused upload brings the consent step back.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  documentConsentVerifyInputSchema,
  type DocumentConsent,
  type PartnerApplicationDocuments,
} from '@saakh/domain/documents';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { useRequestDocumentConsent, useVerifyDocumentConsent } from '../api/document-consent';
import {
  partnerApplicationDocumentsQueryOptions,
  usePartnerApplicationDocuments,
} from '../api/get-partner-application-documents';
import { uploadPartnerDocument } from '../api/upload-partner-document';
import { DocumentStatusChip } from './document-status-chip';
import { DocumentUploadButton } from './document-upload-button';

export type PartnerDocumentsDialogProps = { applicationId: string; reference: string; onClose: () => void };

export function PartnerDocumentsDialog({ applicationId, reference, onClose }: PartnerDocumentsDialogProps) {
  const { t } = useTranslation('documents-upload');
  const documents = usePartnerApplicationDocuments(applicationId);
  return (
    <Dialog open onClose={onClose} aria-labelledby="partner-documents-title" fullWidth maxWidth="sm">
      <DialogTitle id="partner-documents-title">{t('partner.title', { reference })}</DialogTitle>
      <DialogContent data-testid="partner-documents">
        {documents.isPending ? (
          <Stack spacing={1} aria-label={t('loading', { ns: 'common' })} aria-busy="true">
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : documents.isError ? (
          <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
        ) : (
          <Checklist applicationId={applicationId} documents={documents.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('partner.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

type ChecklistProps = { applicationId: string; documents: PartnerApplicationDocuments };

function Checklist({ applicationId, documents }: ChecklistProps) {
  const { t, i18n } = useTranslation('documents-upload');
  const queryClient = useQueryClient();
  // A refused upload says the consent ended before the list knows it: until the list is read again.
  const [consentEnded, setConsentEnded] = useState(false);
  const { consentUntil, open, items } = documents;
  const consenting = open && !consentEnded && consentUntil !== null && Date.parse(consentUntil) > Date.now();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: partnerApplicationDocumentsQueryOptions(applicationId).queryKey });

  const onFailed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) {
      setConsentEnded(true);
      void refresh();
    }
  };

  if (items.length === 0) return <Typography>{t('customer.emptyHint')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('partner.noFiles')}
      </Typography>
      {!open ? (
        <Alert severity="info" role="status">
          {t('customer.closed')}
        </Alert>
      ) : consenting ? (
        <Alert severity="success" role="status" data-testid="partner-documents-consent-until">
          {t('partner.consentUntil', { time: formatTime(consentUntil, i18n.language) })}
        </Alert>
      ) : (
        <ConsentStep
          applicationId={applicationId}
          expired={consentEnded || consentUntil !== null}
          onConsented={async ({ consentUntil: until }) => {
            queryClient.setQueryData(partnerApplicationDocumentsQueryOptions(applicationId).queryKey, (old) =>
              old ? { ...old, consentUntil: until } : old,
            );
            setConsentEnded(false);
            await refresh();
          }}
        />
      )}
      <Stack component="ul" spacing={1.5} aria-label={t('customer.list')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => {
          const name = t(`kinds.${item.kind}`, { ns: 'documents' });
          return (
            <Box
              component="li"
              key={item.kind}
              data-testid={`partner-document-${item.kind}`}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ flex: 1, minWidth: 0 }}>{name}</Typography>
                <DocumentStatusChip status={item.status} testId={`partner-document-${item.kind}-status`} />
              </Box>
              {item.status === 'rejected' && item.rejection ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('item.reason', { reason: t(`reasons.${item.rejection.reason}`, { ns: 'documents' }) })}
                </Typography>
              ) : null}
              {consenting && item.status !== 'verified' ? (
                <Box sx={{ mt: 1 }}>
                  <DocumentUploadButton
                    documentName={name}
                    again={item.file !== null}
                    testId={`partner-document-${item.kind}-upload`}
                    upload={(file, options) => uploadPartnerDocument(applicationId, item.kind, file, options)}
                    onUploaded={() => void refresh()}
                    onFailed={onFailed}
                  />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}

type ConsentStepProps = {
  applicationId: string;
  expired: boolean;
  onConsented: (consent: DocumentConsent) => Promise<void>;
};

/** Ask the customer for consent: send them an OTP, then type the OTP they read out. */
function ConsentStep({ applicationId, expired, onConsented }: ConsentStepProps) {
  const { t } = useTranslation('documents-upload');
  const ask = useRequestDocumentConsent(applicationId);
  const verify = useVerifyDocumentConsent(applicationId);
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const send = async () => {
    setFormError(null);
    try {
      await ask.mutateAsync();
      setSent(true);
      setOtp('');
    } catch (error) {
      setFormError(errorMessage(error, t('upload.failedFallback')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = documentConsentVerifyInputSchema.safeParse({ otp });
    if (!parsed.success) {
      setOtpError(t(parsed.error.issues[0]?.message ?? 'otpInvalid', { ns: 'domain' }));
      return;
    }
    setOtpError(null);
    try {
      await onConsented(await verify.mutateAsync(parsed.data));
    } catch (error) {
      const field = error instanceof ApiError ? error.errors?.otp?.[0] : undefined;
      if (field) setOtpError(field);
      else setFormError(errorMessage(error, t('upload.failedFallback')));
    }
  };

  return (
    <Stack spacing={1.5} data-testid="partner-documents-consent">
      {expired ? (
        <Alert severity="warning" role="alert">
          {t('partner.expired')}
        </Alert>
      ) : null}
      <Typography variant="body2">{t('partner.consentIntro')}</Typography>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      {sent ? (
        <Stack spacing={1.5} component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Typography variant="body2" role="status">
            {t('partner.otpSent')}
          </Typography>
          <TextField
            label={t('partner.otp')}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            error={otpError !== null}
            helperText={otpError ?? undefined}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'partner-documents-otp' } }}
            size="small"
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" loading={verify.isPending}>
              {t('partner.verify')}
            </Button>
            <Button onClick={() => void send()} loading={ask.isPending}>
              {t('partner.resend')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => void send()} loading={ask.isPending}>
            {t('partner.ask')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
