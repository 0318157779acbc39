/**
 * What the database announces when data that processes cache changes (migration 0004): `auth_change` when a session
 * ends or an account behind sessions changes, `list_version` ('name:version') when a listed table is written.
 * Announcements arrive when the writing transaction commits, never for one that rolls back.
 */
export type ChangeChannel = 'auth_change' | 'list_version';

export type ChangeFeed = {
  on: (channel: ChangeChannel, listener: (payload: string) => void) => void;
};

/** A feed that delivers to listeners registered in this process, for drivers that hear the database's NOTIFY. */
export function createChangeFeed(
  listen: (channel: ChangeChannel, deliver: (payload: string) => void) => Promise<unknown>,
): { feed: ChangeFeed; ready: Promise<void> } {
  const listeners = new Map<ChangeChannel, Set<(payload: string) => void>>();
  const deliver = (channel: ChangeChannel) => (payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  const ready = Promise.all(
    (['auth_change', 'list_version'] as const).map((channel) => listen(channel, deliver(channel))),
  ).then(() => undefined);
  return {
    feed: {
      on: (channel, listener) => {
        const set = listeners.get(channel) ?? new Set();
        set.add(listener);
        listeners.set(channel, set);
      },
    },
    ready,
  };
}
