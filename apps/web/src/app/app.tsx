import { RouterProvider } from 'react-router';
import type { createRouter } from './router';
import { AppProvider } from './provider';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
