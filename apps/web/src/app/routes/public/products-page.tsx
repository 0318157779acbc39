import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CatalogueProduct } from '@saakh/domain/insurance';
import type { ProductType } from '@saakh/domain/product-types';
import {
  BusinessRegistrationDialog,
  type BusinessRegistrationAnswer,
} from '@/features/catalogue/components/business-registration-dialog';
import { useOpenApp } from '@/features/applications/api/open-app';
import { ProductCatalogue } from '@/features/catalogue/components/product-catalogue';
import { useBrowserValue } from '@/lib/hydration';
import { hasSession, setSessionValue } from '@/lib/session';

/** A new product choice starts from that product's welcome page: the app id of another journey does not carry over. */
function chooseProduct(type: ProductType | null, productId: string | null = null): void {
  setSessionValue('productType', type);
  setSessionValue('productId', productId);
  setSessionValue('appId', null);
}

function insuranceKind(path: string | null): string | null {
  const query = path?.split('?')[1];
  return query ? new URLSearchParams(query).get('kind') : null;
}

/**
 * /products: every product by category. Choosing one sets the product type and continues in the signed-in area
 * (through login when needed); Business Loans first asks the business-registration question (customer spec §2).
 */
export function ProductsPage() {
  const { t } = useTranslation('customer');
  const navigate = useNavigate();
  const [businessDialog, setBusinessDialog] = useState(false);
  const signedIn = useBrowserValue(hasSession('customer'), false);
  const enter = (path: string, replace = false) => navigate(signedIn ? path : '/verification', { replace });
  const openApp = useOpenApp();

  const onChoose = (product: CatalogueProduct) => {
    if (product.loanProduct === 'bl') {
      setBusinessDialog(true);
      return;
    }
    if (product.productType === 'Credit Cards') {
      navigate(product.path ?? '/credit-cards');
      return;
    }
    if (product.productType === 'Other Insurance') {
      chooseProduct('Other Insurance', insuranceKind(product.path));
      enter(product.path ?? '/user');
      return;
    }
    if (product.productType) {
      chooseProduct(product.productType);
      enter('/user');
      return;
    }
    // Discount vouchers: a public listing, like the cards.
    if (product.path) navigate(product.path);
  };

  const onBusinessAnswer = (answer: BusinessRegistrationAnswer) => {
    setBusinessDialog(false);
    if (answer === 'yes') {
      chooseProduct('Business Loans');
      enter('/user');
    } else {
      chooseProduct('Personal Loans');
      void enterPersonalDetail();
    }
  };

  // NO goes to /user/user-detail (customer spec §2): the personal-loan journey is opened first, since the routing
  // rules send a customer without one to the welcome page instead. A failure has shown its toast; the customer stays.
  const enterPersonalDetail = async () => {
    if (!signedIn) {
      enter('/user/user-detail', true);
      return;
    }
    try {
      await openApp.mutateAsync({ product: 'pl' });
    } catch {
      return;
    }
    navigate('/user/user-detail', { replace: true });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {t('products.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('products.subtitle')}
      </Typography>
      <ProductCatalogue onChoose={onChoose} />
      <BusinessRegistrationDialog
        open={businessDialog}
        onContinue={onBusinessAnswer}
        onClose={() => {
          // Closing without an answer leaves no product chosen (customer spec §2).
          setBusinessDialog(false);
          setSessionValue('productType', null);
          setSessionValue('productId', null);
        }}
      />
    </Container>
  );
}
