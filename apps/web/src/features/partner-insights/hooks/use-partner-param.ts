/** The one partner (itself or a sub-partner) a parent narrows the figures to, kept in the URL as `partnerId`. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePartnerParam(): [string | undefined, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('partnerId') ?? undefined;
  const set = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('page');
          if (next) updated.set('partnerId', next);
          else updated.delete('partnerId');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [value, set];
}
