import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InsuranceRequestStatus } from '@saakh/domain/insurance-requests';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useInsuranceRequests } from '../api/get-insurance-requests';

const tones: Record<InsuranceRequestStatus, StatusTone> = { new: 'info', contacted: 'warning', closed: 'success' };

/** The customer's own insurance requests with their status, newest first. */
export function InsuranceRequestsList() {
  const { t, i18n } = useTranslation('customer-products');
  const requests = useInsuranceRequests();

  return (
    <section aria-labelledby="insurance-requests-title">
      <Typography id="insurance-requests-title" variant="h6" component="h2" gutterBottom>
        {t('requests.title')}
      </Typography>
      {requests.isPending ? (
        <PageLoader minHeight={120} />
      ) : requests.isError ? (
        <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t('requests.empty')} />
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="insurance-requests">
          {requests.data.map((request) => (
            <Paper component="li" variant="outlined" key={request.id} sx={{ p: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <div>
                  <Typography sx={{ fontWeight: 'fontWeightMedium' }}>
                    {t(`kinds.${request.kind}`)} · {t(`request.types.${request.request_type}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('requests.when', {
                      date: formatDateTime(request.created_at, i18n.language),
                      time: t(`request.times.${request.preferred_time}`),
                    })}
                  </Typography>
                </div>
                <StatusChip label={t(`requests.status.${request.status}`)} tone={tones[request.status]} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
