/**
 * Renders a component under test as the staff app holds it: the brand theme, a query client of its own that never
 * retries (a failing answer shows at once), and a router with the component at `path` (`/` unless named), opened at
 * `at` (the path itself unless named), for components that link or read the address. Answers the router and the
 * query client, for a test that follows the address or reads the cache.
 */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createBrandTheme } from '@/lib/theme';

export function renderWithApp(element: ReactElement, { path = '/', at = path }: { path?: string; at?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  render(
    <ThemeProvider theme={createBrandTheme()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, client };
}
