import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SharedParty } from '@saakh/domain/data-rights';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { formatDate } from '@/lib/format';
import { useMyData } from '../api/get-my-data';
import { MyDataSection } from './my-data-section';

/** What a party is to the customer: a lender, the partner who brought them, or a processor by what it does. */
function partyRole(party: SharedParty, t: TFunction<'customer', 'dataRights'>): string {
  if (party.kind === 'processor' && party.role) return t(`shared.roles.${party.role}`);
  return t(`shared.kinds.${party.kind}`);
}

function sharedData(party: SharedParty, t: TFunction<'customer', 'dataRights'>): string {
  return party.data.map((category) => t(`categories.${category}`)).join(', ') || '—';
}

/**
 * "Who we shared it with": each lender an application went to (with the applications' references), the partner who
 * brought the customer and the processors that carry messages or keep files, with the first and last dates. A table
 * on wider screens; on a phone each party is a card, so nothing scrolls sideways.
 */
export function SharedPartiesSection() {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const summary = useMyData();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const parties = summary.data?.shared ?? [];
  return (
    <MyDataSection id="shared-title" title={t('shared.title')} intro={t('shared.intro')} testId="shared-parties">
      {summary.isPending ? (
        <Stack spacing={1} aria-label={t('shared.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : parties.length === 0 ? (
        <EmptyState title={t('shared.empty')} />
      ) : phone ? (
        <Stack component="ul" spacing={1.5} aria-labelledby="shared-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {parties.map((party) => (
            <PartyCard key={`${party.kind}-${party.name}-${party.role ?? ''}`} party={party} />
          ))}
        </Stack>
      ) : (
        <PartiesTable parties={parties} />
      )}
    </MyDataSection>
  );
}

function PartyCard({ party }: { party: SharedParty }) {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const facts: [string, string][] = [
    [t('shared.data'), sharedData(party, t)],
    [t('shared.first'), formatDate(party.first_at, i18n.language)],
    [t('shared.last'), formatDate(party.last_at, i18n.language)],
  ];
  if (party.references.length > 0) facts.push([t('shared.references'), party.references.join(', ')]);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid={`shared-${party.kind}`}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {party.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {partyRole(party, t)}
      </Typography>
      <FactList facts={facts} spacing={1} />
    </Paper>
  );
}

function PartiesTable({ parties }: { parties: SharedParty[] }) {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="shared-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('shared.party')}</TableCell>
            <TableCell>{t('shared.data')}</TableCell>
            <TableCell>{t('shared.references')}</TableCell>
            <TableCell>{t('shared.first')}</TableCell>
            <TableCell>{t('shared.last')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parties.map((party) => (
            <TableRow key={`${party.kind}-${party.name}-${party.role ?? ''}`} data-testid={`shared-${party.kind}`}>
              <TableCell component="th" scope="row">
                <Box sx={{ fontWeight: 600 }}>{party.name}</Box>
                <Typography variant="caption" color="text.secondary">
                  {partyRole(party, t)}
                </Typography>
              </TableCell>
              <TableCell>{sharedData(party, t)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{party.references.join(', ') || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(party.first_at, i18n.language)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(party.last_at, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
