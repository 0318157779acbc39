import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProductType } from '@saakh/domain/product-types';
import { getToken, setSessionValue } from '@/lib/session';

const loanProducts: { type: ProductType; key: string; detail: string }[] = [
  { type: 'Personal Loans', key: 'personal', detail: '/user/user-detail' },
  { type: 'Business Loans', key: 'business', detail: '/user/business-detail' },
  { type: 'Gold Loans', key: 'gold', detail: '/user/gold-loan-detail' },
  { type: 'Affordable Housing Loan', key: 'housing', detail: '/user/affordable-housing-loan-detail' },
];

/** The products page: choosing a loan sets the product type and continues to its detail page. */
export function ProductsPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('products.title')}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('products.loans')}
      </Typography>
      <Grid container spacing={2}>
        {loanProducts.map((product) => (
          <Grid key={product.key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h6" component="h3">
                  {t(`products.${product.key}.name`)}
                </Typography>
                <Typography color="text.secondary">{t(`products.${product.key}.text`)}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  variant="contained"
                  onClick={() => {
                    setSessionValue('productType', product.type);
                    navigate(getToken('customer') ? product.detail : '/verification');
                  }}
                >
                  {t('products.apply')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
