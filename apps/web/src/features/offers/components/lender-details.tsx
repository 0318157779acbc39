import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { LenderCharges, LenderDisclosure } from '@saakh/domain/offers';

const chargeKeys = [
  'penal',
  'bounce',
  'foreclosure',
  'partPrepayment',
] as const satisfies readonly (keyof LenderCharges)[];

/** The one line under a lender's name: its kind and, when the brand is not the lending company, who lends. */
export function lenderSummary(lender: LenderDisclosure, t: TFunction<'customer'>): string {
  const parts: string[] = [];
  if (lender.kind) parts.push(t(`offers.kind.${lender.kind}`));
  if (lender.legalName && lender.legalName !== lender.brandName)
    parts.push(t('offers.lender.lentBy', { name: lender.legalName }));
  return parts.join(' · ');
}

export type LenderDetailsProps = {
  lender: LenderDisclosure;
  charges: LenderCharges;
  /** Saakh's name in the reader's language, as the KFS gives it. */
  lspName?: string;
  /** Leave the charges out: the KFS lists them itself, among its contingent charges. */
  hideCharges?: boolean;
};

/**
 * Who lends and what it charges (RBI Digital Lending Directions): the brand and the regulated company behind it, its
 * kind and RBI registration, Saakh's part as Lending Service Provider, and the lender's charges. A charge the lender
 * has not given is said to be missing rather than left out, so the customer knows to ask.
 */
export function LenderDetails({ lender, charges, lspName, hideCharges = false }: LenderDetailsProps) {
  const { t } = useTranslation('customer');
  const lsp = lspName ?? t('offers.lender.saakh');
  const rows: [string, string][] = [
    [t('offers.lender.brand'), lender.brandName],
    [t('offers.lender.legalName'), lender.legalName ?? lender.brandName],
    ...(lender.kind ? ([[t('offers.lender.kind'), t(`offers.kind.${lender.kind}`)]] as [string, string][]) : []),
    [t('offers.lender.rbi'), lender.rbiRegistration ?? t('offers.lender.notGiven')],
  ];
  const chargeRows: [string, string][] = chargeKeys.map((key) => [
    t(`offers.lender.${key}`),
    charges[key] ?? t('offers.lender.chargeMissing'),
  ]);
  const list = (items: [string, string][]) => (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 1.5,
        '& dt': { typography: 'caption', color: 'text.secondary' },
        '& dd': { typography: 'body2', m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
  return (
    <Box data-testid="lender-details" sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
      {list(rows)}
      <Typography variant="body2" color="text.secondary">
        {t('offers.lender.lsp', { lsp, lender: lender.legalName ?? lender.brandName })}
      </Typography>
      {hideCharges ? null : (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('offers.lender.charges')}
          </Typography>
          {list(chargeRows)}
        </>
      )}
    </Box>
  );
}
