/**
 * The one chart wrapper (on @mui/x-charts): bars or lines over labelled points, in the brand's colours, with a
 * loading state, an explained empty state instead of a flat line of zeros, and the same numbers as a table for
 * screen readers and keyboard users. The drawing itself (`chart-plot.tsx`, MUI X charts, some 74 KB) loads after the
 * page around it has painted, and only once its place is near the screen (issue 34): a phone shows a dashboard's
 * charts after a scroll, and a visit that never scrolls there neither downloads nor draws them. The figure, its label
 * and its table are there at once, and a placeholder of the chart's height holds its place, so nothing moves when it
 * is drawn.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LazyPartBoundary, useLazyPart } from './lazy-part';
import { RenderLater } from './render-later';
import { visuallyHidden } from './visually-hidden';

const loadPlot = () => import('./chart-plot');
const pickPlot = (module: typeof import('./chart-plot')) => module.ChartPlot;

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
  const { t } = useTranslation('kit');
  const tableId = useId();
  const plot = useLazyPart(loadPlot, pickPlot, { name: 'chart' });
  const place = useRef<HTMLDivElement>(null);
  // Named as what it is, an indeterminate progress bar: a name on a role-less span is not allowed (axe's
  // aria-prohibited-attr), and a screen reader would not read it.
  if (loading) {
    return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={t('chart.loading')} />;
  }
  const empty = xLabels.length === 0 || series.every((item) => item.data.every((value) => value === 0));
  if (empty) return <EmptyState title={emptyTitle} description={emptyDescription} />;

  const placeholder = <Skeleton variant="rounded" height="100%" />;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title} aria-describedby={tableId}>
      <LazyPartBoundary
        key={plot.attempt}
        fallback={
          <Box sx={{ minHeight: height, display: 'flex', alignItems: 'center' }}>
            <ErrorState message={t('chart.loadFailed')} onRetry={plot.retry} />
          </Box>
        }
      >
        {/* The drawing fills this box, legend included: the placeholder before it has the same size. */}
        <Box ref={place} aria-hidden sx={{ height }}>
          <RenderLater until="visible" near={place} fallback={placeholder}>
            <Suspense fallback={placeholder}>
              <plot.Part
                kind={kind}
                xLabels={xLabels}
                series={series}
                stacked={stacked}
                money={money}
                layout={layout}
                valueFormat={valueFormat}
              />
            </Suspense>
          </RenderLater>
        </Box>
      </LazyPartBoundary>
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
