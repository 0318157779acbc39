/**
 * On the customer's applications list: which applications the lenders ask documents of, how many are still needed,
 * each linking to its documents page. One request for all of them (GET /api/documents/requests).
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DocumentRequests as Requests } from '@saakh/domain/documents';
import { applicationDocumentsPagePath } from '@saakh/domain/routing';
import { ErrorState } from '@/components/ui/error-state';

type Request = Requests[number];

export type DocumentRequestsProps = { requests: UseQueryResult<Requests> };

/** The section; nothing while loading or when no application asks for documents. */
export function DocumentRequests({ requests }: DocumentRequestsProps) {
  const { t } = useTranslation('documents-upload');
  if (requests.isPending) return null;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="document-requests-title"
      data-testid="document-requests"
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Typography id="document-requests-title" variant="h6" component="h2" gutterBottom>
        {t('requests.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {requests.data.map((request) => (
          <Stack
            component="li"
            key={request.applicationId}
            direction="row"
            data-testid={`document-request-${request.reference}`}
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}
          >
            <Typography sx={{ wordBreak: 'break-word', minWidth: 0 }}>
              {request.lenderName}
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {request.reference} · <OutstandingText request={request} />
              </Typography>
            </Typography>
            <DocumentRequestLink request={request} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

type RequestProps = { request: Request };
type RequestLinkProps = RequestProps & { testId?: string };

/** "2 of 3 still needed", or "All 3 given". */
export function OutstandingText({ request }: RequestProps) {
  const { t } = useTranslation('documents-upload');
  return (
    <>
      {request.outstanding > 0
        ? t('requests.outstanding', { count: request.outstanding, asked: request.asked })
        : t('requests.complete', { asked: request.asked })}
    </>
  );
}

/** A link to an application's documents page, named for screen readers by its lender and reference. */
export function DocumentRequestLink({ request, testId }: RequestLinkProps) {
  const { t } = useTranslation('documents-upload');
  return (
    <Link
      component={RouterLink}
      to={applicationDocumentsPagePath(request.applicationId)}
      aria-label={t('requests.openFor', { lender: request.lenderName, reference: request.reference })}
      data-testid={testId ?? `document-request-link-${request.reference}`}
      sx={{ fontWeight: 600, py: 1 }}
    >
      {t('requests.open')}
    </Link>
  );
}
