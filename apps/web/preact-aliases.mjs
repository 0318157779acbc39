/**
 * React's API over Preact's renderer (decision 030): the app's components, MUI and the libraries keep importing
 * `react` and `react-dom`, and the build resolves them to preact/compat. Used by the app's build (vite.config.ts)
 * and the prerender's (scripts/prerender.mjs), so the HTML and the hydration come from the same renderer.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
