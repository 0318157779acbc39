/** What erasing a customer erases and keeps, kind of record by kind, and the erase; or the erasure already made. */
import DeleteForeverIcon from '@/components/ui/icons/DeleteForever';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  erasureCategories,
  erasureCategoryKeys,
  type ErasureCategoryLine,
  type ErasurePreview as Preview,
} from '@saakh/domain/customer-erasure';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import { useErasurePreview } from '../api/get-erasure-preview';
import { CustomerFacts } from './customer-facts';
import { EraseCustomerDialog } from './erase-customer-dialog';

export type ErasurePreviewProps = { userId: number };

function LinesTable({ lines, caption }: { lines: ErasureCategoryLine[]; caption: string }) {
  const { t } = useTranslation('customer-info-deletion');
  return (
    // On a phone the table scrolls sideways inside its box, which keyboard users reach with Tab.
    <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.record')}</TableCell>
            <TableCell align="right">{t('preview.count')}</TableCell>
            <TableCell>{t('preview.what')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.category} data-testid={`erasure-line-${line.category}`}>
              <TableCell component="th" scope="row">
                {t(`categories.${line.category}.label`)}
              </TableCell>
              <TableCell align="right">{line.count}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{t(`categories.${line.category}.${line.action}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function ErasureDone({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation('customer-info-deletion');
  const erasure = preview.erasure;
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status" data-testid="erasure-done">
        {erasure
          ? t('done.summary', { id: erasure.id, date: formatDateTime(erasure.created_at, i18n.language) })
          : t('done.noRecord')}
      </Alert>
      {erasure ? (
        <FactList
          facts={[
            [t('done.record'), `#${erasure.id}`],
            [t('done.pseudonym'), erasure.pseudonym],
            [t('done.reason'), t(`reasons.${erasure.reason}`)],
            [t('done.by'), erasure.requested_by_name ?? t('customer.none')],
          ]}
        />
      ) : null}
      {erasure ? (
        <LinesTable
          caption={t('done.tableLabel')}
          lines={erasureCategoryKeys.map((category) => ({
            category,
            action: erasureCategories[category],
            count: erasure.counts[category] ?? 0,
          }))}
        />
      ) : null}
    </Stack>
  );
}

export function ErasurePreview({ userId }: ErasurePreviewProps) {
  const { t, i18n } = useTranslation('customer-info-deletion');
  const preview = useErasurePreview(userId);
  const [erasing, setErasing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the search or a request: keyboard and screen reader users land on what opened.
  useEffect(() => {
    if (preview.isSuccess) heading.current?.focus();
  }, [preview.isSuccess]);
  if (preview.isPending) return <PageLoader label={t('preview.loading')} minHeight={120} />;
  if (preview.isError) return <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />;
  const data = preview.data;
  const erased = data.customer.erased_at !== null;
  const blocked = data.in_flight.length > 0;
  return (
    <Stack spacing={2} component="section" aria-labelledby="erasure-preview-title" data-testid="erasure-preview">
      <Typography id="erasure-preview-title" variant="h6" component="h2" ref={heading} tabIndex={-1}>
        {erased ? t('done.title') : t('preview.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CustomerFacts customer={data.customer} />
      </Paper>
      {data.pending_request ? (
        <Alert severity="info">
          {t('preview.pending', {
            requested: formatDate(data.pending_request.requested_at, i18n.language),
            due: formatDate(data.pending_request.due_at, i18n.language),
          })}
        </Alert>
      ) : null}
      {erased ? (
        <ErasureDone preview={data} />
      ) : (
        <>
          {blocked ? (
            <Alert severity="warning" data-testid="erasure-in-flight">
              <Typography variant="body2">{t('preview.inFlight')}</Typography>
              <ul>
                {data.in_flight.map((app) => (
                  <li key={app.id}>
                    {t('preview.inFlightItem', {
                      lender: app.lender_name,
                      status: t(`statuses.${app.status}`, { defaultValue: app.status }),
                      date: formatDate(app.created_at, i18n.language),
                    })}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <Typography variant="subtitle1" component="h3">
            {t('preview.eraseHeading')}
          </Typography>
          <LinesTable
            caption={t('preview.eraseHeading')}
            lines={data.lines.filter((line) => line.action === 'erase')}
          />
          <Typography variant="subtitle1" component="h3">
            {t('preview.keepHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('preview.keepWhy')}
          </Typography>
          <LinesTable caption={t('preview.keepHeading')} lines={data.lines.filter((line) => line.action === 'keep')} />
          <Stack direction="row" spacing={1} alignItems="center">
            <StatusChip label={t('preview.final')} tone="warning" />
            <Button
              variant="contained"
              color="error"
              startIcon={<DeleteForeverIcon />}
              disabled={blocked}
              onClick={() => setErasing(true)}
            >
              {t('preview.erase')}
            </Button>
          </Stack>
          {erasing ? <EraseCustomerDialog customer={data.customer} onClose={() => setErasing(false)} /> : null}
        </>
      )}
    </Stack>
  );
}
