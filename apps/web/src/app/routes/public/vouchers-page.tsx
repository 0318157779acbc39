import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { trackEvent } from '@/features/tracking/api/track-event';
import { VoucherList } from '@/features/vouchers/components/voucher-list';

/** /vouchers: brands' discount vouchers valid today; using one counts as choosing vouchers on the dashboard. */
export function VouchersPage() {
  const { t } = useTranslation('customer-products');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {t('vouchers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('vouchers.subtitle')}
      </Typography>
      <VoucherList onUse={() => trackEvent('offer_selected', { product: 'vouchers' })} />
    </Container>
  );
}
