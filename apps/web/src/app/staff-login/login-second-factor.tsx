import { lazy } from 'react';
import type { SecondFactorStepProps } from '@/features/account-security/components/second-factor-step';

/**
 * The second step (decision 045) in the staff login: its own chunk, fetched with the password step's answer when it
 * asks for a code (most logins never show it), with the query client its mutations use, which the login's first
 * download leaves out (decision 056).
 */
const load = () =>
  Promise.all([
    import('@/features/account-security/components/second-factor-step'),
    import('@/lib/query-client'),
    import('@tanstack/react-query'),
  ]);

export const loadLoginSecondFactor = (): Promise<unknown> => load();

export const LoginSecondFactor = lazy(() =>
  load().then(([{ SecondFactorStep }, { queryClient }, { QueryClientProvider }]) => ({
    default: (props: SecondFactorStepProps) => (
      <QueryClientProvider client={queryClient}>
        <SecondFactorStep {...props} />
      </QueryClientProvider>
    ),
  })),
);
