import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EligibilityRow } from '@saakh/domain/eligibility';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useEligibilityCriteria } from '../api/get-eligibility-criteria';

const columns = [
  'name',
  'age',
  'employment',
  'income',
  'min_loan',
  'max_loan',
  'cibil',
  'lender_journey',
] as const satisfies readonly (keyof EligibilityRow)[];

/** An empty value shows a dash (admin spec §2.8). */
function shown(value: string | null): string {
  return value === null || value.trim() === '' ? '-' : value;
}

/** /partner/training-material/eligibility-criteria (admin spec §2.8): what each lender asks of a customer. */
export function EligibilityCriteria() {
  const { t } = useTranslation('admin-catalogue');
  const criteria = useEligibilityCriteria();

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label={t('partnerEligibility.breadcrumbs')}>
        <Link component={RouterLink} to="/partner" color="inherit">
          {t('partnerEligibility.dashboard')}
        </Link>
        <Link component={RouterLink} to="/partner/training-material" color="inherit">
          {t('partnerEligibility.trainingMaterial')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('partnerEligibility.title')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1">
        {t('partnerEligibility.title')}
      </Typography>
      {criteria.isPending ? (
        <PageLoader label={t('partnerEligibility.loading')} />
      ) : criteria.isError ? (
        <ErrorState message={errorMessage(criteria.error, t('loadFailed'))} onRetry={() => void criteria.refetch()} />
      ) : criteria.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('partnerEligibility.empty')} />
        </Paper>
      ) : (
        // The table scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
        <TableContainer
          component={Paper}
          variant="outlined"
          tabIndex={0}
          role="region"
          aria-label={t('partnerEligibility.title')}
        >
          <Table size="small" aria-label={t('partnerEligibility.title')}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t(`partnerEligibility.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {criteria.data.map((row, index) => (
                <TableRow key={`${row.name}-${index}`}>
                  {columns.map((column) =>
                    column === 'name' ? (
                      <TableCell key={column} component="th" scope="row" sx={{ fontWeight: 600, minWidth: 120 }}>
                        {shown(row.name)}
                      </TableCell>
                    ) : (
                      <TableCell
                        key={column}
                        sx={{
                          minWidth: column === 'lender_journey' ? 220 : 110,
                          maxWidth: 300,
                          wordBreak: 'break-word',
                        }}
                      >
                        {shown(row[column])}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
