import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import hiCustomer from '@/locales/hi/customer.json';
import { createBrandTheme } from '@/lib/theme';
import { initTestI18n } from '@/testing/test-i18n';
import { ProductCatalogue } from './product-catalogue';

const cards = {
  category: 'Cards',
  name: 'Cards',
  products: [
    {
      key: 'credit-card',
      name: 'Credit cards',
      productType: 'Credit Cards',
      loanProduct: null,
      path: '/credit-cards',
      available: true,
    },
    {
      key: 'discount-voucher',
      name: 'Discount vouchers',
      productType: null,
      loanProduct: null,
      path: '/vouchers',
      available: true,
    },
  ],
};

vi.mock('../api/get-product-catalogue', () => ({
  useProductCatalogue: () => ({ isPending: false, isError: false, data: [cards] }),
}));
vi.mock('../api/get-insurance-products', () => ({ useInsuranceProducts: () => ({ data: [] }) }));

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('hi', 'customer', hiCustomer);
});
afterEach(cleanup);
afterAll(() => i18next.changeLanguage('en'));

function renderCatalogue() {
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <ProductCatalogue onChoose={() => undefined} />
    </ThemeProvider>,
  );
}

describe('ProductCatalogue', () => {
  it('says "See vouchers" on the vouchers tile and "See cards" on the cards tile', async () => {
    await i18next.changeLanguage('en');
    renderCatalogue();
    expect(await screen.findByTestId('product-discount-voucher')).toHaveTextContent('See vouchers');
    expect(screen.getByTestId('product-credit-card')).toHaveTextContent('See cards');
  });

  it('says it in Hindi too', async () => {
    await i18next.changeLanguage('hi');
    renderCatalogue();
    expect(await screen.findByTestId('product-discount-voucher')).toHaveTextContent('वाउचर देखें');
  });
});
