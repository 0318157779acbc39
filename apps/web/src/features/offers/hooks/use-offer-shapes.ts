import { useCallback, useState } from 'react';
import type { OfferShape } from '@saakh/domain/offer-shaping';

/** A choice and the server's offer it was made on: a new offer (the profile's amount changed) drops the choice. */
export type StoredShape = OfferShape & { from: OfferShape };
type Shapes = Record<number, StoredShape>;

function storageKey(appId: number): string {
  return `saakh.offerShapes.${appId}`;
}

function read(appId: number): Shapes {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(appId)) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Shapes) : {};
  } catch {
    return {};
  }
}

/**
 * The amount and tenure the customer chose per offer (by lender id), kept for the tab's session so that a look at an
 * offer's Key Fact Statement and back does not undo them. An offer without a choice shows the server's figures.
 */
export function useOfferShapes(appId: number) {
  const [shapes, setShapes] = useState<Shapes>(() => read(appId));
  const setShape = useCallback(
    (lenderId: number, shape: StoredShape | null) => {
      setShapes((current) => {
        const next = { ...current };
        if (shape) next[lenderId] = shape;
        else delete next[lenderId];
        try {
          window.sessionStorage.setItem(storageKey(appId), JSON.stringify(next));
        } catch {
          // Private mode: the choices last for this page only.
        }
        return next;
      });
    },
    [appId],
  );
  return { shapes, setShape };
}
