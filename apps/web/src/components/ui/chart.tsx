/**
 * The one chart wrapper (on @mui/x-charts): bars or lines over labelled points, in the brand's colours, with a
 * loading state, an explained empty state instead of a flat line of zeros, and the same numbers as a table for
 * screen readers and keyboard users.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactIndian } from '@saakh/domain/money';
import { EmptyState } from './empty-state';
import { visuallyHidden } from './visually-hidden';

export type ChartTone = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
export type ChartSeries = { label: string; data: number[]; tone?: ChartTone };

export type ChartProps = {
  kind: 'bar' | 'line';
  /** What the chart shows, for screen readers and as the table's caption. */
  title: string;
  xLabels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  height?: number;
  loading?: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  valueFormat?: (value: number) => string;
  /** The values are rupees: the value axis reads ₹1.2 L rather than 1.2 L. */
  money?: boolean;
  /** Bars along the x axis (default) or across, labels on the left: a funnel's long step names fit a phone. */
  layout?: 'vertical' | 'horizontal';
};

export function Chart({
  kind,
  title,
  xLabels,
  series,
  stacked = false,
  height = 280,
  loading = false,
  emptyTitle,
  emptyDescription,
  valueFormat = (value) => value.toLocaleString('en-IN'),
  money = false,
  layout = 'vertical',
}: ChartProps) {
  const theme = useTheme();
  const { t } = useTranslation('kit');
  const tableId = useId();
  if (loading) return <Skeleton variant="rounded" height={height} aria-label={t('chart.loading')} />;
  const empty = xLabels.length === 0 || series.every((item) => item.data.every((value) => value === 0));
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} />;

  const colored = series.map((item, index) => ({
    label: item.label,
    data: item.data,
    color: theme.palette[item.tone ?? (index === 0 ? 'primary' : 'secondary')].main,
    valueFormatter: (value: number | null) => (value === null ? '' : valueFormat(value)),
    ...(stacked ? { stack: 'total' } : {}),
  }));
  const xAxis = [{ scaleType: 'band' as const, data: xLabels }];
  // The value axis in short Indian figures (1.2 L, 10 K): a full 1,00,000 does not fit beside the chart on a phone.
  const valueAxis = [{ valueFormatter: (value: number) => formatCompactIndian(value, { rupees: money }) }];
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title} aria-describedby={tableId}>
      <Box aria-hidden>
        {kind === 'bar' && layout === 'horizontal' ? (
          <BarChart
            height={height}
            layout="horizontal"
            yAxis={[{ scaleType: 'band' as const, data: xLabels, width: 120 }]}
            xAxis={valueAxis}
            series={colored}
          />
        ) : kind === 'bar' ? (
          <BarChart height={height} xAxis={xAxis} yAxis={valueAxis} series={colored} />
        ) : (
          <LineChart
            height={height}
            xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]}
            yAxis={valueAxis}
            series={colored}
          />
        )}
      </Box>
      {/* Read by screen readers only: the chart's numbers as a table. The box hides it: a table grows to its
          content whatever its own width, and would widen a phone's page. */}
      <Box sx={visuallyHidden}>
        <table id={tableId}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.point')}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((item) => (
                  <td key={item.label}>{valueFormat(item.data[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
