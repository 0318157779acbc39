import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EligibilityRow } from '@saakh/domain/eligibility';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { PageHeader } from '@/components/ui/page-header';
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
  const tableColumns: DataTableColumn<EligibilityRow>[] = columns.map((column) => ({
    id: column,
    header: t(`partnerEligibility.columns.${column}`),
    rowHeader: column === 'name',
    sticky: column === 'name' ? 'left' : undefined,
    minWidth: column === 'name' ? 120 : column === 'lender_journey' ? 220 : 110,
    cell: (row) => (
      <Typography
        variant="body2"
        sx={{ maxWidth: 300, wordBreak: 'break-word', fontWeight: column === 'name' ? 'fontWeightBold' : undefined }}
      >
        {shown(row[column])}
      </Typography>
    ),
  }));

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('partnerEligibility.title')}
        before={
          <Breadcrumbs aria-label={t('partnerEligibility.breadcrumbs')} sx={{ mb: 1 }}>
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
        }
      />
      <DataTable
        id="partner-eligibility"
        label={t('partnerEligibility.title')}
        columns={tableColumns}
        result={criteria}
        rowKey={(row, index) => `${row.name}-${index}`}
        emptyTitle={t('partnerEligibility.empty')}
      />
    </Stack>
  );
}
