import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { PartnerPayout, PartnerProduct } from '@saakh/domain/partner-content';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { useOffering } from '../api/get-offerings';
import { ProductLinkCard } from './product-link-card';

const dash = (value: string | null) => (value && value.trim() ? value : '—');

/** What the partner earns, in words, with the example figure worked through as the ledger computes it. */
function PayoutCard({ payout }: { payout: PartnerPayout }) {
  const { t } = useTranslation('partner-content');
  const terms: string[] = [];
  if (payout.revenue_percent) terms.push(t('payout.percent', { percent: payout.revenue_percent }));
  if (payout.revenue_flat_fee) terms.push(t('payout.flat', { amount: formatRupees(payout.revenue_flat_fee) }));
  const example = payout.example;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('payout.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{terms.length > 0 ? terms.join(' + ') : t('payout.none')}</Typography>
      {payout.parent_split_percent ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('payout.parent', { percent: payout.parent_split_percent })}
        </Typography>
      ) : null}
      {example ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('payout.example', { amount: formatRupees(example.amount), lender: example.lender })}
          </Typography>
          <FactList
            facts={[
              [t('payout.saakh'), formatRupees(example.saakh_commission)],
              [t('payout.share'), formatRupees(example.partner_share)],
              ...(example.parent_share > 0
                ? ([[t('payout.parentShare'), formatRupees(example.parent_share)]] as const)
                : []),
              [t('payout.tds', { percent: payout.tds_percent }), formatRupees(example.tds)],
              [t('payout.net'), formatRupees(example.net)],
            ]}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t('payout.noExample')}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('payout.note')}
      </Typography>
    </Paper>
  );
}

/** One product: the partner's link and QR code, its payout, and each lender with its eligibility highlights. */
export function ProductOfferingDetail({ product }: { product: PartnerProduct }) {
  const { t, i18n } = useTranslation('partner-content');
  const offering = useOffering(product, i18n.language);
  if (offering.isPending) return <Skeleton variant="rounded" height={320} />;
  if (offering.isError) return <ErrorState error={offering.error} onRetry={() => void offering.refetch()} />;
  const detail = offering.data;
  return (
    <Stack spacing={3}>
      <ProductLinkCard product={product} name={detail.name} link={detail.link} />
      <PayoutCard payout={detail.payout} />
      <Box component="section" aria-labelledby="offering-providers">
        <Typography id="offering-providers" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {detail.lenders.length > 0 ? t('offering.lendersTitle') : t('offering.providersTitle')}
        </Typography>
        {detail.lenders.length > 0 ? (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {detail.lenders.map((lender) => (
              <Paper component="li" variant="outlined" key={lender.id} sx={{ p: 2 }}>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
                  {lender.name}
                </Typography>
                <FactList
                  facts={[
                    [t('eligibility.age'), dash(lender.eligibility.age)],
                    [t('eligibility.employment'), dash(lender.eligibility.employment)],
                    [t('eligibility.income'), dash(lender.eligibility.income)],
                    [t('eligibility.minLoan'), dash(lender.eligibility.min_loan)],
                    [t('eligibility.maxLoan'), dash(lender.eligibility.max_loan)],
                    [t('eligibility.cibil'), dash(lender.eligibility.cibil)],
                    [t('eligibility.mode'), t(`mode.${lender.mode}`)],
                  ]}
                />
              </Paper>
            ))}
          </Stack>
        ) : detail.providers.length > 0 ? (
          <Alert severity="info" icon={false}>
            {detail.providers.join(', ')}
          </Alert>
        ) : (
          <EmptyState title={t('offering.noProviders')} />
        )}
      </Box>
    </Stack>
  );
}
