import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatusHistoryEntry } from '@saakh/domain/applications';
import { remarkTexts } from '@saakh/domain/remark-codes';
import { RelativeTime } from '@/components/ui/relative-time';
import { StatusChip } from './status-chip';

export type ApplicationTimelineProps = { history: readonly StatusHistoryEntry[] };

/** Every status the application has had, oldest first, with who moved it (DESIGN §6) and how long ago. */
export function ApplicationTimeline({ history }: ApplicationTimelineProps) {
  const { t, i18n } = useTranslation('customer');
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  if (history.length === 0) return <Typography color="text.secondary">{t('applications.noHistory')}</Typography>;
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('applications.timeline')}
      data-testid="application-timeline"
    >
      {history.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.createdAt}-${entry.status}-${index}`}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === history.length - 1 ? 0 : 2.5,
            borderLeft: index === history.length - 1 ? 'none' : 2,
            borderColor: 'divider',
            ml: 1,
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -7,
              top: 2,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            }}
          />
          {/* "Approved · From the lender · just now": the step, who took it, and when (exactly, on hover). */}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <StatusChip status={entry.status} />
            <Typography variant="body2" data-testid="timeline-source">
              {t(`applications.source.${entry.source}`)}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' · '}
                <RelativeTime value={entry.createdAt} />
              </Box>
            </Typography>
          </Stack>
          {entry.remarkCode ? (
            // The lender's reason code, in the reader's language.
            <Typography variant="body2" sx={{ mt: 0.25 }} data-testid="lender-reason">
              {remarkTexts[entry.remarkCode][language]}
            </Typography>
          ) : null}
          {entry.note ? (
            // The lender's own words, as the lender wrote them (the API sends only those), labelled as theirs.
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
              {t('applications.lenderWords', { words: entry.note })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
