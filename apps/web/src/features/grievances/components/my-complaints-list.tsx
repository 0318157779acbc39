import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StatusChip } from '@/components/ui/status-chip';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatDate } from '@/lib/format';
import { useGrievances } from '../api/get-grievances';
import { grievanceStatusTones } from '../utils/grievance-tones';

export type MyComplaintsListProps = {
  /** A complaint's page by its reference. */
  complaintPath: (reference: string) => string;
  /** Where a new complaint is filed. */
  filePath: string;
};

/** The customer's complaints: reference, what about, status, filed and due days, each opening its page. */
export function MyComplaintsList({ complaintPath, filePath }: MyComplaintsListProps) {
  const { t, i18n } = useTranslation('grievances');
  const grievances = useGrievances();
  if (grievances.isPending) return <Skeleton variant="rounded" height={160} aria-label={t('list.loading')} />;
  if (grievances.isError) return <ErrorState error={grievances.error} onRetry={() => void grievances.refetch()} />;
  if (grievances.data.length === 0)
    return (
      <EmptyState
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={
          <Button component={RouterLink} to={filePath} variant="contained">
            {t('list.file')}
          </Button>
        }
      />
    );
  return (
    <TableContainer>
      <Table size="small" data-testid="my-complaints">
        <Box component="caption" sx={visuallyHidden}>
          {t('list.caption')}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.reference')}</TableCell>
            <TableCell>{t('list.category')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell>{t('list.filed')}</TableCell>
            <TableCell>{t('list.due')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {grievances.data.map((grievance) => (
            <TableRow key={grievance.reference}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={complaintPath(grievance.reference)} sx={{ fontFamily: 'monospace' }}>
                  {grievance.reference}
                </Link>
              </TableCell>
              <TableCell>{t(`categories.${grievance.category}`)}</TableCell>
              <TableCell>
                <StatusChip label={t(`statuses.${grievance.status}`)} tone={grievanceStatusTones[grievance.status]} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(grievance.filedAt, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(grievance.dueOn, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
