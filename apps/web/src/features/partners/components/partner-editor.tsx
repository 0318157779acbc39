import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import EditIcon from '@/components/ui/icons/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '@saakh/domain/money';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { ApiError } from '@/lib/api-client';
import { usePartner } from '../api/get-partner';
import { BrandingForm } from './branding-form';
import { PartnerEditDialog } from './partner-edit-dialog';

export type PartnerEditorProps = {
  partnerId: number;
  /** Buttons beside the heading, supplied by the page (e.g. "Log in as partner"). */
  renderActions?: (partner: AdminPartner) => ReactNode;
  onSaved?: (partner: AdminPartner) => void;
};

/** /admin/partners/{id}: branding, UTM id and revenue data of one partner. */
export function PartnerEditor({ partnerId, renderActions, onSaved }: PartnerEditorProps) {
  const { t } = useTranslation('admin-catalogue');
  const partner = usePartner(partnerId);
  const [editing, setEditing] = useState<'utm' | 'revenue' | null>(null);

  const back = (
    <Button component={RouterLink} to="/admin/partners" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('partners.back')}
    </Button>
  );
  if (partner.isPending) return <PageLoader label={t('partners.loading')} />;
  if (partner.isError) {
    const notFound = partner.error instanceof ApiError && partner.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState
          message={notFound ? t('partners.notFound') : undefined}
          error={partner.error}
          onRetry={notFound ? undefined : () => void partner.refetch()}
        />
      </Stack>
    );
  }
  const data = partner.data;

  const value = (label: string, text: string, action: ReactNode) => (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography>{text}</Typography>
      </Box>
      {action}
    </Box>
  );

  return (
    <Stack spacing={3}>
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {data.name}
          </Typography>
          <Typography color="text.secondary">/{data.key}</Typography>
        </Box>
        {renderActions?.(data)}
      </Box>

      <BrandingForm partner={data} onSaved={onSaved} />

      <Paper variant="outlined" component="section" aria-labelledby="partner-commercial" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="partner-commercial" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('partners.commercial')}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            {value(
              t('partners.fields.utm_id'),
              data.utm_id ?? '—',
              <Button
                startIcon={<EditIcon />}
                onClick={() => setEditing('utm')}
                aria-label={t('partners.editUtm', { name: data.name })}
              >
                {t('edit')}
              </Button>,
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {value(
              t('partners.revenueData'),
              `${data.revenue_percent === null ? '—' : `${data.revenue_percent}%`} · ${formatRupees(data.revenue_flat_fee)}`,
              <Button
                startIcon={<EditIcon />}
                onClick={() => setEditing('revenue')}
                aria-label={t('partners.editRevenue', { name: data.name })}
              >
                {t('edit')}
              </Button>,
            )}
          </Grid>
        </Grid>
      </Paper>

      {editing ? (
        <PartnerEditDialog partner={data} field={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      ) : null}
    </Stack>
  );
}
