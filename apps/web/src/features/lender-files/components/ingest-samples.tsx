/** The first rows of each outcome of a checked file, so an admin sees what applying it would really do. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ingestColumns, type IngestKind, type IngestSample } from '@saakh/domain/ingestion';

export type IngestSamplesProps = {
  kind: IngestKind;
  samples: readonly IngestSample[];
  /** The kind's outcomes, in the order the preview shows them. */
  outcomes: readonly string[];
};

type Column = { id: string; header: string; cell: (sample: IngestSample) => string | number };

function shown(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || value === '' ? '—' : value;
}

export function IngestSamples({ kind, samples, outcomes }: IngestSamplesProps) {
  const { t } = useTranslation('lender-files');
  const groups = outcomes
    .map((outcome) => ({ outcome, rows: samples.filter((sample) => sample.outcome === outcome) }))
    .filter((group) => group.rows.length > 0);
  if (groups.length === 0) return null;

  const columnsFor = (rows: IngestSample[]): Column[] => {
    const columns: Column[] = [
      { id: 'row', header: t('samples.row'), cell: (sample) => sample.row },
      { id: 'application', header: t('samples.application'), cell: (sample) => shown(sample.application_id) },
    ];
    if (kind === 'mis')
      columns.push({ id: 'score', header: t('samples.score'), cell: (sample) => shown(sample.score) });
    if (kind === 'status') {
      columns.push({
        id: 'current',
        header: t('samples.currentStatus'),
        cell: (sample) => (sample.current_status ? t(`applicationStatus.${sample.current_status}`) : '—'),
      });
    }
    // Only the file's columns these rows fill: an MIS has eleven, and a phone is 360 px wide.
    for (const column of ingestColumns[kind]) {
      if (column.key === 'application_id') continue;
      if (rows.every((sample) => shown(sample.values[column.key]) === '—')) continue;
      columns.push({
        id: column.key,
        header: t(kind === 'status' && column.key === 'status' ? 'columns.new_status' : `columns.${column.key}`),
        cell: (sample) => shown(sample.values[column.key]),
      });
    }
    return columns;
  };

  return (
    <Stack spacing={2} component="section" aria-label={t('samples.title')}>
      <Typography variant="subtitle1" component="h4">
        {t('samples.title')}
      </Typography>
      {groups.map(({ outcome, rows }) => {
        const columns = columnsFor(rows);
        const caption = t('samples.caption', { outcome: t(`outcomes.${kind}.${outcome}.label`) });
        return (
          <Box key={outcome} data-testid={`ingest-samples-${outcome}`}>
            <TableContainer
              tabIndex={0}
              role="region"
              aria-label={caption}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
                <Box
                  component="caption"
                  sx={{
                    captionSide: 'top',
                    textAlign: 'left',
                    typography: 'body2',
                    fontWeight: 'fontWeightMedium',
                    px: 2,
                    py: 1,
                  }}
                >
                  {caption}
                </Box>
                <TableHead>
                  <TableRow>
                    {columns.map((column) => (
                      <TableCell key={column.id} scope="col">
                        {column.header}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((sample) => (
                    <TableRow key={`${sample.row}-${sample.outcome}`}>
                      {columns.map((column) => (
                        <TableCell
                          key={column.id}
                          sx={
                            column.id === 'application'
                              ? { fontFamily: 'monospace', wordBreak: 'break-all' }
                              : undefined
                          }
                        >
                          {column.cell(sample)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Box>
        );
      })}
    </Stack>
  );
}
