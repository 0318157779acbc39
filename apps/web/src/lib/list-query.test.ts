import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@saakh/domain/lists';
import { patchCachedPages, rereadLists } from './list-query';

type Row = { id: number; active: boolean };
const key = ['test-links'];

/** A server whose reads answer when told to, with the row as it was when the read arrived. */
function slowServer() {
  let active = true;
  const pending: (() => void)[] = [];
  return {
    switchOff: () => (active = false),
    read: () =>
      new Promise<Page<Row>>((resolve) => {
        const page = { items: [{ id: 1, active }], total: 1, page: 1, pageSize: 20 } as Page<Row>;
        pending.push(() => resolve(page));
      }),
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    pendingReads: () => pending.length,
  };
}

let client: QueryClient;
afterEach(() => client.clear());

describe('rereadLists', () => {
  it('reads a list again when its read left before the change was saved (a search typed just before)', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = slowServer();
    // The search's page has no data yet: its read is on its way.
    const observer = new QueryObserver(client, { queryKey: [...key, { q: 'abc' }], queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(server.pendingReads()).toBe(1);

    // The change is saved, and the cached pages patched, while that read is still out.
    server.switchOff();
    patchCachedPages<Row>(client, key, (row) => ({ ...row, active: false }));
    const reread = rereadLists(client, key);
    server.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.answerAll();
    await reread;

    expect(client.getQueryData<Page<Row>>([...key, { q: 'abc' }])?.items).toEqual([{ id: 1, active: false }]);
    unsubscribe();
  });

  it('reads once when nothing was in flight', async () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    const queryFn = async (): Promise<Page<Row>> => {
      reads += 1;
      return { items: [{ id: 1, active: true }], total: 1, page: 1, pageSize: 20 } as Page<Row>;
    };
    const observer = new QueryObserver(client, { queryKey: [...key, {}], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const before = reads;
    await rereadLists(client, key);
    expect(reads).toBe(before + 1);
    unsubscribe();
  });
});
