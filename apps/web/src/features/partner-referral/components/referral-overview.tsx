/** The referral page's content: the invite link to copy, the sub-partners who joined, their leads and the split. */
import ContentCopyIcon from '@/components/ui/icons/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PartnerLifecycle } from '@saakh/domain/merchants';
import { formatRupeesExact } from '@saakh/domain/money';
import type { ReferralOverview as Overview } from '@saakh/domain/partner-referral';
import { Chart } from '@/components/ui/chart';
import { EmptyState } from '@/components/ui/empty-state';
import { FormSection } from '@/components/ui/form-section';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { toast } from '@/lib/toast';

const tone: Record<PartnerLifecycle, StatusTone> = { applied: 'info', active: 'success', suspended: 'danger' };

export function ReferralOverview({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('partner-support');
  const link = `${window.location.origin}/partner/join/${overview.code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast(t('referral.copied'), 'success');
    } catch {
      toast(t('referral.copyFailed'), 'warning');
    }
  };
  const subs = overview.sub_partners;
  return (
    <Stack spacing={3}>
      <FormSection id="referral-link" title={t('referral.linkTitle')}>
        {overview.can_invite ? (
          <Stack spacing={1.5}>
            <TextField
              label={t('referral.link')}
              value={link}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }}
              fullWidth
            />
            <div>
              <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {t('referral.copy')}
              </Button>
            </div>
            <Alert severity="info">{t('referral.how', { percent: overview.split_percent_default })}</Alert>
          </Stack>
        ) : (
          <Alert severity="info">{t('referral.cannotInvite')}</Alert>
        )}
      </FormSection>
      <FormSection id="referral-joined" title={t('referral.joinedTitle')}>
        {subs.length === 0 ? (
          <EmptyState title={t('referral.empty')} description={t('referral.emptyHelp')} />
        ) : (
          <Stack spacing={3}>
            <TableContainer tabIndex={0} role="region" aria-label={t('referral.tableRegion')}>
              <Table size="small" aria-label={t('referral.joinedTitle')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('referral.columns.name')}</TableCell>
                    <TableCell>{t('columns.status')}</TableCell>
                    <TableCell>{t('referral.columns.joined')}</TableCell>
                    <TableCell align="right">{t('referral.columns.leads')}</TableCell>
                    <TableCell align="right">{t('referral.columns.disbursals')}</TableCell>
                    <TableCell align="right">{t('referral.columns.pending')}</TableCell>
                    <TableCell align="right">{t('referral.columns.earned')}</TableCell>
                    <TableCell align="right">{t('referral.columns.paid')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {subs.map((sub) => (
                    <TableRow key={sub.id}>
                      <TableCell component="th" scope="row">
                        {sub.name}
                      </TableCell>
                      <TableCell>
                        <StatusChip label={t(`partnerStatus.${sub.status}`)} tone={tone[sub.status]} />
                      </TableCell>
                      <TableCell>{formatDate(sub.joined_at, i18n.language)}</TableCell>
                      <TableCell align="right">{sub.leads}</TableCell>
                      <TableCell align="right">{sub.disbursals}</TableCell>
                      <TableCell align="right">{formatRupeesExact(sub.split_pending)}</TableCell>
                      <TableCell align="right">{formatRupeesExact(sub.split_earned)}</TableCell>
                      <TableCell align="right">{formatRupeesExact(sub.split_paid)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Chart
              kind="bar"
              title={t('referral.chart')}
              xLabels={subs.map((sub) => sub.name)}
              stacked
              series={[
                { label: t('referral.columns.pending'), data: subs.map((sub) => sub.split_pending), tone: 'warning' },
                { label: t('referral.columns.earned'), data: subs.map((sub) => sub.split_earned), tone: 'success' },
                { label: t('referral.columns.paid'), data: subs.map((sub) => sub.split_paid), tone: 'primary' },
              ]}
              valueFormat={formatRupeesExact}
              money
              emptyTitle={t('referral.chartEmpty')}
            />
          </Stack>
        )}
      </FormSection>
    </Stack>
  );
}
