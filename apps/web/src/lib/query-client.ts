import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toast';

/** Failed calls show an error toast with the server's message, else the error's text (customer spec §8). */
function toastError(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof ApiError && error.status === 401) return;
  toast(error instanceof Error ? error.message : String(error), 'error');
}

type Meta = { silent?: boolean };

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!(query.meta as Meta | undefined)?.silent) toastError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!(mutation.meta as Meta | undefined)?.silent) toastError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
