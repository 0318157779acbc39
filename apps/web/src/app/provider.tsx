import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { Toaster } from '@/components/ui/toaster';
import { queryClient } from '@/lib/query-client';
import { BrandTheme } from './brand-theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandTheme>
        <Suspense fallback={<PageLoader minHeight="100vh" />}>{children}</Suspense>
        {/* A sibling, not a wrapper: toasts are queued in lib/toast.ts, so notistack loads with the first one. */}
        <Toaster />
      </BrandTheme>
    </QueryClientProvider>
  );
}
