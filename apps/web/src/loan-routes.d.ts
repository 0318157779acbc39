/** The product registry's routes as the build cuts them (apps/web/loan-routes.ts). */
declare module 'virtual:loan-routes' {
  type Products = typeof import('@saakh/domain/products').loanProducts;
  export const loanRoutes: { [P in keyof Products]: Pick<Products[P], 'productType' | 'pages'> };
}
