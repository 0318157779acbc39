import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GrievanceEvent } from '@saakh/domain/grievances';
import { formatDateTime } from '@/lib/format';

export type GrievanceTimelineProps = {
  events: readonly (GrievanceEvent & { actor?: string | null })[];
  headingId: string;
};

/** A complaint's steps, oldest first: filed, forwarded to the lender, reminders, answered, the customer's reply. */
export function GrievanceTimeline({ events, headingId }: GrievanceTimelineProps) {
  const { t, i18n } = useTranslation('grievances');
  return (
    <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.kind}-${event.at}-${index}`}
          sx={{ borderLeft: 2, borderColor: 'divider', pl: 2, pb: 2, position: 'relative' }}
        >
          <Typography variant="subtitle2" component="p">
            {t(`events.${event.kind}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(event.at, i18n.language)}
            {event.actor ? ` · ${t('timelineBy', { actor: event.actor })}` : ''}
          </Typography>
          {event.text ? (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.text}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
