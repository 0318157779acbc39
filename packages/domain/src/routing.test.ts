import { describe, expect, it } from 'vitest';
import {
  applicationDocumentsPagePath,
  applicationKfsPagePath,
  decideCustomerRoute,
  sameSitePath,
  type RoutingFlags,
  type RoutingInput,
} from './routing';

const flags = (overrides: Partial<RoutingFlags> = {}): RoutingFlags => ({
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
  is_editing: 0,
  ...overrides,
});

const base: RoutingInput = {
  pathname: '/user/offers',
  hasToken: true,
  productType: 'Personal Loans',
  appId: '12',
  user: flags({ pl_completed: 1 }),
  lenderModeConfigured: false,
};

type Row = [rule: string, input: Partial<RoutingInput>, expected: ReturnType<typeof decideCustomerRoute>];

const rows: Row[] = [
  // outside /user
  ['ignores public pages', { pathname: '/products', hasToken: false }, null],
  ['ignores the landing page', { pathname: '/', hasToken: false, appId: null }, null],
  // layout requirements
  ['sends a visitor without token or app id to the landing page', { hasToken: false, appId: null }, { redirect: '/' }],
  ['sends a visitor with an app id but no token to verification', { hasToken: false }, { redirect: '/verification' }],
  ['sends a customer without a product type to products', { productType: null }, { redirect: '/products' }],
  ['treats an unknown product type as none', { productType: 'Yacht Loans' }, { redirect: '/products' }],
  [
    'lets a signed-in customer open the lender intake form',
    { pathname: '/user/lender-intake/acme/5d0e', productType: null, appId: null },
    null,
  ],
  [
    'sends a visitor to the intake form without token to the landing page',
    { pathname: '/user/lender-intake/acme/5d0e', hasToken: false, appId: null },
    { redirect: '/' },
  ],
  [
    'lets a signed-in customer on any product, or none, open their applications',
    { pathname: '/user/applications', productType: null, appId: null, user: flags() },
    null,
  ],
  [
    'lets a signed-in customer on any product, or none, open their complaints and each one',
    { pathname: '/user/complaints/GR-7K3P9Q', productType: null, appId: null, user: flags() },
    null,
  ],
  [
    'sends a visitor to the complaints without token to the landing page',
    { pathname: '/user/complaints', hasToken: false, appId: null },
    { redirect: '/' },
  ],
  [
    'sends a visitor to the applications without token to the landing page',
    { pathname: '/user/applications', hasToken: false, appId: null },
    { redirect: '/' },
  ],
  [
    'lets a signed-in customer on any product, or none, read an application’s KFS',
    { pathname: '/user/application-kfs/5d0e', productType: null, appId: null, user: flags() },
    null,
  ],
  [
    'lets a signed-in customer on any product, or none, read an application’s asked documents',
    { pathname: '/user/applications/5d0e/documents', productType: null, appId: null, user: flags() },
    null,
  ],
  [
    'sends a visitor to an application’s documents without token to the landing page',
    { pathname: '/user/applications/5d0e/documents', hasToken: false, appId: null },
    { redirect: '/' },
  ],
  [
    'sends a visitor to an application’s KFS without token to the landing page',
    { pathname: '/user/application-kfs/5d0e', hasToken: false, appId: null },
    { redirect: '/' },
  ],
  // entry
  ['sends personal loans with an app id from /user to the offers', { pathname: '/user' }, { redirect: '/user/offers' }],
  [
    'sends personal loans with an app id from /user/ to the offers',
    { pathname: '/user/' },
    { redirect: '/user/offers' },
  ],
  [
    'sends personal loans without an app id to welcome-back',
    { pathname: '/user', appId: null },
    { redirect: '/user/welcome-back' },
  ],
  [
    'sends an incomplete personal profile from /user to user-detail',
    { pathname: '/user', user: flags() },
    { redirect: '/user/user-detail' },
  ],
  [
    'sends credit cards from /user to the card page',
    { pathname: '/user', productType: 'Credit Cards', appId: null },
    { redirect: '/user/credit-card' },
  ],
  [
    'sends insurance from /user to the insurance page',
    { pathname: '/user', productType: 'Other Insurance', appId: null },
    { redirect: '/user/insurance/transaction' },
  ],
  // product guards
  ['sends a business customer away from personal offers', { productType: 'Business Loans' }, { redirect: '/products' }],
  [
    'sends a personal customer away from business detail',
    { pathname: '/user/business-detail' },
    { redirect: '/products' },
  ],
  [
    'sends a gold customer away from housing offers',
    { pathname: '/user/housing-offers', productType: 'Gold Loans' },
    { redirect: '/products' },
  ],
  [
    'sends a personal customer away from gold welcome-back',
    { pathname: '/user/gold-welcome-back' },
    { redirect: '/products' },
  ],
  [
    'sends a business customer away from personal welcome-back',
    { pathname: '/user/welcome-back', productType: 'Business Loans' },
    { redirect: '/products' },
  ],
  ['guards the credit-card page', { pathname: '/user/credit-card' }, { redirect: '/products' }],
  [
    'opens the credit-card page for credit cards',
    { pathname: '/user/credit-card', productType: 'Credit Cards', appId: null },
    null,
  ],
  [
    'guards the insurance page',
    { pathname: '/user/insurance/transaction', productType: 'Credit Cards' },
    { redirect: '/products' },
  ],
  [
    'opens the insurance page for insurance',
    { pathname: '/user/insurance/transaction', productType: 'Other Insurance', appId: null },
    null,
  ],
  // app id on flow pages
  ['sends personal offers without an app id to welcome-back', { appId: null }, { redirect: '/user/welcome-back' }],
  [
    'sends business detail without an app id to business welcome-back',
    { pathname: '/user/business-detail', productType: 'Business Loans', appId: null },
    { redirect: '/user/business-welcome-back' },
  ],
  ['treats a blank app id as none', { appId: '  ' }, { redirect: '/user/welcome-back' }],
  ['opens welcome-back without an app id', { pathname: '/user/welcome-back', appId: null }, null],
  ['opens welcome-back with an app id', { pathname: '/user/welcome-back' }, null],
  [
    'opens business welcome-back',
    { pathname: '/user/business-welcome-back', productType: 'Business Loans', appId: null },
    null,
  ],
  // completion
  [
    'forces user-detail for an incomplete personal profile on offers',
    { user: flags() },
    { redirect: '/user/user-detail' },
  ],
  ['treats a user not loaded yet as incomplete', { user: null }, { redirect: '/user/user-detail' }],
  ['keeps an incomplete personal profile on user-detail', { pathname: '/user/user-detail', user: flags() }, null],
  [
    'sends a completed personal profile from user-detail to offers',
    { pathname: '/user/user-detail' },
    { redirect: '/user/offers' },
  ],
  [
    'keeps a completed profile on user-detail when pl_update_required',
    { pathname: '/user/user-detail', user: flags({ pl_completed: 1, pl_update_required: 1 }) },
    null,
  ],
  [
    'keeps a completed profile on user-detail when pl_se_update_required',
    { pathname: '/user/user-detail', user: flags({ pl_completed: 1, pl_se_update_required: 1 }) },
    null,
  ],
  [
    'keeps a completed profile on user-detail while editing',
    { pathname: '/user/user-detail', user: flags({ pl_completed: 1, is_editing: 1 }) },
    null,
  ],
  [
    'sends personal offers to user-detail when an update is required',
    { user: flags({ pl_completed: 1, pl_update_required: 1 }) },
    { redirect: '/user/user-detail' },
  ],
  ['keeps a completed profile on offers while editing', { user: flags({ pl_completed: 1, is_editing: 1 }) }, null],
  [
    'forces business-detail for an incomplete business profile',
    { pathname: '/user/business-offers', productType: 'Business Loans', user: flags({ pl_completed: 1 }) },
    { redirect: '/user/business-detail' },
  ],
  [
    'sends a completed business profile to business offers',
    { pathname: '/user/business-detail', productType: 'Business Loans', user: flags({ bl_completed: 1 }) },
    { redirect: '/user/business-offers' },
  ],
  [
    'ignores the personal update flags for business',
    {
      pathname: '/user/business-offers',
      productType: 'Business Loans',
      user: flags({ bl_completed: 1, pl_update_required: 1 }),
    },
    null,
  ],
  [
    'keeps a completed business profile on business-detail while editing',
    {
      pathname: '/user/business-detail',
      productType: 'Business Loans',
      user: flags({ bl_completed: 1, is_editing: 1 }),
    },
    null,
  ],
  [
    'forces affordable-housing-loan-detail for an incomplete housing profile',
    { pathname: '/user/housing-offers', productType: 'Affordable Housing Loan' },
    { redirect: '/user/affordable-housing-loan-detail' },
  ],
  [
    'sends a completed housing profile to housing offers',
    {
      pathname: '/user/affordable-housing-loan-detail',
      productType: 'Affordable Housing Loan',
      user: flags({ hl_completed: 1 }),
    },
    { redirect: '/user/housing-offers' },
  ],
  [
    'forces gold-loan-detail for an incomplete gold profile',
    { pathname: '/user/gold-offers', productType: 'Gold Loans' },
    { redirect: '/user/gold-loan-detail' },
  ],
  [
    'sends a completed gold profile to gold offers',
    { pathname: '/user/gold-loan-detail', productType: 'Gold Loans', user: flags({ gl_completed: 1 }) },
    { redirect: '/user/gold-offers' },
  ],
  // lender-submit
  [
    'opens lender-submit when a lender mode is configured and the profile is complete',
    { pathname: '/user/lender-submit', lenderModeConfigured: true },
    null,
  ],
  [
    'sends lender-submit back to offers without a configured lender mode',
    { pathname: '/user/lender-submit' },
    { redirect: '/user/offers' },
  ],
  [
    'returns lender-submit to user-detail when the profile is no longer complete',
    { pathname: '/user/lender-submit', lenderModeConfigured: true, user: flags() },
    { redirect: '/user/user-detail' },
  ],
  [
    'returns lender-submit to user-detail when an update is required',
    {
      pathname: '/user/lender-submit',
      lenderModeConfigured: true,
      user: flags({ pl_completed: 1, pl_update_required: 1 }),
    },
    { redirect: '/user/user-detail' },
  ],
  [
    'returns lender-submit to business-detail for an incomplete business profile',
    { pathname: '/user/lender-submit', lenderModeConfigured: true, productType: 'Business Loans' },
    { redirect: '/user/business-detail' },
  ],
  [
    'sends lender-submit without an app id to welcome-back',
    { pathname: '/user/lender-submit', lenderModeConfigured: true, appId: null },
    { redirect: '/user/welcome-back' },
  ],
  [
    'sends lender-submit for credit cards to products',
    { pathname: '/user/lender-submit', productType: 'Credit Cards' },
    { redirect: '/products' },
  ],
  // welcome-back redirects
  [
    'sends housing customers from welcome-back to housing offers',
    { pathname: '/user/welcome-back', productType: 'Affordable Housing Loan', user: flags({ hl_completed: 1 }) },
    { redirect: '/user/housing-offers' },
  ],
  [
    'sends incomplete housing customers from welcome-back on to the housing detail',
    { pathname: '/user/welcome-back', productType: 'Affordable Housing Loan' },
    { redirect: '/user/affordable-housing-loan-detail' },
  ],
  [
    'sends housing customers without an app id from welcome-back to housing welcome-back',
    { pathname: '/user/welcome-back', productType: 'Affordable Housing Loan', appId: null },
    { redirect: '/user/housing-welcome-back' },
  ],
  [
    'asks for a gold-loan start on welcome-back for gold customers',
    { pathname: '/user/welcome-back', productType: 'Gold Loans' },
    { redirect: '/user/gold-loan-detail', action: 'gold-loan-start' },
  ],
  [
    'falls back to gold offers for a completed gold profile',
    { pathname: '/user/welcome-back', productType: 'Gold Loans', user: flags({ gl_completed: 1 }) },
    { redirect: '/user/gold-offers', action: 'gold-loan-start' },
  ],
  [
    'sends gold customers from housing welcome-back to gold offers',
    { pathname: '/user/housing-welcome-back', productType: 'Gold Loans', user: flags({ gl_completed: 1 }) },
    { redirect: '/user/gold-offers' },
  ],
  [
    'sends business customers away from housing welcome-back',
    { pathname: '/user/housing-welcome-back', productType: 'Business Loans' },
    { redirect: '/products' },
  ],
  // lender pages
  ['opens a lender transaction page with an app id', { pathname: '/user/lenders-transaction/acme' }, null],
  [
    'sends a lender page without an app id to the landing page',
    { pathname: '/user/muthootgold', appId: null },
    { redirect: '/' },
  ],
  // normalisation
  ['ignores a trailing slash and a query', { pathname: '/user/user-detail/?from=mail' }, { redirect: '/user/offers' }],
];

describe('decideCustomerRoute', () => {
  it.each(rows)('%s', (_rule, overrides, expected) => {
    expect(decideCustomerRoute({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('student, 2-wheeler and car loans (issue 13)', () => {
  it.each([
    ['Student Loans', 'student', '/user/student-loan-detail', 'sl_completed'],
    ['Two-Wheeler Loans', 'two-wheeler', '/user/two-wheeler-loan-detail', 'tw_completed'],
    ['Car Loans', 'car', '/user/car-loan-detail', 'cl_completed'],
  ] as const)(
    '%s: welcome without an app id, the details until complete, then the offers',
    (productType, slug, detail, flag) => {
      const input = { ...base, productType, user: flags() };
      expect(decideCustomerRoute({ ...input, pathname: '/user', appId: null })).toEqual({
        redirect: `/user/${slug}-welcome-back`,
      });
      expect(decideCustomerRoute({ ...input, pathname: `/user/${slug}-offers` })).toEqual({ redirect: detail });
      expect(decideCustomerRoute({ ...input, pathname: detail, user: flags({ [flag]: 1 }) })).toEqual({
        redirect: `/user/${slug}-offers`,
      });
      expect(
        decideCustomerRoute({ ...input, pathname: `/user/${slug}-offers`, user: flags({ [flag]: 1 }) }),
      ).toBeNull();
      // Another product's pages are not this journey's.
      expect(decideCustomerRoute({ ...input, pathname: '/user/offers', user: flags({ [flag]: 1 }) })).toEqual({
        redirect: '/products',
      });
    },
  );
});

describe('sameSitePath', () => {
  it.each(['/user/lender-submit?creditAppId=5d0e', '/user/lender-intake/acme/5d0e'])('keeps %s', (path) => {
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([null, '', 'user/offers', '//evil.example/x', '/\\evil.example', 'https://evil.example', '/user/ x'])(
    'refuses %s',
    (path) => {
      expect(sameSitePath(path)).toBeNull();
    },
  );

  it('carries a same-site next path on the KFS page’s address, and drops any other', () => {
    expect(applicationKfsPagePath('5d0e', '/user/lender-submit?creditAppId=5d0e')).toBe(
      '/user/application-kfs/5d0e?next=%2Fuser%2Flender-submit%3FcreditAppId%3D5d0e',
    );
    expect(applicationKfsPagePath('5d0e', 'https://evil.example')).toBe('/user/application-kfs/5d0e');
  });

  it('puts an application’s documents page below the applications list', () => {
    expect(applicationDocumentsPagePath('5d0e')).toBe('/user/applications/5d0e/documents');
  });
});
