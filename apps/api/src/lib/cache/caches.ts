/**
 * Per-process memory of data the database keeps, for the embedded database, where every write happens in this
 * process and its change feed announces it synchronously at commit: live sessions (so an authenticated request
 * needs no query) and list versions (so a cached list answer is known current without one). On a PostgreSQL
 * server several instances write, so nothing is remembered and every request asks the database, as it must.
 */
import type { Session } from '../session';
import type { ChangeFeed } from './change-feed';

/** How long a session stays remembered; last use is recorded at most this often. */
export const SESSION_MEMORY_MS = 60_000;
const SESSION_MEMORY_MAX = 10_000;

export type SessionMemory = {
  get: (tokenHash: string) => Session | undefined;
  set: (tokenHash: string, session: Session, expiresAt: Date) => void;
};

export type ListVersions = {
  get: (name: string, read: () => Promise<string>) => Promise<string>;
};

export type Caches = { sessions: SessionMemory; listVersions: ListVersions };

function rememberingSessions(feed: ChangeFeed, now: () => number): SessionMemory {
  const entries = new Map<string, { session: Session; until: number }>();
  feed.on('auth_change', () => entries.clear());
  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    set(tokenHash, session, expiresAt) {
      if (entries.size >= SESSION_MEMORY_MAX) entries.clear();
      entries.set(tokenHash, { session, until: Math.min(expiresAt.getTime(), now() + SESSION_MEMORY_MS) });
    },
  };
}

function rememberingVersions(feed: ChangeFeed): ListVersions {
  const versions = new Map<string, string>();
  feed.on('list_version', (payload) => {
    const separator = payload.lastIndexOf(':');
    versions.set(payload.slice(0, separator), payload.slice(separator + 1));
  });
  return {
    async get(name, read) {
      const known = versions.get(name);
      if (known !== undefined) return known;
      const version = await read();
      // A change announced while reading wins over what was read.
      if (!versions.has(name)) versions.set(name, version);
      return versions.get(name) ?? version;
    },
  };
}

export function createCaches(feed: ChangeFeed | undefined, now: () => number = Date.now): Caches {
  if (!feed) {
    return {
      sessions: { get: () => undefined, set: () => undefined },
      listVersions: { get: (_name, read) => read() },
    };
  }
  return { sessions: rememberingSessions(feed, now), listVersions: rememberingVersions(feed) };
}
