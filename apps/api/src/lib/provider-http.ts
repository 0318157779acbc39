/** How the http message providers (SMS gateway, e-mail service) hand a message over: one JSON POST, 10 s at most. */
export async function postToProvider(
  target: { url: string; apiKey?: string; service: string },
  body: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<void> {
  const response = await fetchImpl(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${target.service} answered ${response.status}`);
}

/**
 * Hands a message over like `postToProvider` and answers the provider's id for it (`message_id` or `id` in the JSON
 * answer), by which its delivery receipt will name it later.
 */
export async function postForMessageId(
  target: { url: string; apiKey?: string; service: string },
  body: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<string> {
  const response = await fetchImpl(target.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${target.service} answered ${response.status}`);
  const answer = (await response.json().catch(() => null)) as { message_id?: unknown; id?: unknown } | null;
  const id = answer?.message_id ?? answer?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error(`${target.service} answered no message id`);
  return String(id);
}
