import AccountBalanceOutlinedIcon from '@/components/ui/icons/AccountBalanceOutlined';
import CreditCardOutlinedIcon from '@/components/ui/icons/CreditCardOutlined';
import HealthAndSafetyOutlinedIcon from '@/components/ui/icons/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@saakh/domain/i18n';
import type { CatalogueProduct, InsuranceProduct } from '@saakh/domain/insurance';
import type { ProductCategory } from '@saakh/domain/product-types';
import { loanProducts } from '@saakh/domain/products';
import { ErrorState } from '@/components/ui/error-state';
import { RenderLater } from '@/components/ui/render-later';
import { useInsuranceProducts } from '../api/get-insurance-products';
import { useProductCatalogue } from '../api/get-product-catalogue';

const indian = new Intl.NumberFormat('en-IN');

/** Each loan's advertised limits by its catalogue key: the figures the profile form and the offers keep to. */
const loanLimits = new Map<string, { min: string; max: string; months: number | null }>(
  Object.values(loanProducts).map((loan) => [
    loan.catalogueKey,
    { min: indian.format(loan.amount.min), max: indian.format(loan.amount.max), months: loan.maxOfferTenureMonths },
  ]),
);

const icons: Record<ProductCategory, ReactNode> = {
  Loans: <AccountBalanceOutlinedIcon />,
  Insurance: <HealthAndSafetyOutlinedIcon />,
  Cards: <CreditCardOutlinedIcon />,
};

export type ProductCatalogueProps = {
  onChoose: (product: CatalogueProduct) => void;
};

/** The insurance kind a catalogue path names (`…?kind=health`). */
function insuranceKindOf(path: string | null): string | null {
  const query = path?.split('?')[1];
  return query ? new URLSearchParams(query).get('kind') : null;
}

/** Tiles rendered with the catalogue's data, as many as the placeholders before it: a wide screen's first row. */
const FIRST_TILES = 4;

/** Every product by category (customer spec §1); insurance products show their cover from the insurance list. */
export function ProductCatalogue({ onChoose }: ProductCatalogueProps) {
  const { t, i18n } = useTranslation('customer');
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const catalogue = useProductCatalogue(language);
  const insurance = useInsuranceProducts(language);

  if (catalogue.isPending) {
    return (
      <Grid container spacing={2} aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
        {[0, 1, 2, 3].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (catalogue.isError) {
    return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  }

  const insuranceByKind = new Map<string, InsuranceProduct>(
    (insurance.data ?? []).map((product) => [product.key, product]),
  );

  // The first tiles (as many as the placeholders) render with the data; each after them in a short task of its own.
  let tiles = 0;
  return (
    <Stack spacing={4}>
      {catalogue.data.map((group) => (
        <Box component="section" key={group.category} aria-labelledby={`category-${group.category}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
            {icons[group.category]}
            <Typography id={`category-${group.category}`} variant="h5" component="h2" sx={{ color: 'text.primary' }}>
              {group.name}
            </Typography>
          </Stack>
          <Grid container spacing={2}>
            {group.products.map((product) => {
              const cover =
                group.category === 'Insurance' ? insuranceByKind.get(insuranceKindOf(product.path) ?? '') : undefined;
              const limits = loanLimits.get(product.key);
              const tile = (
                <Grid key={product.key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card
                    variant="outlined"
                    sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                    data-testid={`product-${product.key}`}
                  >
                    <CardContent sx={{ flexGrow: 1 }}>
                      <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
                        {product.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {cover?.description ?? t(`products.text.${product.key}`)}
                      </Typography>
                      {limits?.months ? (
                        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid={`limits-${product.key}`}>
                          {t('products.limits', limits)}
                        </Typography>
                      ) : null}
                      {cover && cover.features.length > 0 ? (
                        <Box component="ul" sx={{ pl: 2.5, mb: 0, mt: 1 }}>
                          {cover.features.slice(0, 3).map((feature) => (
                            <Typography component="li" variant="body2" key={feature}>
                              {feature}
                            </Typography>
                          ))}
                        </Box>
                      ) : null}
                    </CardContent>
                    <CardActions sx={{ px: 2, pb: 2 }}>
                      {product.available ? (
                        <Button
                          variant="contained"
                          onClick={() => onChoose(product)}
                          aria-label={t('products.applyFor', { product: product.name })}
                        >
                          {product.key === 'discount-voucher'
                            ? t('products.exploreVouchers')
                            : group.category === 'Cards'
                              ? t('products.explore')
                              : t('products.apply')}
                        </Button>
                      ) : (
                        <Chip label={t('products.soon')} variant="outlined" />
                      )}
                    </CardActions>
                  </Card>
                </Grid>
              );
              tiles += 1;
              return tiles <= FIRST_TILES ? tile : <RenderLater key={product.key}>{tile}</RenderLater>;
            })}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
