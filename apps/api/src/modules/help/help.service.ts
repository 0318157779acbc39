/**
 * The help dialog (customer spec §3, §5, §7): every request is kept for admins; when HELP_FORWARD_URL is set it is
 * also posted, form-encoded, to that endpoint by a background job, whose outcome does not change what the customer
 * sees. The job is written in the same transaction as the request, so a restart cannot lose a forward.
 */
import { z } from 'zod';
import type { HelpRequestInput } from '@saakh/domain/help';
import type { Deps } from '../../deps';
import { defineJob } from '../../lib/jobs/jobs';
import * as repo from './help.repository';

const FORWARD_TIMEOUT_MS = 10_000;

type HelpDeskFields = Pick<HelpRequestInput, 'name' | 'email' | 'phone' | 'description'> & { company: string | null };

/** Posts the request as the configured help desk expects it: orgid, name, email, phone, company, description. */
export async function postToHelpDesk(
  url: string,
  orgId: string,
  request: HelpDeskFields,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const body = new URLSearchParams({
    orgid: orgId,
    name: request.name,
    email: request.email,
    phone: request.phone,
    company: request.company ?? '',
    description: request.description,
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
 * Forwards a stored request once. The status says how the last attempt went ('failed' while retries go on); a
 * request already forwarded is not posted again, so a job that runs twice does no harm.
 */
export async function forwardStoredHelpRequest(deps: Pick<Deps, 'db' | 'config'>, id: number): Promise<void> {
  const { forwardUrl, orgId } = deps.config.help;
  const request = await repo.findHelpRequest(deps.db, id);
  if (!forwardUrl || !request || request.forward_status === 'forwarded') return;
  const ok = await postToHelpDesk(forwardUrl, orgId, request);
  await repo.setForwardStatus(deps.db, id, ok ? 'forwarded' : 'failed');
  if (!ok) throw new Error(`The help desk did not accept help request ${id}`);
}

export const forwardHelpRequestJob = defineJob({
  queue: 'help.forward',
  payload: z.object({ helpRequestId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 60,
  run: (deps, { helpRequestId }) => forwardStoredHelpRequest(deps, helpRequestId),
});

/** Stores the request and, when a help desk is configured, its forward job, in one transaction. */
export async function createHelpRequest(
  deps: Pick<Deps, 'db' | 'config' | 'jobs'>,
  caller: { userId: number | null; ip: string },
  input: HelpRequestInput,
): Promise<void> {
  const forward = Boolean(deps.config.help.forwardUrl);
  await deps.db.transaction(async (tx) => {
    const row = await repo.insertHelpRequest(tx, {
      user_id: caller.userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      company: input.company || null,
      description: input.description,
      ip: caller.ip,
      forward_status: forward ? 'pending' : 'not_configured',
    });
    if (forward) {
      await deps.jobs.enqueue(tx, forwardHelpRequestJob, { helpRequestId: row.id }, { key: `help.forward:${row.id}` });
    }
  });
}
