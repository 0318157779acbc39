import ArrowDownwardIcon from '@/components/ui/icons/ArrowDownward';
import ArrowUpwardIcon from '@/components/ui/icons/ArrowUpward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from './visually-hidden';

export type StatCardProps = {
  label: string;
  value: number | null | undefined;
  /** The same figure over the previous period, for the change shown under the value. */
  previous?: number | null;
  format?: (value: number) => string;
  /** Whether a rise is good news (applications) or bad (failed jobs): colours the change. */
  goodWhen?: 'up' | 'down';
  /** Opens the list behind the figure (drill-down). */
  to?: string;
  loading?: boolean;
  icon?: ReactNode;
  /** The label's heading level, under the section that holds the cards (default h2, a dashboard's cards). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * The change in the page's own words instead of "{{change}}% vs the previous period": what the card shows (+12%)
   * and what a screen reader says ("up 12% on the previous 30 days").
   */
  describeChange?: (change: number) => { text: string; spoken: string };
  /** A line under the figure, e.g. why there is none. */
  note?: string;
};

/** The change from the previous period, in percent; null when there is nothing to compare with. */
export function percentChange(value: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return ((value - previous) / previous) * 100;
}

/** One figure of a dashboard, with its change against the previous period; a click opens what it counts. */
export function StatCard({
  label,
  value,
  previous,
  format = String,
  goodWhen = 'up',
  to,
  loading,
  icon,
  headingLevel = 'h2',
  describeChange,
  note,
}: StatCardProps) {
  const { t } = useTranslation('kit');
  const change = value === null || value === undefined ? null : percentChange(value, previous);
  const good = change !== null && (goodWhen === 'up' ? change >= 0 : change <= 0);
  const described = change === null ? undefined : describeChange?.(change);
  const content = (
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        {icon}
        <Typography variant="body2" component={headingLevel} sx={{ fontWeight: 'fontWeightMedium' }}>
          {label}
        </Typography>
      </Box>
      {/* While loading, the figure's line and the change's line are held at their own heights, so nothing under the
          card moves when the figures come (the partner's dashboard shifted its cards by some 20 px). */}
      {loading ? (
        <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
          <Skeleton width="60%" />
        </Typography>
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 'fontWeightBold', mt: 0.5 }}>
          {value === null || value === undefined ? '—' : format(value)}
        </Typography>
      )}
      {loading && previous !== undefined ? (
        <Typography variant="body2">
          <Skeleton width="40%" />
        </Typography>
      ) : null}
      {!loading && previous !== undefined ? (
        <Typography
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.25,
            color: change === null ? 'text.secondary' : good ? 'success.main' : 'error.main',
          }}
        >
          {change === null || change === 0 ? null : change > 0 ? (
            <ArrowUpwardIcon fontSize="inherit" aria-hidden />
          ) : (
            <ArrowDownwardIcon fontSize="inherit" aria-hidden />
          )}
          {described ? (
            <>
              <span aria-hidden>{described.text}</span>
              <Box component="span" sx={visuallyHidden}>
                {described.spoken}
              </Box>
            </>
          ) : change === null ? (
            t('stat.noComparison')
          ) : (
            t('stat.change', { change: `${change >= 0 ? '+' : ''}${change.toFixed(1)}` })
          )}
        </Typography>
      ) : null}
      {!loading && note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      ) : null}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
