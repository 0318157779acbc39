import LocalOfferOutlinedIcon from '@/components/ui/icons/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import type { PublicVoucher } from '@saakh/domain/vouchers';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { formatDate } from '@/lib/format';
import { useVouchers } from '../api/get-vouchers';
import { VoucherDialog } from './voucher-dialog';

export type VoucherListProps = {
  /** The customer took the voucher: showed its code or left for the brand's page (once per opening). */
  onUse: (voucher: PublicVoucher) => void;
};

/** The discount vouchers valid today, each opened in a dialog with its terms, code and the brand's page. */
export function VoucherList({ onUse }: VoucherListProps) {
  const { t, i18n } = useTranslation('customer-products');
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const vouchers = useVouchers(language);
  const [open, setOpen] = useState<PublicVoucher | null>(null);

  if (vouchers.isPending) return <PageLoader label={t('vouchers.loading')} />;
  if (vouchers.isError) return <ErrorState error={vouchers.error} onRetry={() => void vouchers.refetch()} />;
  if (vouchers.data.length === 0)
    return <EmptyState title={t('vouchers.empty')} description={t('vouchers.emptyHint')} />;

  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="voucher-list">
        {vouchers.data.map((voucher) => (
          <Grid key={voucher.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <LocalOfferOutlinedIcon color="primary" aria-hidden />
                  <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
                    {voucher.brand}
                  </Typography>
                </Stack>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                  {voucher.discount}
                </Typography>
                <Typography sx={{ mt: 0.5 }}>{voucher.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('vouchers.validUntil', { date: formatDate(voucher.valid_until, language) })}
                </Typography>
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                <Button
                  variant="contained"
                  onClick={() => setOpen(voucher)}
                  aria-label={t('vouchers.openFor', { brand: voucher.brand, discount: voucher.discount })}
                >
                  {t('vouchers.open')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {open ? <VoucherDialog voucher={open} onUse={() => onUse(open)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
