/**
 * `virtual:loan-routes`: what the first download needs of the product registry (each loan's product type and its
 * /user pages), cut from `packages/domain/src/products.ts` when the app is built, served, prerendered or tested. The
 * router and the /auth hand-off read it, so the registry's other fields (forms, limits, the keys of its texts, seed
 * names) stay out of the chunks every page loads, inside the 120 KB budget of `/` (scripts/check-bundle.mjs).
 * Adding a loan to the registry adds its routes here with no other change.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const id = 'virtual:loan-routes';
const resolved = `\0${id}`;
const registry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/domain/src/products.ts');

/** @returns {import('vite').Plugin} */
export function loanRoutes() {
  return {
    name: 'saakh-loan-routes',
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(module) {
      if (module !== resolved) return undefined;
      this.addWatchFile(registry);
      const { loanProductCodes, loanProducts } = await tsImport(registry, import.meta.url);
      const table = Object.fromEntries(
        loanProductCodes.map((code) => [
          code,
          { productType: loanProducts[code].productType, pages: loanProducts[code].pages },
        ]),
      );
      return `export const loanRoutes = ${JSON.stringify(table)};\n`;
    },
  };
}
