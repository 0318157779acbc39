import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { Suspense, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_MAX } from '@saakh/domain/constants';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/query-client';
import { BrandTheme } from './brand-theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandTheme>
        <SnackbarProvider
          maxSnack={TOAST_MAX}
          autoHideDuration={TOAST_AUTO_CLOSE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Suspense fallback={<PageLoader minHeight="100vh" />}>{children}</Suspense>
        </SnackbarProvider>
      </BrandTheme>
    </QueryClientProvider>
  );
}
