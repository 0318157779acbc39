import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectOfferResult } from '@saakh/domain/applications';
import { pathAfterOfferSelected } from './after-offer-selected';

const ID = '5d0e7c1a-1111-4222-8333-444455556666';
const result: SelectOfferResult = {
  creditAppId: ID,
  next: { kind: 'submit', path: `/user/lender-submit?creditAppId=${ID}`, externalUrl: null },
};

afterEach(() => vi.unstubAllGlobals());

function stubKfs(acknowledgedAt: string | null) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      urls.push(String(input));
      return Response.json({ success: true, data: { kfs: {}, version: 'v', acknowledgedAt } });
    }),
  );
  return urls;
}

describe('pathAfterOfferSelected', () => {
  it('goes to the application’s KFS first, carrying the lender’s step as next', async () => {
    const urls = stubKfs(null);
    const path = await pathAfterOfferSelected(new QueryClient(), result, 'en');
    expect(urls).toEqual([`/api/applications/${ID}/kfs`]);
    expect(path).toBe(`/user/application-kfs/${ID}?next=${encodeURIComponent(result.next.path)}`);
  });

  it('goes straight to the lender’s step when the KFS of these terms is already accepted', async () => {
    stubKfs('2026-11-28T10:00:00.000Z');
    expect(await pathAfterOfferSelected(new QueryClient(), result, 'en')).toBe(result.next.path);
  });

  it('still goes to the KFS page when the KFS cannot be read now (the page says why)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ success: false, message: 'down' }, { status: 503 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await pathAfterOfferSelected(client, result, 'en')).toBe(
      `/user/application-kfs/${ID}?next=${encodeURIComponent(result.next.path)}`,
    );
  });
});
