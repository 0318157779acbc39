import { useMutation } from '@tanstack/react-query';
import type { CreateAppInput, CustomerApp } from '@saakh/domain/applications';
import { api } from '@/lib/api-client';
import { setSessionValue } from '@/lib/session';

export function openApp(input: CreateAppInput) {
  return api<CustomerApp>('/api/applications', { body: input, kind: 'customer' });
}

/** Opens (or resumes) the journey of a loan product; its id becomes the session's app id. */
export function useOpenApp() {
  return useMutation({
    mutationFn: openApp,
    onSuccess: (app) => {
      setSessionValue('appId', String(app.appId));
      setSessionValue('productType', app.productType);
    },
  });
}
