import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Kfs, RepaymentRow } from '@saakh/domain/kfs';
import { formatRupees, formatRupeesExact, roundPaise } from '@saakh/domain/money';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useKfs } from '../api/get-kfs';
import { shapeFromSearch } from '../utils/shape-steps';
import { LenderDetails } from './lender-details';

type Row = readonly [label: string, value: ReactNode];

/** Label and value rows, the label a row header: how every part of the KFS lists its items. */
function FactsTable({ caption, rows, testId }: { caption: string; rows: readonly Row[]; testId?: string }) {
  return (
    <Table size="small" data-testid={testId} sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere' } }}>
      <Box component="caption" sx={{ captionSide: 'top', textAlign: 'start', typography: 'subtitle2', px: 0, pt: 0 }}>
        {caption}
      </Box>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '50%', pl: 0 }}>
              {label}
            </TableCell>
            <TableCell sx={{ fontWeight: 600, pr: 0 }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
      data-testid={id}
    >
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}

function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Annex C's column sums: principal sums to the loan, instalments to the total payable (the domain's schedule). */
function scheduleTotals(rows: readonly RepaymentRow[]) {
  return rows.reduce(
    (sum, row) => ({
      principal: roundPaise(sum.principal + row.principal),
      interest: roundPaise(sum.interest + row.interest),
      instalment: roundPaise(sum.instalment + row.instalment),
    }),
    { principal: 0, interest: 0, instalment: 0 },
  );
}

/** Annex C, folded until asked for: dozens of rows would bury Part 2 on a phone. Scrolls sideways within itself. */
function RepaymentSchedule({ kfs }: { kfs: Kfs }) {
  const { t, i18n } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const totals = scheduleTotals(kfs.schedule);
  const money = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <>
      <Box>
        <Button variant="outlined" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
          {open ? t('kfs.annexC.hide') : t('kfs.annexC.show', { count: kfs.schedule.length })}
        </Button>
      </Box>
      <Box id={regionId} hidden={!open}>
        {open ? (
          // Focusable so a keyboard can scroll the wide table on a phone.
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={t('kfs.annexC.caption')}
            data-testid="kfs-schedule"
            sx={{ maxHeight: 480, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table size="small" stickyHeader sx={{ '& td, & th': { px: 1 } }}>
              <Box component="caption" sx={{ captionSide: 'top', textAlign: 'start', typography: 'caption' }}>
                {t('kfs.annexC.caption')}
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">{t('kfs.annexC.number')}</TableCell>
                  <TableCell scope="col">{t('kfs.annexC.dueOn')}</TableCell>
                  <TableCell scope="col" sx={money}>
                    {t('kfs.annexC.opening')}
                  </TableCell>
                  <TableCell scope="col" sx={money}>
                    {t('kfs.annexC.principal')}
                  </TableCell>
                  <TableCell scope="col" sx={money}>
                    {t('kfs.annexC.interest')}
                  </TableCell>
                  <TableCell scope="col" sx={money}>
                    {t('kfs.annexC.instalment')}
                  </TableCell>
                  <TableCell scope="col" sx={money}>
                    {t('kfs.annexC.closing')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {kfs.schedule.map((row) => (
                  <TableRow key={row.number}>
                    <TableCell component="th" scope="row">
                      {row.number}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.dueOn, i18n.language)}</TableCell>
                    <TableCell sx={money}>{formatRupeesExact(row.opening)}</TableCell>
                    <TableCell sx={money}>{formatRupeesExact(row.principal)}</TableCell>
                    <TableCell sx={money}>{formatRupeesExact(row.interest)}</TableCell>
                    <TableCell sx={money}>{formatRupeesExact(row.instalment)}</TableCell>
                    <TableCell sx={money}>{formatRupeesExact(row.closing)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow
                  data-testid="kfs-schedule-total"
                  sx={{ '& td, & th': { fontWeight: 700, color: 'text.primary' } }}
                >
                  <TableCell component="th" scope="row" colSpan={3}>
                    {t('kfs.annexC.total')}
                  </TableCell>
                  <TableCell sx={money}>{formatRupeesExact(totals.principal)}</TableCell>
                  <TableCell sx={money}>{formatRupeesExact(totals.interest)}</TableCell>
                  <TableCell sx={money}>{formatRupeesExact(totals.instalment)}</TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        ) : null}
      </Box>
    </>
  );
}

export type KfsViewProps = { kfs: Kfs };

/**
 * A Key Facts Statement in RBI's standard format (KFS circular of April 2024, Annex A): Part 1 (the loan, its
 * interest and fees, its contingent charges), Part 2 (recovery, grievances, transfer, co-lending, the look-up period,
 * the LSP), Annex B (the figures that make the APR) and Annex C (the repayment schedule). A charge or clause the
 * lender has not stated is said to be missing rather than left out, so the customer knows to ask.
 */
export function KfsView({ kfs }: KfsViewProps) {
  const { t, i18n } = useTranslation('customer');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const notStated = t('kfs.notStated');
  const terms = kfs.lenderTerms;

  const part1: Row[] = [
    ...(kfs.proposalNumber ? ([[t('kfs.proposalNumber'), kfs.proposalNumber]] as Row[]) : []),
    [t('kfs.lender'), kfs.lenderName],
    [t('kfs.loanType'), t(`applications.products.${kfs.product}`)],
    [t('kfs.loanAmount'), formatRupees(kfs.loanAmount)],
    [t('kfs.disbursal'), t('kfs.disbursalSingle')],
    [t('kfs.tenure'), t('offers.months', { count: kfs.tenureMonths })],
    [t('kfs.instalmentType'), t('kfs.instalmentTypeEmi')],
    [t('kfs.instalments'), t('kfs.instalmentsValue', { count: kfs.instalments })],
    [t('kfs.emi'), formatRupeesExact(kfs.emi)],
    [t('kfs.firstInstalment'), date(kfs.firstInstalmentOn)],
    [t('kfs.interestRate'), `${kfs.interestRate.toFixed(2)}% (${t('kfs.fixed')})`],
    [t('kfs.feesToLender'), formatRupeesExact(kfs.processingFee)],
    [t('kfs.feesToThirdParties'), formatRupeesExact(kfs.thirdPartyFees)],
    [t('kfs.otherCharges'), formatRupeesExact(kfs.otherCharges)],
    [t('kfs.apr'), `${kfs.apr.toFixed(2)}%`],
  ];
  const contingent: Row[] = [
    [t('offers.lender.penal'), kfs.charges.penal ?? notStated],
    [t('offers.lender.bounce'), kfs.charges.bounce ?? notStated],
    [t('offers.lender.foreclosure'), kfs.charges.foreclosure ?? notStated],
    [t('kfs.switching'), terms.switchingCharges ?? notStated],
    [t('offers.lender.partPrepayment'), kfs.charges.partPrepayment ?? notStated],
  ];
  const annexB: Row[] = [
    [t('kfs.loanAmount'), formatRupeesExact(kfs.loanAmount)],
    [t('kfs.tenure'), t('offers.months', { count: kfs.tenureMonths })],
    [t('kfs.instalments'), t('kfs.instalmentsValue', { count: kfs.instalments })],
    [t('kfs.emi'), formatRupeesExact(kfs.emi)],
    [t('kfs.totalInterest'), formatRupeesExact(kfs.totalInterest)],
    [t('kfs.feesToLender'), formatRupeesExact(kfs.processingFee)],
    [t('kfs.feesToThirdParties'), formatRupeesExact(kfs.thirdPartyFees)],
    [t('kfs.totalCost'), formatRupeesExact(kfs.totalCost)],
    [t('kfs.netDisbursed'), formatRupeesExact(kfs.netDisbursed)],
    [t('kfs.totalPayable'), formatRupeesExact(kfs.totalPayable)],
    [t('kfs.apr'), `${kfs.apr.toFixed(2)}%`],
  ];
  const officer = terms.nodalOfficer;

  return (
    <Stack spacing={2.5}>
      <Part id="kfs-part-1" title={t('kfs.part1')}>
        <FactsTable caption={t('kfs.part1Caption')} rows={part1} testId="kfs-table" />
        <FactsTable caption={t('kfs.contingentCaption')} rows={contingent} testId="kfs-contingent" />
      </Part>

      <Part id="kfs-part-2" title={t('kfs.part2')}>
        <Clause title={t('kfs.recoveryTitle')}>
          <Typography variant="body2">{terms.recoveryAgents ?? t('kfs.recoveryStandard')}</Typography>
        </Clause>
        <Clause title={t('kfs.grievanceTitle')}>
          <Stack spacing={1.5}>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {kfs.grievance.name}
              </Typography>
              <Typography variant="body2">
                {t('kfs.phone')}:{' '}
                <Link href={`tel:${kfs.grievance.phone.replace(/\s/g, '')}`}>{kfs.grievance.phone}</Link>
              </Typography>
              <Typography variant="body2">
                {t('kfs.email')}:{' '}
                <Link href={`mailto:${kfs.grievance.email}`} lang="en">
                  {kfs.grievance.email}
                </Link>
              </Typography>
              <Typography variant="body2">
                {t('kfs.address')}: {kfs.grievance.address}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('kfs.grievanceDays', { count: kfs.grievance.responseDays })}
              </Typography>
            </Box>
            {officer ? (
              <Box data-testid="kfs-nodal-officer">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('kfs.nodalOfficer', { lender: kfs.lenderName })}
                </Typography>
                <Typography variant="body2">{officer.name}</Typography>
                {officer.phone ? (
                  <Typography variant="body2">
                    {t('kfs.phone')}: <Link href={`tel:${officer.phone.replace(/[\s-]/g, '')}`}>{officer.phone}</Link>
                  </Typography>
                ) : null}
                {officer.email ? (
                  <Typography variant="body2">
                    {t('kfs.email')}:{' '}
                    <Link href={`mailto:${officer.email}`} lang="en">
                      {officer.email}
                    </Link>
                  </Typography>
                ) : null}
              </Box>
            ) : null}
            <Typography variant="body2" data-testid="kfs-ombudsman">
              {t('kfs.ombudsman', { days: kfs.grievance.responseDays, tollFree: kfs.ombudsman.tollFree })}{' '}
              <Link href={kfs.ombudsman.portal} target="_blank" rel="noopener noreferrer" lang="en">
                {kfs.ombudsman.portal.replace(/^https?:\/\//, '')}
              </Link>
            </Typography>
          </Stack>
        </Clause>
        <Clause title={t('kfs.transferTitle')}>
          <Typography variant="body2">{t('kfs.transferText')}</Typography>
        </Clause>
        {terms.coLending ? (
          <Clause title={t('kfs.coLendingTitle')}>
            <Typography variant="body2">{terms.coLending}</Typography>
          </Clause>
        ) : null}
        <Clause title={t('kfs.coolingOff')}>
          <Typography variant="body2" data-testid="kfs-cooling-off">
            {t('kfs.coolingOffText', { count: kfs.coolingOffDays, amount: formatRupeesExact(kfs.exitAmount) })}
          </Typography>
        </Clause>
        <Box component="section" aria-labelledby="kfs-lender-title">
          <Typography id="kfs-lender-title" variant="subtitle2" component="h3">
            {t('kfs.lenderTitle')}
          </Typography>
          <LenderDetails lender={kfs.lender} charges={kfs.charges} lspName={kfs.lspName} hideCharges />
        </Box>
      </Part>

      <Part id="kfs-annex-b" title={t('kfs.annexB.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('kfs.annexB.explain')}
        </Typography>
        <FactsTable caption={t('kfs.annexB.caption')} rows={annexB} testId="kfs-apr" />
      </Part>

      <Part id="kfs-annex-c" title={t('kfs.annexC.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('kfs.annexC.explain', { total: formatRupeesExact(kfs.totalPayable) })}
        </Typography>
        <RepaymentSchedule kfs={kfs} />
      </Part>

      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="kfs-validity">
        {t('kfs.validUntil', { date: date(kfs.validUntil) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('kfs.issuedOn', { date: date(kfs.issuedOn) })} {t('kfs.note')}
      </Typography>
    </Stack>
  );
}

export type OfferKfsProps = { appId: number; lenderId: number };

/**
 * An offer's indicative KFS (no proposal number yet). The offers page opens it at the amount and tenure the customer
 * chose (`?amount=&tenure_months=`).
 */
export function OfferKfs({ appId, lenderId }: OfferKfsProps) {
  const [search] = useSearchParams();
  const kfs = useKfs(appId, lenderId, shapeFromSearch(search));
  if (kfs.isPending) return <PageLoader />;
  if (kfs.isError) return <ErrorState error={kfs.error} onRetry={() => void kfs.refetch()} />;
  return <KfsView kfs={kfs.data} />;
}
