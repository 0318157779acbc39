/** Leads as a list that fits a phone: the customer, why they are here, when they are due; each opens the work view. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '@saakh/domain/telecalling';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { dispositionTone, reasonTone } from './labels';

export type LeadListProps = {
  label: string;
  leads: LeadSummary[];
  emptyTitle: string;
  onOpen: (lead: LeadSummary) => void;
};

export function LeadList({ label, leads, emptyTitle, onOpen }: LeadListProps) {
  const { t, i18n } = useTranslation('telecalling');
  if (leads.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <List aria-label={label} disablePadding>
      {leads.map((lead) => (
        <ListItem key={lead.id} disablePadding>
          <ListItemButton
            onClick={() => onOpen(lead)}
            divider
            data-testid={`queue-lead-${lead.id}`}
            aria-label={t('openLead', { name: lead.customer_name ?? lead.mobile ?? lead.id })}
          >
            <ListItemText
              primary={lead.customer_name ?? t('unnamed')}
              secondaryTypographyProps={{ component: 'div' }}
              secondary={
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2" component="span">
                    {lead.mobile}
                  </Typography>
                  <StatusChip label={t(`reason.${lead.reason}`)} tone={reasonTone[lead.reason]} />
                  {lead.last_disposition ? (
                    <StatusChip
                      label={t(`disposition.${lead.last_disposition}`)}
                      tone={dispositionTone[lead.last_disposition]}
                    />
                  ) : null}
                  <Typography variant="caption" component="span" color="text.secondary">
                    {t('dueAt', { time: formatDateTime(lead.due_at, i18n.language) })}
                    {lead.attempts > 0 ? ` · ${t('attempts', { count: lead.attempts })}` : ''}
                  </Typography>
                </Stack>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
