import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { useGrievanceOfficer } from '../api/get-grievance-officer';

/** The grievance redressal officer: name, designation, phone, e-mail, address and how soon they answer. */
export function GrievanceOfficerCard() {
  const { t } = useTranslation('grievances');
  const officer = useGrievanceOfficer();
  if (officer.isPending) return <Skeleton variant="rounded" height={180} aria-label={t('page.officerLoading')} />;
  if (officer.isError) return <ErrorState error={officer.error} onRetry={() => void officer.refetch()} />;
  const { name, designation, phone, email, address, responseDays } = officer.data;
  const row = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="officer-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="officer-title" variant="h6" component="h2" gutterBottom>
        {t('page.officerTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
        data-testid="grievance-officer"
      >
        {row(t('page.name'), name)}
        {row(t('page.designation'), designation)}
        {row(t('page.phone'), <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>)}
        {row(t('page.email'), <Link href={`mailto:${email}`}>{email}</Link>)}
        {row(
          t('page.address'),
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {address}
          </Box>,
        )}
        {row(t('page.responseTime'), t('page.responseDays', { days: responseDays }))}
      </Box>
    </Paper>
  );
}
