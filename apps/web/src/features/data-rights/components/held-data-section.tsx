import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeldDataLine } from '@saakh/domain/data-rights';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { formatDate } from '@/lib/format';
import { useMyData } from '../api/get-my-data';
import { MyDataSection } from './my-data-section';

export type HeldDataSectionProps = {
  /** The way to correct the profile (a link to the profile page of the customer's product). */
  correction: ReactNode;
};

/**
 * "What we hold": each kind of data Saakh keeps about the customer with how many records and the newest one's date,
 * the profile's filled fields named in the customer's language, and the way to correct them.
 */
export function HeldDataSection({ correction }: HeldDataSectionProps) {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const summary = useMyData();
  const lines = summary.data?.held.filter((line) => line.count > 0) ?? [];
  return (
    <MyDataSection id="held-title" title={t('held.title')} intro={t('held.intro')} testId="held-data">
      {summary.isPending ? (
        <Stack spacing={1} aria-label={t('held.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState title={t('held.empty')} />
      ) : (
        <List dense disablePadding aria-labelledby="held-title">
          {lines.map((line) => (
            <HeldLine key={line.category} line={line} />
          ))}
        </List>
      )}
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('held.correctHint')}
        </Typography>
        {correction}
      </Box>
    </MyDataSection>
  );
}

function HeldLine({ line }: { line: HeldDataLine }) {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const facts = [t('held.count', { count: line.count })];
  if (line.latest_at) facts.push(t('held.latest', { date: formatDate(line.latest_at, i18n.language) }));
  const fields = line.fields.map((field) => t(`fields.${field}`, { defaultValue: t('fields.other') }));
  return (
    <ListItem disableGutters divider data-testid={`held-${line.category}`}>
      <ListItemText
        primary={t(`categories.${line.category}`)}
        secondary={
          <>
            {facts.join(' · ')}
            {fields.length > 0 ? (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {t('held.fields', { fields: [...new Set(fields)].join(', ') })}
              </Box>
            ) : null}
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
      />
    </ListItem>
  );
}
