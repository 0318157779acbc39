import CheckCircleOutlineIcon from '@/components/ui/icons/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import type { InsuranceKind } from '@saakh/domain/insurance';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useInsuranceProducts } from '../api/get-insurance-products';

export type InsuranceTransactionProps = {
  kind: string | null;
  onKindChange: (kind: InsuranceKind) => void;
  /** The customer leaves for the insurer's quote page: the page reports the click-out. */
  onQuoteClick?: () => void;
};

/** The insurance transaction page: the chosen cover and the way on to the insurer's quote page. */
export function InsuranceTransaction({ kind, onKindChange, onQuoteClick }: InsuranceTransactionProps) {
  const { t, i18n } = useTranslation('customer');
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const products = useInsuranceProducts(language);

  if (products.isPending) return <PageLoader />;
  if (products.isError) return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  if (products.data.length === 0) return <EmptyState title={t('insurance.none')} />;
  const product = products.data.find((item) => item.key === kind) ?? products.data[0];
  if (!product) return <EmptyState title={t('insurance.none')} />;

  return (
    <Stack spacing={2.5}>
      <ToggleButtonGroup
        exclusive
        value={product.key}
        onChange={(_event, next: InsuranceKind | null) => {
          if (next) onKindChange(next);
        }}
        aria-label={t('insurance.choose')}
        sx={{ flexWrap: 'wrap' }}
        size="small"
      >
        {products.data.map((item) => (
          <ToggleButton key={item.key} value={item.key}>
            {item.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="insurance-product">
        <Typography variant="h5" component="h2" gutterBottom>
          {product.name}
        </Typography>
        <Typography color="text.secondary">{product.description}</Typography>
        {product.features.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
            {product.features.map((feature) => (
              <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
                <CheckCircleOutlineIcon color="success" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                <Typography variant="body2">{feature}</Typography>
              </Stack>
            ))}
          </Box>
        ) : null}
        {product.partnerUrl ? (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              size="large"
              href={product.partnerUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onQuoteClick}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('insurance.getQuote')}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t('insurance.partnerNote')}
            </Typography>
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('insurance.callback')}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
