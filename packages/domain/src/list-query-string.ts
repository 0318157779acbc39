// Without zod, unlike lists.ts: a page's first view builds its queries' addresses before any schema loads (issue 34).

/** The query string of a list query, for links and the web client (blank values left out, keys in order). */
export function listQueryString(query: Record<string, string | number | undefined | null>): string {
  const parts = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
