import AddLinkIcon from '@/components/ui/icons/AddLink';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePresets } from '@saakh/domain/date-ranges';
import { LIST_MAX_PAGE_SIZE } from '@saakh/domain/lists';
import type { TrackingLink } from '@saakh/domain/tracking-links';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { DateRangePresets, useDateRangeParam } from '@/components/ui/date-range-presets';
import { PageHeader } from '@/components/ui/page-header';
import { usePartners } from '@/features/partners/api/get-partners';
import { CreateTrackingLinkDialog } from '@/features/tracking-links/components/create-tracking-link-dialog';
import { TrackingLinkQrDialog } from '@/features/tracking-links/components/tracking-link-qr-dialog';
import { TrackingLinksTable, trackingLinkListParams } from '@/features/tracking-links/components/tracking-links-table';

/**
 * /admin/tracking-links: the links partners share for their campaigns, with each link's clicks, OTP verifications,
 * applications and disbursals over the chosen days; a new link's short URL and QR code are shown at once. Role 1.
 */
export function TrackingLinksPage() {
  const { t } = useTranslation('tracking-links');
  const dates = useDateRangeParam('last_30_days');
  const params = useListParams(trackingLinkListParams);
  const partners = usePartners({ page: 1, pageSize: LIST_MAX_PAGE_SIZE, sort: 'name' });
  const partnerOptions = partners.data?.items ?? [];
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TrackingLink | null>(null);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddLinkIcon />}
            disabled={!partners.data}
            onClick={() => setCreating(true)}
          >
            {t('add')}
          </Button>
        }
      />
      <DateRangePresets state={dates} presets={datePresets} />
      <TrackingLinksTable params={params} range={dates.problem ? {} : dates.query} partners={partnerOptions} />
      {creating ? (
        <CreateTrackingLinkDialog partners={partnerOptions} onClose={() => setCreating(false)} onCreated={setCreated} />
      ) : null}
      <TrackingLinkQrDialog link={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
