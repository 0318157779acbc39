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
