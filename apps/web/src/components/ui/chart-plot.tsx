/**
 * The drawing of a chart (@mui/x-charts, some 74 KB as transferred): its own chunk, which `Chart` loads after the page
 * around it has painted (issue 34). Fills the height of the box it is given, legend included, so it takes exactly the
 * place of the placeholder drawn before it.
 */
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCompactIndian } from '@saakh/domain/money';
import type { ChartProps } from './chart';

export type ChartPlotProps = Pick<ChartProps, 'kind' | 'xLabels' | 'series' | 'stacked' | 'money' | 'layout'> & {
  valueFormat: (value: number) => string;
};

export function ChartPlot({
  kind,
  xLabels,
  series,
  stacked = false,
  money = false,
  layout = 'vertical',
  valueFormat,
}: ChartPlotProps) {
  const theme = useTheme();
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
  if (kind === 'bar' && layout === 'horizontal')
    return (
      <BarChart
        layout="horizontal"
        yAxis={[{ scaleType: 'band' as const, data: xLabels, width: 120 }]}
        xAxis={valueAxis}
        series={colored}
      />
    );
  if (kind === 'bar') return <BarChart xAxis={xAxis} yAxis={valueAxis} series={colored} />;
  return <LineChart xAxis={[{ ...xAxis[0], scaleType: 'point' as const }]} yAxis={valueAxis} series={colored} />;
}
