/**
 * The help dialog (customer spec §3, §5, §7): every request is kept for admins; when HELP_FORWARD_URL is set
 * it is also posted, form-encoded, to that endpoint, whose answer does not change what the customer sees.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HelpRequestInput } from '@saakh/domain/help';
import { optionalCustomerId } from '../tracking/tracking.service';
import * as repo from './help.repository';

const FORWARD_TIMEOUT_MS = 10_000;

/** Posts the request as the configured help desk expects it: orgid, name, email, phone, company, description. */
export async function forwardHelpRequest(
  url: string,
  orgId: string,
  input: HelpRequestInput,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const body = new URLSearchParams({
    orgid: orgId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company ?? '',
    description: input.description,
  });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Stores the request and, when configured, forwards it in the background: the customer is told it was sent
 * as soon as it is stored, and the forwarding outcome is kept on the record for admins.
 */
export async function createHelpRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  input: HelpRequestInput,
): Promise<void> {
  const userId = await optionalCustomerId(app, request);
  const { forwardUrl, orgId } = app.config.help;
  const row = await repo.insertHelpRequest(app.db, {
    user_id: userId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company || null,
    description: input.description,
    ip: request.ip,
    forward_status: forwardUrl ? 'pending' : 'not_configured',
  });
  if (!forwardUrl) return;
  void forwardHelpRequest(forwardUrl, orgId, input)
    .then((ok) => repo.setForwardStatus(app.db, row.id, ok ? 'forwarded' : 'failed'))
    .catch((error: unknown) =>
      app.log.warn({ err: error, helpRequestId: row.id }, 'help request forward status not saved'),
    );
}
